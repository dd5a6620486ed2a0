import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { EnrollmentMajorListBody } from '@zhihang/contract/enrollment/enrollment.schema';
import type { JobListBody } from '@zhihang/contract/jobs/job.schema';
import type { MajorListBody } from '@zhihang/contract/majors/major.schema';
import type {
  MajorPlanBody,
  UniversityListBody,
  UniversityPlanBody,
} from '@zhihang/contract/universities/university.schema';
import { UNIVERSITY_LIST_MAX_LIMIT } from '@zhihang/contract/universities/university-list-limit';
import { knowledgeApi, type PagedBody } from './knowledge.api.ts';
import { knowledgeKeys } from './knowledgeKeys.ts';

/** Knowledge-base content changes only with imports: keep answers for five minutes. */
const CONTENT_STALE_MS = 5 * 60_000;

/** Query options of the knowledge base, used with `useQuery` by the pages. */
export const knowledgeQueries = {
  universities: (body: PagedBody<UniversityListBody>) =>
    queryOptions({
      queryKey: knowledgeKeys.universities(body),
      queryFn: () => knowledgeApi.universities(body),
      placeholderData: keepPreviousData,
      staleTime: CONTENT_STALE_MS,
    }),
  university: (id: number) =>
    queryOptions({
      queryKey: knowledgeKeys.university(id),
      queryFn: () => knowledgeApi.university(id),
      staleTime: CONTENT_STALE_MS,
    }),
  universityDataScope: (id: number) =>
    queryOptions({
      queryKey: knowledgeKeys.universityDataScope(id),
      queryFn: () => knowledgeApi.universityDataScope(id),
      staleTime: CONTENT_STALE_MS,
    }),
  universityPlans: (body: UniversityPlanBody) =>
    queryOptions({
      queryKey: knowledgeKeys.universityPlans(body),
      queryFn: () => knowledgeApi.universityPlans(body),
      placeholderData: keepPreviousData,
      staleTime: CONTENT_STALE_MS,
    }),
  majorPlans: (body: MajorPlanBody) =>
    queryOptions({
      queryKey: knowledgeKeys.majorPlans(body),
      queryFn: () => knowledgeApi.majorPlans(body),
      placeholderData: keepPreviousData,
      staleTime: CONTENT_STALE_MS,
    }),
  majors: (body: PagedBody<MajorListBody>) =>
    queryOptions({
      queryKey: knowledgeKeys.majors(body),
      queryFn: () => knowledgeApi.majors(body),
      placeholderData: keepPreviousData,
      staleTime: CONTENT_STALE_MS,
    }),
  majorTree: () =>
    queryOptions({ queryKey: knowledgeKeys.majorTree(), queryFn: knowledgeApi.majorTree, staleTime: CONTENT_STALE_MS }),
  major: (id: number) =>
    queryOptions({
      queryKey: knowledgeKeys.major(id),
      queryFn: () => knowledgeApi.major(id),
      staleTime: CONTENT_STALE_MS,
    }),
  universityMajorRanks: (universityId: number) =>
    queryOptions({
      queryKey: knowledgeKeys.majorRanks('university', universityId),
      queryFn: () => knowledgeApi.majorRanks({ universityId }),
      staleTime: CONTENT_STALE_MS,
    }),
  majorRanks: (majorId: number) =>
    queryOptions({
      queryKey: knowledgeKeys.majorRanks('major', majorId),
      queryFn: () => knowledgeApi.majorRanks({ majorId }),
      staleTime: CONTENT_STALE_MS,
    }),
  currentYearPlanMajors: () =>
    queryOptions({
      queryKey: knowledgeKeys.currentYearPlanMajors(),
      queryFn: knowledgeApi.currentYearPlanMajors,
      staleTime: CONTENT_STALE_MS,
    }),
  enrollmentMajors: (body: PagedBody<EnrollmentMajorListBody>) =>
    queryOptions({
      queryKey: knowledgeKeys.enrollmentMajors(body),
      queryFn: () => knowledgeApi.enrollmentMajors(body),
      staleTime: CONTENT_STALE_MS,
    }),
  enrollmentByCollegeMajor: (majorId: number, collegeCode: string) =>
    queryOptions({
      queryKey: knowledgeKeys.enrollmentByCollegeMajor(majorId, collegeCode),
      queryFn: () => knowledgeApi.enrollmentByCollegeMajor({ majorId, collegeCode }),
      staleTime: CONTENT_STALE_MS,
    }),
  jobs: (body: PagedBody<JobListBody>) =>
    queryOptions({
      queryKey: knowledgeKeys.jobs(body),
      queryFn: () => knowledgeApi.jobs(body),
      placeholderData: keepPreviousData,
      staleTime: CONTENT_STALE_MS,
    }),
  jobTree: () =>
    queryOptions({ queryKey: knowledgeKeys.jobTree(), queryFn: knowledgeApi.jobTree, staleTime: CONTENT_STALE_MS }),
  jobMap: () =>
    queryOptions({ queryKey: knowledgeKeys.jobMap(), queryFn: knowledgeApi.jobMap, staleTime: CONTENT_STALE_MS }),
  middleSchools: () =>
    queryOptions({
      queryKey: knowledgeKeys.middleSchools(),
      queryFn: knowledgeApi.middleSchools,
      staleTime: CONTENT_STALE_MS,
    }),
  reportData: () =>
    queryOptions({
      queryKey: knowledgeKeys.reportData(),
      queryFn: knowledgeApi.reportData,
      staleTime: CONTENT_STALE_MS,
    }),
  /** Every university in one page: the base list the route guard loads (served from server memory). */
  allUniversities: () => knowledgeQueries.universities({ page: 1, limit: UNIVERSITY_LIST_MAX_LIMIT }),
  job: (id: number) =>
    queryOptions({ queryKey: knowledgeKeys.job(id), queryFn: () => knowledgeApi.job(id), staleTime: CONTENT_STALE_MS }),
};
