import type { Organization } from '@zhihang/contract/orgs/organization.schema';
import { apiClient } from '../../base/apiClient.ts';

export const orgsApi = {
  /** The organisation is resolved from the host the page is served from. */
  byDomain: async (host: string) =>
    (await apiClient.post<{ organization: Organization }>('/home/org', { domain: encodeURIComponent(host) }))
      .organization,
};
