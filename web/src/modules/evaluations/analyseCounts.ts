import type { Analysis } from '@zhihang/contract/evaluations/evaluations.schemas';

/** The analysis' shares drawn as rings: the Holland first letters, and fit against misfit of 选科. */
export function analyseRingCounts(analysis: Analysis, names: { fits: string; misfits: string }) {
  const fit = analysis.subjectFit;
  return {
    holland: analysis.hollandTypes.map((item) => ({ name: item.code, count: item.count })),
    subjectFit: [
      { name: names.fits, count: fit.fitting },
      { name: names.misfits, count: Math.max(0, fit.withSubjects - fit.fitting) },
    ],
  };
}
