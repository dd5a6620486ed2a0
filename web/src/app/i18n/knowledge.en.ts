import type { knowledgeZh } from './knowledge.zh.ts';

export const knowledgeEn: typeof knowledgeZh = {
  noInfo: 'No information',
  noData: 'No data',
};
