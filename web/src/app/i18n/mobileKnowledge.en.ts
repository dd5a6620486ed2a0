import type { mobileKnowledgeZh } from './mobileKnowledge.zh.ts';

export const mobileKnowledgeEn: typeof mobileKnowledgeZh = {
  noMore: 'No more results',
};
