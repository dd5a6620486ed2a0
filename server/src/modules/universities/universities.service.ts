import type { Page } from '@zhihang/contract/http/envelope.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type {
  MajorPlanBody,
  MajorPlanRow,
  UniversityDetail,
  UniversityListBody,
  UniversityListItem,
  UniversityPlanBody,
  UniversityPlanRow,
} from '@zhihang/contract/universities/university.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { paginate } from '../../http/paging.ts';
import { createAdmissionsService } from '../admissions/admissions.service.ts';
import { createUniversityQueriesRepository } from './university-queries.repository.ts';

const splitCodes = (value: string | string[] | undefined): string[] | undefined => {
  if (value === undefined) return undefined;
  const codes = (Array.isArray(value) ? value : value.split(/[,，\s]+/)).map((code) => code.trim()).filter(Boolean);
  return codes.length ? codes : undefined;
};

/** One value or several, as a list without blanks (undefined when nothing is left). */
const listOf = (value: string | string[] | undefined): string[] | undefined => {
  const values = (Array.isArray(value) ? value : [value]).filter((item): item is string => Boolean(item));
  return values.length ? values : undefined;
};

export function createUniversitiesService({ db }: { db: Kysely<Database> }) {
  const queries = createUniversityQueriesRepository(db);
  const admissions = createAdmissionsService({ db });

  const resolveProvince = async (
    table: 'university_admissions' | 'major_admissions',
    universityId: number,
    requested: string | undefined,
  ): Promise<string | undefined> => {
    if (requested) return requested;
    return (await admissions.provincesWithData(table, universityId))[0];
  };

  const requireUniversity = async (id: number): Promise<UniversityDetail> => {
    const detail = await queries.findDetail(id);
    if (!detail) throw new AppError(ERROR.recordNotFound);
    return detail;
  };

  return {
    async list(body: UniversityListBody): Promise<Page<UniversityListItem>> {
      const filter = {
        collegeName: body.collegeName || undefined,
        provinceCodes: splitCodes(body.provinceCode),
        collegeLevels: listOf(body.collegeLevel),
        collegeTypes: listOf(body.collegeType),
        natures: listOf(body.nature),
        tags: body.tags,
        levels: body.levels,
      };
      return paginate(body, ({ offset, limit }) => queries.list(filter, offset, limit));
    },

    lookupList: () => queries.lookupList(),

    /** The spec's detail call answers a list whose first item is the university. */
    async detail(id: number): Promise<UniversityDetail[]> {
      return [await requireUniversity(id)];
    },

    async universityPlans(body: UniversityPlanBody): Promise<UniversityPlanRow[]> {
      await requireUniversity(body.universityId);
      const provinceCode = await resolveProvince('university_admissions', body.universityId, body.provinceCode);
      if (!provinceCode) return [];
      return admissions.universityLines({
        universityId: body.universityId,
        provinceCode,
        year: body.planYear,
        trackCode: body.classCode,
      });
    },

    async majorPlans(body: MajorPlanBody): Promise<MajorPlanRow[]> {
      await requireUniversity(body.universityId);
      const provinceCode = await resolveProvince('major_admissions', body.universityId, body.provinceCode);
      if (!provinceCode) return [];
      return admissions.majorLines({
        universityId: body.universityId,
        provinceCode,
        year: body.planYear,
        trackCode: body.classCode,
        batchCode: body.batchCode,
      });
    },
  };
}

export type UniversitiesService = ReturnType<typeof createUniversitiesService>;
