import type { QueryClient } from '@tanstack/react-query';
import { orgKeys } from '../modules/orgs/orgKeys.ts';
import { clearKeptAnswers } from './keptAnswersStore.ts';

/** Drops everything cached for the signed-in user; the site's organisation stays. */
export function forgetSessionData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== orgKeys.all[0] });
  void clearKeptAnswers();
}
