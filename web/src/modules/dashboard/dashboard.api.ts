import type { DailySentence, StudentNumber } from '@zhihang/contract/dashboard/dashboard.schema';
import { apiClient } from '../../base/apiClient.ts';

export const dashboardApi = {
  dailySentence: () => apiClient.post<DailySentence>('/dashboard/dailySentence'),
  countDownDays: () => apiClient.post<number>('/dashboard/countDownDays'),
  studentNumber: () => apiClient.post<StudentNumber>('/dashboard/studentNumber'),
};
