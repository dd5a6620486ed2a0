import type { QueryClient } from '@tanstack/react-query';
import { authQueries } from '../modules/auth/authQueries.ts';
import { knowledgeQueries } from '../modules/knowledge/knowledgeQueries.ts';
import { systemQueries } from '../modules/system/systemQueries.ts';
import { i18n } from './i18n/i18n.ts';

/**
 * What a signed-in page needs before it renders (spec §4): the user, the system parameters,
 * the base data (dictionaries, areas, evaluation dictionary, middle schools, major tree,
 * universities, job tree and map, report data, current-year-plan majors; not on detail pages)
 * and the menu routes, each loaded only when missing. The
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
          // The knowledge base's lists; the spec's major and job lists are the tree's majorMap
          // and the job map, so they need no calls of their own.
          client.ensureQueryData(knowledgeQueries.middleSchools()),
          client.ensureQueryData(knowledgeQueries.majorTree()),
          client.ensureQueryData(knowledgeQueries.allUniversities()),
          client.ensureQueryData(knowledgeQueries.jobTree()),
          client.ensureQueryData(knowledgeQueries.jobMap()),
          client.ensureQueryData(knowledgeQueries.reportData()),
          client.ensureQueryData(knowledgeQueries.currentYearPlanMajors()),
        ]
      : []),
  ]);
  if (!user) throw new Error(i18n.t('errors.verificationFailed'));
  return true;
}
