import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { Job, JobListBody, JobSummary, JobTreeNode } from '@zhihang/contract/jobs/job.schema';
import type {
  MajorDetail,
  MajorListBody,
  MajorListItem,
  MajorRankRow,
  MajorTreeNode,
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
import type { ApiClient } from '../../app/createApiClient.ts';
import { mobileApiClient } from '../mobileApiClient.ts';

/** Bodies as sent: paging fields always, filters as chosen (the server fills the defaults). */
type Sent<T> = Partial<T> & { page: number; limit: number };

/** The knowledge-base calls of the student pages, through a client (theirs shows toasts). */
export function createMobileKnowledgeApi(client: ApiClient) {
  return {
    universities: (body: Sent<UniversityListBody>) =>
      client.post<Page<UniversityListItem>>('/bduniversityyif/list', body),
    university: async (id: number) =>
      (await client.post<UniversityDetail[]>(`/bduniversityyif/getUniversityDetail/${id}`))[0] ?? null,
    universityPlans: (body: UniversityPlanBody) =>
      client.post<UniversityPlanRow[]>('/bduniversityyif/getUniversityPlanListInfo', body),
    majorPlans: (body: MajorPlanBody) => client.post<MajorPlanRow[]>('/bdmajoryif/getMajorPlanListInfo', body),
    majors: (body: Sent<MajorListBody>) => client.post<Page<MajorListItem>>('/bdmajoryif/list', body),
    majorCategories: (level: 1 | 2) =>
      client.post<MajorTreeNode[]>(
        level === 1 ? '/bdmajoryif/getLevel1HighMajorDetailList' : '/bdmajoryif/getLevel1LowMajorDetailList',
      ),
    major: async (id: number) => (await client.post<MajorDetail[]>(`/bdmajoryif/getMajorDetail/${id}`))[0] ?? null,
    majorRank: (body: { universityId: number } | { majorId: number }) =>
      client.post<MajorRankRow[]>('/bdmajoryif/getMajorRank', body),
    currentYearPlanMajors: () => client.post<number[]>('/bdmajoryif/getCurrentYearPlanMajor'),
    jobs: (body: Sent<JobListBody>) => client.post<Page<JobSummary>>('/bdjob/list', body),
    jobTree: () => client.post<JobTreeNode[]>('/bdjob/jobTree'),
    job: async (id: number) => (await client.post<{ bdJob: Job }>(`/bdjob/info/${id}`)).bdJob,
  };
}

export const mobileKnowledgeApi = createMobileKnowledgeApi(mobileApiClient);
