import { useQuery } from '@tanstack/react-query';
import type { PlanSimulation } from '@zhihang/contract/admission/admission-predict.schema';
import { apiClient } from '../../base/apiClient.ts';
import { planKeys } from './planKeys.ts';

/** The whole-list simulation of a saved plan (10,000 draws, fixed seed on the server). */
export function useWholeListSimulation(planId: number | null, updatedAt: number | null) {
  return useQuery({
    // The plan's last save is in the key: a saved change runs the simulation again.
    queryKey: [...planKeys.all, 'simulation', planId, updatedAt] as const,
    queryFn: () => apiClient.post<PlanSimulation>(`/admission/simulatePlan/${planId}`),
    enabled: planId !== null,
    staleTime: Infinity,
  });
}
