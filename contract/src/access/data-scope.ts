/**
 * Which records a role reaches: its holder's own students, every student of the organisation,
 * or (the platform administrator) every organisation. Stored on the role; zod-free.
 */
export const DATA_SCOPE = { own: 1, org: 2, platform: 3 } as const;
export type DataScope = (typeof DATA_SCOPE)[keyof typeof DATA_SCOPE];

/** The scopes an organisation's own roles may have; the platform scope is built-in only. */
export const ORG_ROLE_SCOPES: readonly DataScope[] = [DATA_SCOPE.own, DATA_SCOPE.org];
