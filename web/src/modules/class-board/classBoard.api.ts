import type {
  BulkMakeBody,
  BulkMakeJob,
  BulkShareResult,
  ClassBoard,
  ClassBoardListBody,
  CollisionView,
  RemindBody,
} from '@zhihang/contract/class-board/class-board.schema';
import type { PlanDetail } from '@zhihang/contract/plans/plan.schema';
import type { ReviewQueueItem } from '@zhihang/contract/plans/plan-workflow.schema';
import { apiClient } from '../../base/apiClient.ts';

/** The console's /classBoard calls, and the reviewer's queue the board shows. */
export const classBoardApi = {
  list: (body: ClassBoardListBody = {}) => apiClient.post<ClassBoard>('/classBoard/list', body),
  collisions: () => apiClient.post<CollisionView>('/classBoard/collisions', {}),
  bulkMake: (body: BulkMakeBody) => apiClient.post<BulkMakeJob>('/classBoard/bulkMake', body),
  bulkMakeStatus: (jobId: string) => apiClient.post<BulkMakeJob>('/classBoard/bulkMakeStatus', { jobId }),
  bulkMakeStop: (jobId: string) => apiClient.post<BulkMakeJob>('/classBoard/bulkMakeStop', { jobId }),
  finalPlans: (studentIds: number[]) => apiClient.post<PlanDetail[]>('/classBoard/finalPlans', { studentIds }),
  share: (studentIds: number[]) => apiClient.post<BulkShareResult>('/classBoard/share', { studentIds }),
  remind: (body: RemindBody) => apiClient.post<{ reminded: number; deadlinesSet: number }>('/classBoard/remind', body),
  exportXlsx: () => apiClient.download('/classBoard/exportXlsx'),
  /** The selected students' final plans in one workbook; every student of the board when none are. */
  exportFinalPlans: (studentIds: number[]) =>
    apiClient.download(
      `/classBoard/exportFinalPlansXlsx${studentIds.length ? `?studentIds=${studentIds.join(',')}` : ''}`,
    ),
  reviewQueue: () => apiClient.post<ReviewQueueItem[]>('/stuPlan/reviewQueue', {}),
};
