import { useQuery } from '@tanstack/react-query';
import type { AdmissionPrediction, UnitPrediction } from '@zhihang/contract/admission/admission-predict.schema';
import { apiClient } from '../../base/apiClient.ts';

/** What one page of the search is predicted for: the student's scope and rank, the page's plan rows. */
export type UnitPredictionsScope = {
  provinceCode: string;
  year: number;
  track: number;
  rank: number;
  unitIds: readonly number[];
};

/**
 * The engine's predictions for the visible rows (one /admission/predict call per page), by plan
 * row id. Keyed by the student's rank and the ids: a new page or a new rank asks again.
 */
export function useUnitPredictions(scope: UnitPredictionsScope | null) {
  return useQuery({
    queryKey: ['plans', 'unitPredictions', scope] as const,
    queryFn: async () => {
      const answer = await apiClient.post<AdmissionPrediction>('/admission/predict', scope);
      return new Map<number, UnitPrediction>(answer.units.map((unit) => [unit.unitId, unit]));
    },
    enabled: scope !== null && scope.unitIds.length > 0,
    // A prediction changes only with an import; the page keeps it while the teacher browses.
    staleTime: 10 * 60_000,
  });
}
