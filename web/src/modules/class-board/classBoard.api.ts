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
import { apiClient } from '../../app/apiClient.ts';

/** The console's /classBoard calls. */
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
};
