import type { MiddleSchool, ReportDataRow } from '@zhihang/contract/base-data/base-data.schema';
import type { EnrollmentMajorListBody, EnrollmentPlanRow } from '@zhihang/contract/enrollment/enrollment.schema';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { Job, JobListBody, JobSummary, JobTreeNode } from '@zhihang/contract/jobs/job.schema';
import type {
  MajorDetail,
  MajorListBody,
  MajorListPage,
  MajorRankRow,
  MajorTree,
  MajorTreeNode,
} from '@zhihang/contract/majors/major.schema';
import type {
  MajorLineRow,
  MajorPlanBody,
  SchoolLineRow,
  UniversityDataScope,
  UniversityDetail,
  UniversityListBody,
  UniversityListItem,
  UniversityPlanBody,
} from '@zhihang/contract/universities/university.schema';
import type { ApiClient } from '../../base/createApiClient.ts';

/** A list body as sent: paging always, filters as chosen (the server fills the defaults). */
export type PagedBody<T> = Partial<Omit<T, 'page' | 'limit'>> & { page: number; limit: number };

/**
 * The knowledge-base calls (universities, majors, jobs, enrolment rows, base lists) over a
 * client: the console's (antd messages) and the student pages' (their toast) share them.
 * Type-only imports: no zod and no UI library come with it.
 */
export function createKnowledgeApi(client: ApiClient) {
  return {
    universities: (body: PagedBody<UniversityListBody>) =>
      client.postRevalidated<Page<UniversityListItem>>('/bduniversityyif/list', body),
    /** The detail answers a list; its first item is the university. */
    university: async (id: number) =>
      (await client.post<UniversityDetail[]>(`/bduniversityyif/getUniversityDetail/${id}`))[0] ?? null,
    /** Which provinces hold the university's lines and plans (the detail tabs' province choices). */
    universityDataScope: (universityId: number) =>
      client.post<UniversityDataScope>('/bduniversityyif/getUniversityDataScope', { universityId }),
    universityPlans: (body: UniversityPlanBody) =>
      client.post<SchoolLineRow[]>('/bduniversityyif/getUniversityPlanListInfo', body),
    majorPlans: (body: MajorPlanBody) => client.post<MajorLineRow[]>('/bdmajoryif/getMajorPlanListInfo', body),
    majors: (body: PagedBody<MajorListBody>) => client.post<MajorListPage>('/bdmajoryif/list', body),
    majorTree: () => client.postRevalidated<MajorTree>('/bdmajoryif/majorTree'),
    /** The 门类 of the 本科 (1) or 专科 (2) catalogue with their 专业类. */
    majorCategories: (level: 1 | 2) =>
      client.post<MajorTreeNode[]>(
        level === 1 ? '/bdmajoryif/getLevel1HighMajorDetailList' : '/bdmajoryif/getLevel1LowMajorDetailList',
      ),
    major: async (id: number) => (await client.post<MajorDetail[]>(`/bdmajoryif/getMajorDetail/${id}`))[0] ?? null,
    majorRanks: (body: { universityId: number } | { majorId: number }) =>
      client.post<MajorRankRow[]>('/bdmajoryif/getMajorRank', body),
    currentYearPlanMajors: () => client.post<number[]>('/bdmajoryif/getCurrentYearPlanMajor'),
    enrollmentMajors: (body: PagedBody<EnrollmentMajorListBody>) =>
      client.post<Page<EnrollmentPlanRow>>('/enEnrollmentMajor/getEnrollmentMajorList', body),
    enrollmentByCollegeMajor: (body: { majorId: number; collegeCode: string }) =>
      client.post<EnrollmentPlanRow[]>('/enEnrollmentMajor/getEnrollmentMajorByCollegeCodeAndMajorId', body),
    jobs: (body: PagedBody<JobListBody>) => client.post<Page<JobSummary>>('/bdjob/list', body),
    jobTree: () => client.postRevalidated<JobTreeNode[]>('/bdjob/jobTree'),
    jobMap: () => client.postRevalidated<Record<string, JobSummary>>('/bdjob/jobMap'),
    middleSchools: () => client.postRevalidated<Record<string, MiddleSchool>>('/bdmidschool/allList'),
    reportData: () => client.postRevalidated<ReportDataRow[]>('/bdReportData/all'),
    /** The parameters pages read (current year, data year, exam date), paramKey → value. */
    pageParameters: () => client.post<Record<string, string>>('/sys/config/values'),
    /** The job travels wrapped in `bdJob`. */
    job: async (id: number) => (await client.post<{ bdJob: Job }>(`/bdjob/info/${id}`)).bdJob,
  };
}

export type KnowledgeApi = ReturnType<typeof createKnowledgeApi>;
