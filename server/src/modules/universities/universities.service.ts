import type { Page } from '@zhihang/contract/http/envelope.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
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
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { paginate } from '../../http/paging.ts';
import type { AdmissionsService } from '../admissions/admissions.service.ts';
import { offeredMajorGroups } from './offered-majors.ts';
import { dataScopeOf, schoolLinesOf } from './school-lines.ts';
import { createUniversityFactsRepository } from './university-facts.repository.ts';
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

/** Catalogue majors named with their 门类, from the module that owns the catalogue (majors). */
export type MajorNames = {
  withCategories(ids: readonly number[]): Promise<Array<{ name: string; categoryName: string }>>;
};

export function createUniversitiesService({
  db,
  admissions,
  majors,
}: {
  db: Kysely<Database>;
  admissions: AdmissionsService;
  majors: MajorNames;
}) {
  const queries = createUniversityQueriesRepository(db);
  const facts = createUniversityFactsRepository(db);

  const dataScope = async (universityId: number): Promise<UniversityDataScope> =>
    dataScopeOf(
      await admissions.universityLineProvinces(universityId),
      await admissions.universityPlanProvinces(universityId),
    );

  /** The province asked for, else the one with the most school, 专业组 and major lines of the university. */
  const resolveProvince = async (universityId: number, requested: string | undefined): Promise<string | undefined> => {
    if (requested) return requested;
    return (await dataScope(universityId)).scoreProvinces[0]?.provinceCode;
  };

  const requireUniversity = async (id: number): Promise<UniversityDetail> => {
    const detail = await queries.findDetail(id);
    if (!detail) throw new AppError(ERROR.recordNotFound);
    return detail;
  };

  return {
    /** Doctoral and master's degree points (null when the university is unknown). */
    degreePoints: facts.degreePoints,
    /** The university's 双一流 disciplines by list. */
    disciplines: facts.disciplines,
    /** The university's 一流专业 sites. */
    firstClassMajors: facts.firstClassMajors,
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

    /** Name and MOE code of each existing university of `ids` (the majors' rankings name them). */
    collegesOf: (ids: readonly number[]) => queries.collegesOf(ids),

    /** The spec's detail call answers a list whose first item is the university. */
    async detail(id: number): Promise<UniversityDetail[]> {
      const detail = await requireUniversity(id);
      if (detail.special.trim()) return [detail];
      const groups = offeredMajorGroups(await majors.withCategories(await admissions.universityMajorIds(id)));
      if (groups.length === 0) return [detail];
      return [{ ...detail, special: JSON.stringify(groups), specialSource: 'admissions' }];
    },

    /** Where the university's lines and plans are: the score and major tabs' province choices. */
    async dataScope(universityId: number): Promise<UniversityDataScope> {
      await requireUniversity(universityId);
      return dataScope(universityId);
    },

    /** School lines, published or derived from the year's 专业组 or major lines where none is. */
    async universityPlans(body: UniversityPlanBody): Promise<SchoolLineRow[]> {
      await requireUniversity(body.universityId);
      const provinceCode = await resolveProvince(body.universityId, body.provinceCode);
      if (!provinceCode) return [];
      return schoolLinesOf(
        await admissions.universityLines({
          universityId: body.universityId,
          provinceCode,
          year: body.planYear,
          trackCode: body.classCode,
        }),
      );
    },

    /** Major lines with their track and batch codes and source. */
    async majorPlans(body: MajorPlanBody): Promise<MajorLineRow[]> {
      await requireUniversity(body.universityId);
      const provinceCode = await resolveProvince(body.universityId, body.provinceCode);
      if (!provinceCode) return [];
      return admissions.universityMajorLines({
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
