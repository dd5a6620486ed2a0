import type { EnrollmentMajorListBody } from '@zhihang/contract/enrollment/enrollment.schema';
import type { JobListBody } from '@zhihang/contract/jobs/job.schema';
import type { MajorListBody } from '@zhihang/contract/majors/major.schema';
import type {
  MajorPlanBody,
  UniversityListBody,
  UniversityPlanBody,
} from '@zhihang/contract/universities/university.schema';
import type { PagedBody } from './knowledge.api.ts';

/** Query keys of the knowledge base. */
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  universities: (body: PagedBody<UniversityListBody>) => [...knowledgeKeys.all, 'universities', body] as const,
  university: (id: number) => [...knowledgeKeys.all, 'university', id] as const,
  universityDataScope: (id: number) => [...knowledgeKeys.all, 'universityDataScope', id] as const,
  universityPlans: (body: UniversityPlanBody) => [...knowledgeKeys.all, 'universityPlans', body] as const,
  majorPlans: (body: MajorPlanBody) => [...knowledgeKeys.all, 'majorPlans', body] as const,
  majors: (body: PagedBody<MajorListBody>) => [...knowledgeKeys.all, 'majors', body] as const,
  majorTree: () => [...knowledgeKeys.all, 'majorTree'] as const,
  major: (id: number) => [...knowledgeKeys.all, 'major', id] as const,
  majorRanks: (by: 'university' | 'major', id: number) => [...knowledgeKeys.all, 'majorRanks', by, id] as const,
  currentYearPlanMajors: () => [...knowledgeKeys.all, 'currentYearPlanMajors'] as const,
  enrollmentMajors: (body: PagedBody<EnrollmentMajorListBody>) =>
    [...knowledgeKeys.all, 'enrollmentMajors', body] as const,
  enrollmentByCollegeMajor: (majorId: number, collegeCode: string) =>
    [...knowledgeKeys.all, 'enrollmentByCollegeMajor', majorId, collegeCode] as const,
  jobs: (body: PagedBody<JobListBody>) => [...knowledgeKeys.all, 'jobs', body] as const,
  jobTree: () => [...knowledgeKeys.all, 'jobTree'] as const,
  jobMap: () => [...knowledgeKeys.all, 'jobMap'] as const,
  middleSchools: () => [...knowledgeKeys.all, 'middleSchools'] as const,
  reportData: () => [...knowledgeKeys.all, 'reportData'] as const,
  job: (id: number) => [...knowledgeKeys.all, 'job', id] as const,
};
