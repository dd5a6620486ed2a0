import type { UniversityDataScope } from '@zhihang/contract/universities/university.schema';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { knowledgeQueries } from './knowledgeQueries.ts';

export type ScoreScope = {
  /** The province the score tables open with: the one with the most lines of the university. */
  provinceCode: string | undefined;
  /** Provinces with school, 专业组 or major lines, most rows first, each with its years. */
  scoreProvinces: UniversityDataScope['scoreProvinces'];
  /** Provinces with enrolment plans, the newest plan year first. */
  planProvinces: UniversityDataScope['planProvinces'];
  isPending: boolean;
};

const NO_PROVINCES: UniversityDataScope = { scoreProvinces: [], planProvinces: [] };

/**
 * Where a university's data is, asked once for the detail page: the provinces its score lines and
 * its plans are in, so the score and majors tabs open on a province that has data.
 */
export function useScoreScope(universityId: number): ScoreScope {
  // A page without a university (id 0) asks nothing.
  const scope = useQuery({ ...knowledgeQueries.universityDataScope(universityId), enabled: universityId > 0 });
  return useMemo(() => {
    const data = scope.data ?? NO_PROVINCES;
    return {
      provinceCode: data.scoreProvinces[0]?.provinceCode,
      scoreProvinces: data.scoreProvinces,
      planProvinces: data.planProvinces,
      isPending: scope.isPending,
    };
  }, [scope.data, scope.isPending]);
}
