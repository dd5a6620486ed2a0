import type { MiddleSchool, ReportDataRow } from '@zhihang/contract/base-data/base-data.schema';
import type { EnrollmentMajorListBody, EnrollmentPlanRow } from '@zhihang/contract/enrollment/enrollment.schema';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { Job, JobListBody, JobSummary, JobTreeNode } from '@zhihang/contract/jobs/job.schema';
import type {
  MajorDetail,
  MajorListBody,
  MajorListItem,
  MajorRankRow,
  MajorTree,
} from '@zhihang/contract/majors/major.schema';
import type {
  MajorPlanBody,
  MajorPlanRow,
  UniversityDetail,
  UniversityListBody,
  UniversityListItem,
  UniversityPlanBody,
  UniversityPlanRow,
} from '@zhihang/contract/universities/university.schema';
import { apiClient } from '../../app/apiClient.ts';

export type PagedBody<T> = Omit<T, 'page' | 'limit'> & { page: number; limit: number };

/** The knowledge-base calls of the console (universities, majors, jobs, enrolment rows). */
export const knowledgeApi = {
  universities: (body: PagedBody<UniversityListBody>) =>
    apiClient.post<Page<UniversityListItem>>('/bduniversityyif/list', body),
  /** The detail answers a list; its first item is the university. */
  university: async (id: number) =>
    (await apiClient.post<UniversityDetail[]>(`/bduniversityyif/getUniversityDetail/${id}`))[0] ?? null,
  universityPlans: (body: UniversityPlanBody) =>
    apiClient.post<UniversityPlanRow[]>('/bduniversityyif/getUniversityPlanListInfo', body),
  majorPlans: (body: MajorPlanBody) => apiClient.post<MajorPlanRow[]>('/bdmajoryif/getMajorPlanListInfo', body),
  majors: (body: PagedBody<MajorListBody>) => apiClient.post<Page<MajorListItem>>('/bdmajoryif/list', body),
  majorTree: () => apiClient.post<MajorTree>('/bdmajoryif/majorTree'),
  major: async (id: number) => (await apiClient.post<MajorDetail[]>(`/bdmajoryif/getMajorDetail/${id}`))[0] ?? null,
  majorRanks: (body: { universityId: number } | { majorId: number }) =>
    apiClient.post<MajorRankRow[]>('/bdmajoryif/getMajorRank', body),
  currentYearPlanMajors: () => apiClient.post<number[]>('/bdmajoryif/getCurrentYearPlanMajor'),
  enrollmentMajors: (body: PagedBody<EnrollmentMajorListBody>) =>
    apiClient.post<Page<EnrollmentPlanRow>>('/enEnrollmentMajor/getEnrollmentMajorList', body),
  enrollmentByCollegeMajor: (body: { majorId: number; collegeCode: string }) =>
    apiClient.post<EnrollmentPlanRow[]>('/enEnrollmentMajor/getEnrollmentMajorByCollegeCodeAndMajorId', body),
  jobs: (body: PagedBody<JobListBody>) => apiClient.post<Page<JobSummary>>('/bdjob/list', body),
  jobTree: () => apiClient.post<JobTreeNode[]>('/bdjob/jobTree'),
  jobMap: () => apiClient.post<Record<string, JobSummary>>('/bdjob/jobMap'),
  middleSchools: () => apiClient.post<Record<string, MiddleSchool>>('/bdmidschool/allList'),
  reportData: () => apiClient.post<ReportDataRow[]>('/bdReportData/all'),
  /** The job travels wrapped in `bdJob`. */
  job: async (id: number) => (await apiClient.post<{ bdJob: Job }>(`/bdjob/info/${id}`)).bdJob,
};
