import { apiClient } from '../../base/apiClient.ts';
import { createKnowledgeApi } from './knowledgeCalls.ts';

export type { PagedBody } from './knowledgeCalls.ts';

/** The knowledge-base calls of the console, through its client. */
export const knowledgeApi = createKnowledgeApi(apiClient);
