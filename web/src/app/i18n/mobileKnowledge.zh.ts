/** Wording of the student mobile lists and detail pages (/mp-student/*). */
export const mobileKnowledgeZh = {
  noMore: '没有更多了',
};
