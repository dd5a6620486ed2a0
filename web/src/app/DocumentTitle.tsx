import { useEffect } from 'react';
import { useOrganization } from '../modules/orgs/useOrganization.ts';
import { documentTitle } from './documentTitle.ts';

/** Keeps document.title as the organisation's login title + 管理端. */
export function DocumentTitle() {
  const organization = useOrganization();
  const orgLoginTitle = organization.data?.orgLoginTitle;
  useEffect(() => {
    document.title = documentTitle(orgLoginTitle);
  }, [orgLoginTitle]);
  return null;
}
