import type { QueryClient } from '@tanstack/react-query';
import { authQueries } from '../modules/auth/authQueries.ts';
import { knowledgeQueries } from '../modules/knowledge/knowledgeQueries.ts';
import { systemQueries } from '../modules/system/systemQueries.ts';
import { i18n } from '../base/i18n/i18n.ts';

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
 * does not hold the page back: pages read each list through its query and show their own
 * loading state. The session calls start first, then the page's code (`loadPageCode`), and the
 * base data once that code has arrived, so its ten calls do not share the browser's few
 * connections with what the first paint waits for; a list the page itself reads is asked for by
 * the page as it renders. A base-data failure still ends the session (`onBaseDataError`), as the
 * spec's guard does, only later.
 */
export async function bootstrapSession(
  client: QueryClient,
  withBaseData: boolean,
  onBaseDataError: (error: unknown) => void = () => {},
  loadPageCode: () => Promise<unknown> = () => Promise.resolve(),
): Promise<true> {
  const session = Promise.all([
    client.ensureQueryData(authQueries.userInfo()),
    client.ensureQueryData(systemQueries.configMap()),
    client.ensureQueryData(authQueries.menuTree()),
  ]);
  // A chunk that fails to load fails where the page renders it, not here.
  const pageCode = loadPageCode().catch(() => undefined);
  if (withBaseData) pageCode.then(() => loadBaseData(client)).catch(onBaseDataError);
  const [user] = await session;
  if (!user) throw new Error(i18n.t('errors.verificationFailed'));
  return true;
}
