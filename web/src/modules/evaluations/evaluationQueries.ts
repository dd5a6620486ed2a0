import type {
  AnalyseBody,
  AssignBody,
  AssignmentFilter,
  AssignmentListBody,
} from '@zhihang/contract/evaluations/evaluations.schemas';
import type { EvaluationKey } from '@zhihang/contract/evaluations/instrument-definition';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBase64File } from '../../components/saveBase64File.ts';
import { studentsApi } from '../students/students.api.ts';
import { evaluationKeys } from './evaluationKeys.ts';
import { evaluationsApi } from './evaluations.api.ts';

/** Instruments change with a new data version only: read once per session. */
const INSTRUMENT_STALE_MS = 30 * 60_000;

export function useInstruments() {
  return useQuery({
    queryKey: evaluationKeys.instruments(),
    queryFn: evaluationsApi.instruments,
    staleTime: INSTRUMENT_STALE_MS,
  });
}

/** An instrument as a student sees it (the /test preview). */
export function useInstrument(key: EvaluationKey | undefined) {
  return useQuery({
    queryKey: evaluationKeys.instrument(key ?? 'hol'),
    queryFn: () => evaluationsApi.instrument(key as EvaluationKey),
    enabled: key !== undefined,
    staleTime: INSTRUMENT_STALE_MS,
  });
}

/** One page of assignments (/edu/studentEvaluation). */
export function useAssignmentList(body: AssignmentListBody) {
  return useQuery({
    queryKey: evaluationKeys.assignmentList(body),
    queryFn: () => evaluationsApi.assignments(body),
    placeholderData: keepPreviousData,
  });
}

export function useAnalysis(body: AnalyseBody) {
  return useQuery({
    queryKey: evaluationKeys.analyse(body),
    queryFn: () => evaluationsApi.analyse(body),
    placeholderData: keepPreviousData,
  });
}

export function useReport(resultId: number | null) {
  return useQuery({
    queryKey: evaluationKeys.report(resultId ?? 0),
    queryFn: () => evaluationsApi.report(resultId as number),
    enabled: resultId !== null,
    retry: false,
  });
}

/** Several reports at once, in the order asked (the batch print of a class). */
export function useReports(resultIds: readonly number[]) {
  return useQuery({
    queryKey: evaluationKeys.reports(resultIds),
    queryFn: () => Promise.all(resultIds.map((id) => evaluationsApi.report(id))),
    enabled: resultIds.length > 0,
    retry: false,
  });
}

/** Assigning, reminding and the export; a change refreshes the lists and the analysis. */
export function useEvaluationActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: evaluationKeys.all });
  const assign = useMutation({
    mutationFn: (body: AssignBody) => evaluationsApi.assign(body),
    onSuccess: refresh,
  });
  const remind = useMutation({
    mutationFn: (assignmentIds: number[]) => evaluationsApi.remind(assignmentIds),
    onSuccess: refresh,
  });
  const exportList = useMutation({
    mutationFn: async (filter: AssignmentFilter) => saveBase64File(await evaluationsApi.export(filter)),
  });
  return { assign, remind, exportList };
}

/** The most students one choice list holds (the list call's page limit). */
const CHOICE_LIMIT = 500;

/**
 * The caller's students of a grade (or all) for the assign dialog's pickers, with the classes
 * they are in: there is no class table, a class is the name its students carry.
 */
export function useStudentChoices(grade: number | undefined) {
  return useQuery({
    queryKey: [...evaluationKeys.all, 'student-choices', grade ?? 0] as const,
    queryFn: async () => {
      const page = await studentsApi.list({ page: 1, limit: CHOICE_LIMIT, ...(grade ? { grade } : {}) });
      const classes = [...new Set(page.list.map((student) => student.className).filter(Boolean))].sort((a, b) =>
        a.localeCompare(b, 'zh-CN', { numeric: true }),
      );
      return { students: page.list, classes };
    },
    staleTime: 60_000,
  });
}
