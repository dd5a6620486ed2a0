import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { knowledgeQueries } from './knowledgeQueries.ts';
import type { ScoreLine } from './rules/scoreFilters.ts';

export type ScoreScope = {
  /** The province whose admissions the score tables show (the one with the most rows). */
  provinceCode: string | undefined;
  /** The province's university-level lines (track and year), which decide the track choices. */
  lines: ScoreLine[];
  years: number[];
  isPending: boolean;
};

/**
 * What a university's score data covers: every track and year of its university-level lines in
 * the province the server picks, so both score tables and the majors tab use the same province.
 */
export function useScoreScope(universityId: number): ScoreScope {
  // A page without a university (id 0) asks nothing.
  const all = useQuery({ ...knowledgeQueries.universityPlans({ universityId }), enabled: universityId > 0 });
  return useMemo(() => {
    const rows = all.data ?? [];
    return {
      provinceCode: rows[0]?.province_code,
      lines: rows,
      years: [...new Set(rows.map((row) => row.plan_year))],
      isPending: all.isPending,
    };
  }, [all.data, all.isPending]);
}
