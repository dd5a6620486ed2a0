import type {
  AnalyseBody,
  Analysis,
  AnswerBody,
  AnswerResult,
  AssignBody,
  AssignmentFilter,
  AssignmentListBody,
  AssignmentRow,
  AssignResult,
  Attempt,
  InstrumentForTaking,
  InstrumentSummary,
  MyAssignment,
  Report,
  SubmitResult,
} from '@zhihang/contract/evaluations/evaluations.schemas';
import type { EvaluationKey } from '@zhihang/contract/evaluations/instrument-definition';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { FileContent } from '@zhihang/contract/students/student.schema';
import type { ApiClient } from '../../base/createApiClient.ts';

/**
 * The /evaluation calls over a client: the console's (antd messages) and the student pages'
 * (their toast). Type-only imports, so neither zod nor a UI library comes with it.
 */
export function createEvaluationApi(client: ApiClient) {
  return {
    instruments: () => client.post<InstrumentSummary[]>('/evaluation/instruments'),
    instrument: (key: EvaluationKey) => client.post<InstrumentForTaking>(`/evaluation/instrument/${key}`),
    assign: (body: AssignBody) => client.post<AssignResult>('/evaluation/assign', body),
    assignments: (body: AssignmentListBody) => client.post<Page<AssignmentRow>>('/evaluation/assignments/list', body),
    remind: (assignmentIds: number[]) => client.post<{ reminded: number }>('/evaluation/remind', { assignmentIds }),
    export: (filter: AssignmentFilter) => client.post<FileContent>('/evaluation/export', filter),
    analyse: (body: AnalyseBody) => client.post<Analysis>('/evaluation/analyse', body),
    report: (resultId: number) => client.post<Report>(`/evaluation/report/${resultId}`),
    /** The signed-in student's own assignments. */
    my: () => client.post<MyAssignment[]>('/evaluation/my'),
    /** Opens the attempt of an assignment, or returns the open one with its answers (resume). */
    start: (assignmentId: number) => client.post<Attempt>(`/evaluation/attempt/start/${assignmentId}`),
    answer: (body: AnswerBody) => client.post<AnswerResult>('/evaluation/attempt/answer', body),
    submit: (attemptId: number) => client.post<SubmitResult>(`/evaluation/attempt/submit/${attemptId}`),
  };
}

export type EvaluationApi = ReturnType<typeof createEvaluationApi>;
