/** Query keys of the student knowledge pages, one factory for all of them. */
export const mobileKnowledgeKeys = {
  all: ['mobile-knowledge'] as const,
  list: (kind: 'university' | 'major' | 'job', filter: object) =>
    [...mobileKnowledgeKeys.all, 'list', kind, filter] as const,
  university: (id: number) => [...mobileKnowledgeKeys.all, 'university', id] as const,
  universityDataScope: (id: number) => [...mobileKnowledgeKeys.all, 'university-data-scope', id] as const,
  universityPlanMajors: (body: object) => [...mobileKnowledgeKeys.all, 'university-plan-majors', body] as const,
  universityPlans: (body: object) => [...mobileKnowledgeKeys.all, 'university-plans', body] as const,
  majorPlans: (body: object) => [...mobileKnowledgeKeys.all, 'major-plans', body] as const,
  majorRank: (body: object) => [...mobileKnowledgeKeys.all, 'major-rank', body] as const,
  majorCategories: (level: number) => [...mobileKnowledgeKeys.all, 'major-categories', level] as const,
  major: (id: number) => [...mobileKnowledgeKeys.all, 'major', id] as const,
  currentYearPlanMajors: () => [...mobileKnowledgeKeys.all, 'current-year-plan-majors'] as const,
  homeProvince: () => [...mobileKnowledgeKeys.all, 'home-province'] as const,
  pageParameters: () => [...mobileKnowledgeKeys.all, 'page-parameters'] as const,
  jobTree: () => [...mobileKnowledgeKeys.all, 'job-tree'] as const,
  job: (id: number) => [...mobileKnowledgeKeys.all, 'job', id] as const,
};
