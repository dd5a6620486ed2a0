import { useQuery } from '@tanstack/react-query';
import { mobileKnowledgeApi } from './mobileKnowledgeApi.ts';
import { mobileKnowledgeKeys } from './mobileKnowledgeKeys.ts';

const enabledFor = (id: number | null): id is number => id !== null;

/** The university of a detail page (null id: nothing is asked). */
export function useUniversityDetail(id: number | null) {
  return useQuery({
    queryKey: mobileKnowledgeKeys.university(id ?? 0),
    queryFn: () => mobileKnowledgeApi.university(id ?? 0),
    enabled: enabledFor(id),
  });
}

export function useMajorDetail(id: number | null) {
  return useQuery({
    queryKey: mobileKnowledgeKeys.major(id ?? 0),
    queryFn: () => mobileKnowledgeApi.major(id ?? 0),
    enabled: enabledFor(id),
  });
}

export function useJobDetail(id: number | null) {
  return useQuery({
    queryKey: mobileKnowledgeKeys.job(id ?? 0),
    queryFn: () => mobileKnowledgeApi.job(id ?? 0),
    enabled: enabledFor(id),
  });
}

/** Major ranking rows of a university or of a major. */
export function useMajorRank(body: { universityId: number } | { majorId: number }, enabled = true) {
  return useQuery({
    queryKey: mobileKnowledgeKeys.majorRank(body),
    queryFn: () => mobileKnowledgeApi.majorRanks(body),
    enabled,
  });
}

/** Ids of the majors with a plan in the current year. */
export function useCurrentYearPlanMajors() {
  return useQuery({
    queryKey: mobileKnowledgeKeys.currentYearPlanMajors(),
    queryFn: () => mobileKnowledgeApi.currentYearPlanMajors(),
    staleTime: Infinity,
  });
}
