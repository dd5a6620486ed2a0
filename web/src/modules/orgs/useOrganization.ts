import { useQuery } from '@tanstack/react-query';
import { orgsApi } from './orgs.api.ts';
import { orgKeys } from './orgKeys.ts';

/** The organisation of this site (public; logo, login title, filing number). */
export function useOrganization() {
  const host = window.location.host;
  return useQuery({
    queryKey: orgKeys.byDomain(host),
    queryFn: () => orgsApi.byDomain(host),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
