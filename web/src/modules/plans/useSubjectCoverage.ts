import { useQueries } from '@tanstack/react-query';
import type { ExamModel } from '@zhihang/contract/admissions/exam-models';
import { BATCH_CODE } from '@zhihang/contract/admissions/admission-codes';
import { knowledgeApi } from '../knowledge/knowledge.api.ts';
import { planKeys } from './planKeys.ts';
import { subjectChoicesOf, trackOfChoice, type SubjectChoice } from './rules/subjectChoices.ts';

export type ChoiceCoverage = { choice: SubjectChoice; count: number | null };

/**
 * 选科 coverage from the plan search itself: for each choice, how many 本科批 plan majors of the
 * province's latest year its track lists for those subjects (one row asked, the total read),
 * and the majors of all the model's tracks together.
 */
export function useSubjectCoverage(provinceCode: string, year: number | null, model: ExamModel) {
  const choices = subjectChoicesOf(model);
  const tracks = [...new Set(choices.map((choice) => trackOfChoice(model, choice)))];
  const enabled = Boolean(provinceCode && year);
  const count = (classCode: number, subjects?: readonly string[]) =>
    knowledgeApi
      .enrollmentMajors({
        page: 1,
        limit: 1,
        provinceCode,
        year: year ?? undefined,
        classCode,
        batchCode: BATCH_CODE.undergraduate,
        ...(subjects ? { subjects: [...subjects] } : {}),
      })
      .then((page) => page.totalCount);

  const totals = useQueries({
    queries: tracks.map((track) => ({
      queryKey: [...planKeys.coverage(provinceCode, `${year}:${track}`), 'total'],
      queryFn: () => count(track),
      enabled,
      staleTime: 5 * 60_000,
    })),
  });
  const counts = useQueries({
    queries: choices.map((choice) => ({
      queryKey: planKeys.coverage(provinceCode, `${year}:${choice.key}`),
      queryFn: () => count(trackOfChoice(model, choice), choice.subjects),
      enabled,
      staleTime: 5 * 60_000,
    })),
  });
  const loading = totals.some((query) => query.isLoading) || counts.some((query) => query.isLoading);
  const total = totals.every((query) => query.data !== undefined)
    ? totals.reduce((sum, query) => sum + (query.data ?? 0), 0)
    : null;
  const rows: ChoiceCoverage[] = choices.map((choice, index) => ({ choice, count: counts[index]?.data ?? null }));
  return { rows, total, loading };
}
