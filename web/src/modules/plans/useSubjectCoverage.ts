import { useQueries } from '@tanstack/react-query';
import type { ExamModel } from '@zhihang/contract/admissions/exam-models';
import { BATCH_CODE } from '@zhihang/contract/admissions/admission-codes';
import { knowledgeApi } from '../knowledge/knowledge.api.ts';
import { planKeys } from './planKeys.ts';
import { knownCoverageCount, subjectChoicesOf, trackOfChoice, type SubjectChoice } from './rules/subjectChoices.ts';

/** A choice's figure; `requirementUnknown` when no major of its track has a known 选科 requirement. */
export type ChoiceCoverage = { choice: SubjectChoice; count: number | null; requirementUnknown: boolean };

/**
 * 选科 coverage from the plan search itself: for each choice, how many 本科批 plan majors of the
 * province's latest year its track lists for those subjects among the majors whose requirement is
 * known (one row asked, the total read); the majors of all the model's tracks together, and those
 * whose requirement no source gives, which fit no combination in particular and are counted apart.
 */
export function useSubjectCoverage(provinceCode: string, year: number | null, model: ExamModel) {
  const choices = subjectChoicesOf(model);
  const tracks = [...new Set(choices.map((choice) => trackOfChoice(model, choice)))];
  const enabled = Boolean(provinceCode && year);
  const count = (classCode: number, filter: { subjects?: readonly string[]; subjectKnown?: boolean }) =>
    knowledgeApi
      .enrollmentMajors({
        page: 1,
        limit: 1,
        provinceCode,
        year: year ?? undefined,
        classCode,
        batchCode: BATCH_CODE.undergraduate,
        ...(filter.subjects ? { subjects: [...filter.subjects] } : {}),
        ...(filter.subjectKnown !== undefined ? { subjectKnown: filter.subjectKnown } : {}),
      })
      .then((page) => page.totalCount);
  const perTrack = (kind: 'total' | 'unknown') =>
    tracks.map((track) => ({
      queryKey: [...planKeys.coverage(provinceCode, `${year}:${track}`), kind],
      queryFn: () => count(track, kind === 'unknown' ? { subjectKnown: false } : {}),
      enabled,
      staleTime: 5 * 60_000,
    }));

  const totals = useQueries({ queries: perTrack('total') });
  const unknowns = useQueries({ queries: perTrack('unknown') });
  const counts = useQueries({
    queries: choices.map((choice) => ({
      queryKey: [...planKeys.coverage(provinceCode, `${year}:${choice.key}`), 'known'],
      queryFn: () => count(trackOfChoice(model, choice), { subjects: choice.subjects, subjectKnown: true }),
      enabled,
      staleTime: 5 * 60_000,
    })),
  });
  const loading = [...totals, ...unknowns, ...counts].some((query) => query.isLoading);
  const sum = (queries: typeof totals) =>
    queries.every((query) => query.data !== undefined)
      ? queries.reduce((all, query) => all + (query.data ?? 0), 0)
      : null;
  const rows: ChoiceCoverage[] = choices.map((choice, index) => {
    const track = tracks.indexOf(trackOfChoice(model, choice));
    const trackTotal = totals[track]?.data;
    const trackUnknown = unknowns[track]?.data;
    return {
      choice,
      count: knownCoverageCount(counts[index]?.data, trackTotal, trackUnknown),
      requirementUnknown: trackTotal !== undefined && trackTotal > 0 && trackUnknown === trackTotal,
    };
  });
  return { rows, total: sum(totals), unknown: sum(unknowns), loading };
}
