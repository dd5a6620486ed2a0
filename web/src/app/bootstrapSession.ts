import type { QueryClient } from '@tanstack/react-query';
import { authQueries } from '../modules/auth/authQueries.ts';
import { knowledgeQueries } from '../modules/knowledge/knowledgeQueries.ts';
import { systemQueries } from '../modules/system/systemQueries.ts';
import { i18n } from './i18n/i18n.ts';

/**
 * The base data of spec §4 (not on detail pages): dictionaries, areas, evaluation dictionary,
 * middle schools, major tree, universities, job tree and map, report data, current-year-plan
 * majors. The knowledge base's major and job lists are the tree's majorMap and the job map, so
 * they need no calls of their own.
 */
function loadBaseData(client: QueryClient): Promise<unknown[]> {
  return Promise.all([
    client.ensureQueryData(systemQueries.dictionaries()),
    client.ensureQueryData(systemQueries.areas()),
    client.ensureQueryData(systemQueries.evaluationDictionary()),
    client.ensureQueryData(knowledgeQueries.middleSchools()),
    client.ensureQueryData(knowledgeQueries.majorTree()),
    client.ensureQueryData(knowledgeQueries.allUniversities()),
    client.ensureQueryData(knowledgeQueries.jobTree()),
    client.ensureQueryData(knowledgeQueries.jobMap()),
    client.ensureQueryData(knowledgeQueries.reportData()),
    client.ensureQueryData(knowledgeQueries.currentYearPlanMajors()),
  ]);
}

/**
 * What a signed-in page needs before it renders (spec §4): the user, the system parameters and
 * the menu routes, each loaded only when missing; any failure fails the session. The base data
 * starts in parallel with them but does not hold the page back: pages read each list through
 * its query and show their own loading state, so the shell and the dashboard paint while the
 * larger lists arrive. A base-data failure still ends the session (`onBaseDataError`), as the
 * spec's guard does, only later.
 */
export async function bootstrapSession(
  client: QueryClient,
  withBaseData: boolean,
  onBaseDataError: (error: unknown) => void = () => {},
): Promise<true> {
  if (withBaseData) loadBaseData(client).catch(onBaseDataError);
  const [user] = await Promise.all([
    client.ensureQueryData(authQueries.userInfo()),
    client.ensureQueryData(systemQueries.configMap()),
    client.ensureQueryData(authQueries.menuTree()),
  ]);
  if (!user) throw new Error(i18n.t('errors.verificationFailed'));
  return true;
}
