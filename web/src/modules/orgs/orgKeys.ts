export const orgKeys = {
  all: ['orgs'] as const,
  byDomain: (host: string) => [...orgKeys.all, 'byDomain', host] as const,
};
