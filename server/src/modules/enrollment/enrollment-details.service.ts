import type { EnrollmentMajorListBody, EnrollmentPlanRow } from '@zhihang/contract/enrollment/enrollment.schema';
import type { EnrollmentSchoolRow } from '@zhihang/contract/enrollment/enrollment-details.schema';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import { AppError } from '../../http/app-error.ts';
import { paginate } from '../../http/paging.ts';
import type { UniversitiesService } from '../universities/universities.service.ts';
import type { AdmissionsService } from '../admissions/admissions.service.ts';
import { planFilterOf } from './enrollment.service.ts';

export function createEnrollmentDetailsService({
  admissions,
  universities,
}: {
  admissions: AdmissionsService;
  /** The university facts (degree points, 双一流) the detail endpoints answer with. */
  universities: Pick<UniversitiesService, 'degreePoints' | 'disciplines' | 'firstClassMajors'>;
}) {
  return {
    async schoolList(body: EnrollmentMajorListBody): Promise<Page<EnrollmentSchoolRow>> {
      return paginate(body, ({ offset, limit }) => admissions.planSchoolPage(planFilterOf(body), offset, limit));
    },

    async childDetail(id: number): Promise<{ plan: EnrollmentPlanRow; groupMajors: EnrollmentPlanRow[] }> {
      const scope = await admissions.planScope(id);
      if (!scope) throw new AppError(ERROR.recordNotFound);
      const { rows } = await admissions.planPage(
        {
          provinceCode: scope.province_code,
          year: scope.year,
          trackCode: scope.track_code,
          batchCode: scope.batch_code,
          collegeCode: scope.school_code,
          groupCode: scope.group_code,
        },
        0,
        200,
      );
      const plan = rows.find((row) => row.id === id);
      if (!plan) throw new AppError(ERROR.recordNotFound);
      return { plan, groupMajors: rows };
    },

    async degreePoints(universityId: number) {
      const row = await universities.degreePoints(universityId);
      if (!row) throw new AppError(ERROR.recordNotFound);
      return {
        universityId,
        doctorNum: row.doctor_num ?? 0,
        doctorNum2: row.doctor_num2 ?? 0,
        masterNum: row.master_num ?? 0,
        masterNum2: row.master_num2 ?? 0,
      };
    },

    async doubleFirst(universityId: number) {
      if (!(await universities.degreePoints(universityId))) throw new AppError(ERROR.recordNotFound);
      const [disciplines, majors] = await Promise.all([
        universities.disciplines(universityId),
        universities.firstClassMajors(universityId),
      ]);
      return {
        disciplines: disciplines.map((row) => ({
          listName: row.list_name,
          disciplineCode: row.discipline_code,
          disciplineName: row.discipline_name,
          grade: row.grade,
        })),
        firstClassMajors: majors.map((row) => ({
          majorId: row.major_id,
          majorName: row.major_name,
          batch: row.batch,
          batchYear: row.batch_year,
          tier: row.tier,
        })),
      };
    },

    async searchOptions(provinceCode: string) {
      const rows = await admissions.planSearchOptions(provinceCode);
      const unique = <T>(items: T[], key: (item: T) => string) => [
        ...new Map(items.map((item) => [key(item), item])).values(),
      ];
      return {
        years: [...new Set(rows.map((row) => row.year))],
        tracks: unique(
          rows.map((row) => ({ code: row.track_code, name: row.track_name })),
          (track) => `${track.code}|${track.name}`,
        ),
        batches: unique(
          rows.map((row) => ({ code: row.batch_code, name: row.batch_name })),
          (batch) => `${batch.code}|${batch.name}`,
        ),
      };
    },
  };
}

export type EnrollmentDetailsService = ReturnType<typeof createEnrollmentDetailsService>;
