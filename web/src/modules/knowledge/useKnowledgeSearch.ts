import { useState } from 'react';
import { KNOWLEDGE_DEFAULT_PAGE_SIZE } from './knowledgeTable.ts';

export type KnowledgePaging = { page: number; limit: number };

/**
 * The submitted filters and the page of a knowledge list. Changing a filter goes back to page 1,
 * so a narrower search never lands on a page past its end.
 */
export function useKnowledgeSearch<Filters extends object>(initial: Filters) {
  const [filters, setFilters] = useState<Filters>(initial);
  const [paging, setPaging] = useState<KnowledgePaging>({ page: 1, limit: KNOWLEDGE_DEFAULT_PAGE_SIZE });

  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPaging((current) => ({ ...current, page: 1 }));
  };

  return { filters, paging, setPaging, change, body: { ...filters, ...paging } };
}
