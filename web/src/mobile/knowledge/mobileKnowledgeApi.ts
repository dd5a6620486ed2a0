import { createKnowledgeApi } from '../../modules/knowledge/knowledgeCalls.ts';
import { mobileApiClient } from '../mobileApiClient.ts';

/** The knowledge-base calls of the student pages, through their client (toasts, no antd). */
export const mobileKnowledgeApi = createKnowledgeApi(mobileApiClient);
