import { sql, type Kysely } from 'kysely';
import type { UniversityDetail, UniversityListItem } from '@zhihang/contract/universities/university.schema';
import type { Database } from '../../db/schema.ts';
import { areaNameOf } from '../system/area-names.ts';
import { factualIntroduction } from './factual-introduction.ts';

/** `LIKE` pattern for a case-insensitive substring with `%` and `_` taken literally. */
export const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export type UniversityFilter = {
  collegeName?: string;
  provinceCodes?: string[];
  collegeLevels?: string[];
  collegeTypes?: string[];
  natures?: string[];
  tags?: string[];
  /** 院校层次 choices (985 / 211 / 双一流 / 本科 / 专科): a university matching any of them is kept. */
  levels?: string[];
};

const LEVEL_CODES = { 本科: '1', 专科: '2' } as const;

const TAG_COLUMNS = { '985': 'is_985', '211': 'is_211', 双一流: 'is_double_first_class' } as const;

/** Read queries of the university pages (the importer's queries live in universities.repository.ts). */
export function createUniversityQueriesRepository(db: Kysely<Database>) {
  const filtered = (filter: UniversityFilter) => {
    let query = db.selectFrom('universities as u');
    if (filter.collegeName) {
      query = query.where(sql<boolean>`lower(u.college_name) like ${containsPattern(filter.collegeName)} escape '\\'`);
    }
    if (filter.provinceCodes?.length) query = query.where('u.province_code', 'in', filter.provinceCodes);
    if (filter.collegeLevels?.length) query = query.where('u.college_level', 'in', filter.collegeLevels);
    if (filter.collegeTypes?.length) query = query.where('u.college_type', 'in', filter.collegeTypes);
    if (filter.natures?.length) query = query.where('u.ownership', 'in', filter.natures);
    for (const tag of filter.tags ?? []) {
      const column = TAG_COLUMNS[tag as keyof typeof TAG_COLUMNS];
      if (column) query = query.where(`u.${column}`, '=', 1);
    }
    const levels = filter.levels ?? [];
    if (levels.length) {
      query = query.where((eb) =>
        eb.or(
          levels.map((level) =>
            level in LEVEL_CODES
              ? eb('u.college_level', '=', LEVEL_CODES[level as keyof typeof LEVEL_CODES])
              : eb(`u.${TAG_COLUMNS[level as keyof typeof TAG_COLUMNS]}`, '=', 1),
          ),
        ),
      );
    }
    return query;
  };

  return {
    async list(
      filter: UniversityFilter,
      offset: number,
      limit: number,
    ): Promise<{ total: number; rows: UniversityListItem[] }> {
      const query = filtered(filter);
      const totalRow = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
      const rows = await query
        .select([
          'u.id',
          'u.college_name',
          'u.college_code',
          'u.college_logo',
          'u.college_level',
          'u.college_type',
          'u.college_tag',
          'u.ownership',
          'u.province_code',
          'u.city_code',
          'u.city_name',
        ])
        // The order a teacher expects (stated on the page): 985, 211, 双一流, 本科 before 专科, then the
        // MOE code, so the list does not open on the newest 专科 schools.
        .orderBy('u.is_985', 'desc')
        .orderBy('u.is_211', 'desc')
        .orderBy('u.is_double_first_class', 'desc')
        .orderBy('u.college_level')
        .orderBy('u.college_code')
        .orderBy('u.id')
        .offset(offset)
        .limit(limit)
        .execute();
      return {
        total: Number(totalRow?.total ?? 0),
        rows: rows.map((row) => ({
          id: row.id,
          collegeName: row.college_name,
          collegeCode: row.college_code,
          collegeLogo: row.college_logo,
          collegeLevel: row.college_level,
          collegeType: row.college_type,
          collegeTag: row.college_tag,
          nature: row.ownership,
          provinceCode: row.province_code,
          provinceName: areaNameOf(row.province_code) ?? '',
          cityCode: row.city_code,
          cityName: row.city_name || areaNameOf(row.city_code) || '',
        })),
      };
    },

    /** Every university's id, name and code: the lookup list the pages cache. */
    async lookupList(): Promise<Array<{ id: number; collegeName: string; collegeCode: string }>> {
      const rows = await db
        .selectFrom('universities')
        .select(['id', 'college_name', 'college_code'])
        .orderBy('college_code')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ id: row.id, collegeName: row.college_name, collegeCode: row.college_code }));
    },

    /** Name and MOE code of each existing university of `ids`. */
    async collegesOf(ids: readonly number[]): Promise<Map<number, { collegeName: string; collegeCode: string }>> {
      if (!ids.length) return new Map();
      const rows = await db
        .selectFrom('universities')
        .select(['id', 'college_name', 'college_code'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, { collegeName: row.college_name, collegeCode: row.college_code }]));
    },

    async findDetail(id: number): Promise<UniversityDetail | undefined> {
      const row = await db.selectFrom('universities as u').selectAll('u').where('u.id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        collegeName: row.college_name,
        collegeCode: row.college_code,
        collegeLogo: row.college_logo,
        college_logo: row.college_logo,
        collegeLevel: row.college_level,
        collegeType: row.college_type,
        collegeTag: row.college_tag,
        provinceCode: row.province_code,
        province_code: row.province_code,
        provinceName: areaNameOf(row.province_code) ?? '',
        cityCode: row.city_code,
        city_code: row.city_code,
        cityName: row.city_name || areaNameOf(row.city_code) || '',
        build_year: row.build_year,
        hotspot: row.hotspot,
        organization: row.organization,
        num_subject: row.num_subject,
        num_lab: row.num_lab,
        num_stu: row.num_stu,
        num_acade: row.num_acade,
        master_pct: row.master_pct,
        job: row.job,
        postgraduate: row.postgraduate,
        abroad: row.abroad,
        college_rank_xyh: row.college_rank_xyh,
        college_rank_qs: row.college_rank_qs,
        college_rank_ruanke: row.college_rank_ruanke,
        college_rank_wsl: row.college_rank_wsl,
        college_rank_us: row.college_rank_us,
        college_rank_tws: row.college_rank_tws,
        college_website: row.college_website,
        college_tel: row.college_tel,
        address: row.address,
        college_introduce: row.college_introduce.trim()
          ? row.college_introduce
          : factualIntroduction({
              name: row.college_name,
              provinceName: areaNameOf(row.province_code) ?? '',
              cityName: row.city_name || areaNameOf(row.city_code) || '',
              organization: row.organization,
              ownership: row.ownership,
              level: row.college_level,
              collegeType: row.college_type,
              buildYear: row.build_year,
              is985: row.is_985 === 1,
              is211: row.is_211 === 1,
              isDoubleFirstClass: row.is_double_first_class === 1,
              doubleFirstClassDisciplines: row.double_first_class_disciplines,
            }),
        school_admission_brochure: row.school_admission_brochure,
        nation_feature: row.nation_feature,
        special: row.special,
        graduate_province: row.graduate_province,
        graduate_attr: row.graduate_attr,
        graduated_company: row.graduated_company,
        graduate_company_desc: row.graduate_company_desc,
        doctorNum: row.doctor_num ?? 0,
        doctorNum2: row.doctor_num2 ?? 0,
        masterNum: row.master_num ?? 0,
        masterNum2: row.master_num2 ?? 0,
        dataSource: row.demo_figures ? 'demo' : 'imported',
        specialSource: 'published',
      };
    },
  };
}
