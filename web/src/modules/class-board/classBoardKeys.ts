/** Query keys of the class board. */
export const classBoardKeys = {
  all: ['classBoard'] as const,
  list: () => [...classBoardKeys.all, 'list'] as const,
  collisions: () => [...classBoardKeys.all, 'collisions'] as const,
  reviewQueue: () => [...classBoardKeys.all, 'reviewQueue'] as const,
};
