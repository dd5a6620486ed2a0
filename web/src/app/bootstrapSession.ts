import type { QueryClient } from '@tanstack/react-query';
import { authQueries } from '../modules/auth/authQueries.ts';
import { systemQueries } from '../modules/system/systemQueries.ts';
import { i18n } from './i18n/i18n.ts';

/**
 * What a signed-in page needs before it renders (spec §4): the user, the system parameters,
 * the base data (not on detail pages) and the menu routes, each loaded only when missing. The
 * calls are independent, so they run in parallel; any failure fails the whole session.
 */
export async function bootstrapSession(client: QueryClient, withBaseData: boolean): Promise<true> {
  const [user] = await Promise.all([
    client.ensureQueryData(authQueries.userInfo()),
    client.ensureQueryData(systemQueries.configMap()),
    client.ensureQueryData(authQueries.menuTree()),
    ...(withBaseData
      ? [
          client.ensureQueryData(systemQueries.dictionaries()),
          client.ensureQueryData(systemQueries.areas()),
          client.ensureQueryData(systemQueries.evaluationDictionary()),
        ]
      : []),
  ]);
  if (!user) throw new Error(i18n.t('errors.verificationFailed'));
  return true;
}
