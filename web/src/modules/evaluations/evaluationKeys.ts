import type { AnalyseBody, AssignmentListBody } from '@zhihang/contract/evaluations/evaluations.schemas';
import type { EvaluationKey } from '@zhihang/contract/evaluations/instrument-definition';

/** Query keys of the evaluations domain (console and phone share them). */
export const evaluationKeys = {
  all: ['evaluations'] as const,
  instruments: () => [...evaluationKeys.all, 'instruments'] as const,
  instrument: (key: EvaluationKey) => [...evaluationKeys.all, 'instrument', key] as const,
  assignments: () => [...evaluationKeys.all, 'assignments'] as const,
  assignmentList: (body: AssignmentListBody) => [...evaluationKeys.assignments(), body] as const,
  analyse: (body: AnalyseBody) => [...evaluationKeys.all, 'analyse', body] as const,
  report: (resultId: number) => [...evaluationKeys.all, 'report', resultId] as const,
  reports: (resultIds: readonly number[]) => [...evaluationKeys.all, 'reports', resultIds] as const,
  my: () => [...evaluationKeys.all, 'my'] as const,
  attempt: (assignmentId: number) => [...evaluationKeys.all, 'attempt', assignmentId] as const,
};
