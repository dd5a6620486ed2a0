import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { MenuAdminItem, MenuSaveBody } from '@zhihang/contract/operations/menu-admin.schema';
import type {
  OrgAdminItem,
  OrgListBody,
  OrgSaveBody,
  OrgSaveResult,
  OrgUpdateBody,
} from '@zhihang/contract/operations/org-admin.schema';
import type { JobRun, ScheduledJob } from '@zhihang/contract/operations/schedule.schema';
import type { SysLogEntry, SysLogFilter } from '@zhihang/contract/operations/sys-log.schema';
import type { FileContent } from '@zhihang/contract/students/student.schema';
import { apiClient } from '../../base/apiClient.ts';

export type LogListParams = SysLogFilter & { page: number; limit: number };
export type JobRunParams = { page: number; limit: number; jobName?: string };
export type OrgListParams = Pick<OrgListBody, 'keyword' | 'status'> & { page: number; limit: number };
/** Body of a menu form: new, or an update when it carries an id. */
export type MenuFormBody = Partial<MenuSaveBody> & Pick<MenuSaveBody, 'parentId' | 'name' | 'type'> & { id?: number };

/** Calls of the administration pages: system log, scheduled jobs, organisations, menus. */
export const operationsApi = {
  logList: (params: LogListParams) => apiClient.post<Page<SysLogEntry>>('/sys/log/list', params),
  logExport: (filter: SysLogFilter) => apiClient.post<FileContent>('/sys/log/export', filter),

  jobs: () => apiClient.post<ScheduledJob[]>('/sys/schedule/list'),
  jobUpdate: (jobName: string, cron: string) => apiClient.post<null>('/sys/schedule/update', { jobName, cron }),
  jobPause: (jobName: string) => apiClient.post<null>('/sys/schedule/pause', { jobName }),
  jobResume: (jobName: string) => apiClient.post<null>('/sys/schedule/resume', { jobName }),
  jobRun: (jobName: string) => apiClient.post<{ runId: number }>('/sys/schedule/run', { jobName }),
  jobRuns: (params: JobRunParams) => apiClient.post<Page<JobRun>>('/sys/scheduleLog/list', params),

  orgList: (params: OrgListParams) => apiClient.post<Page<OrgAdminItem>>('/sys/org/list', params),
  orgSave: (body: OrgSaveBody) => apiClient.post<OrgSaveResult>('/sys/org/save', body),
  orgUpdate: (body: OrgUpdateBody) => apiClient.post<null>('/sys/org/update', body),
  orgStatus: (id: number, status: 0 | 1) => apiClient.post<null>('/sys/org/status', { id, status }),
  orgLogo: (id: number, fileName: string, content: string) =>
    apiClient.post<{ url: string }>('/sys/org/logo/upload', { id, fileName, content }),

  menus: () => apiClient.post<MenuAdminItem[]>('/sys/menu/list'),
  menuSave: (body: MenuFormBody) =>
    body.id ? apiClient.post<null>('/sys/menu/update', body) : apiClient.post<{ id: number }>('/sys/menu/save', body),
  menuDelete: (id: number) => apiClient.post<null>('/sys/menu/delete', { id }),
};
