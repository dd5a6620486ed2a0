import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_DEFAULT_PAGE_SIZE } from './knowledgeTable.ts';
import { useKnowledgeSearch } from './useKnowledgeSearch.ts';

type Filters = { level: 1 | 2; name?: string; class?: string };

describe('useKnowledgeSearch', () => {
  it('starts on page 1 with the default page size and the given filters', () => {
    const { result } = renderHook(() => useKnowledgeSearch<Filters>({ level: 1 }));
    expect(result.current.body).toEqual({ level: 1, page: 1, limit: KNOWLEDGE_DEFAULT_PAGE_SIZE });
  });

  it('merges a changed filter into the others and goes back to page 1, keeping the page size', () => {
    const { result } = renderHook(() => useKnowledgeSearch<Filters>({ level: 1 }));
    act(() => result.current.change({ name: '会计' }));
    act(() => result.current.setPaging({ page: 4, limit: 100 }));
    expect(result.current.body).toEqual({ level: 1, name: '会计', page: 4, limit: 100 });

    act(() => result.current.change({ level: 2, class: undefined }));
    expect(result.current.body).toEqual({ level: 2, name: '会计', class: undefined, page: 1, limit: 100 });
  });
});
