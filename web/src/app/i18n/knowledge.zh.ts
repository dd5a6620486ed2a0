/** Wording of the console knowledge-base pages (/edu/knowledge and the detail pages). */
export const knowledgeZh = {
  noInfo: '暂无信息',
  noData: '暂无数据',
};
