import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { InheritedSubjects } from './plan-subject-inheritance.ts';

import { parseSubjectRequirement } from './subject-requirement.ts';
import { HISTORY_YEARS, type JoinAdmissionRow, type JoinedHistory, type JoinPlanRow } from './plan-history-join.ts';

export const BATCH_TABLES = [
  'enrollment_plans',
  'major_admissions',
  'group_admissions',
  'university_admissions',
] as const;
export type BatchTable = (typeof BATCH_TABLES)[number];

const LEVEL_TABLE = {
  major: 'major_admissions',
  group: 'group_admissions',
  university: 'university_admissions',
} as const;

/** What each level adds to the common columns (constants, never input). */
const LEVEL_COLUMNS = {
  major: `a.group_code, '' as group_name, '' as group_majors, a.major_name, a.subject_requirement, a.subject_match,
    a.subject_all_mask, a.subject_any_mask`,
  group: `a.group_code, a.group_name, a.group_majors, '' as major_name, a.subject_requirement, a.subject_match,
    a.subject_all_mask, a.subject_any_mask`,
  university: `'' as group_code, '' as group_name, '' as group_majors, '' as major_name, '' as subject_requirement,
    null as subject_match, 0 as subject_all_mask, 0 as subject_any_mask`,
} as const;

const INSERT_CHUNK = 500;
const FEW_SCHOOLS = 200;

/** Writes of the history join and the batch normalisation, one province at a time. */
export function createPlanHistoryRefreshRepository(db: Kysely<Database>) {
  return {
    /** Provinces with plan rows, or with rows in the given import files. */
    async provincesOfFiles(fileIds: number[] | 'all'): Promise<string[]> {
      const codes = new Set<string>();
      for (const table of BATCH_TABLES) {
        let query = db.selectFrom(table).select('province_code').distinct();
        if (fileIds !== 'all') {
          if (fileIds.length === 0) continue;
          query = query.where('file_id', 'in', fileIds);
        }
        for (const row of await query.execute()) codes.add(row.province_code);
      }
      return [...codes].sort();
    },

    /** Batch names of the province's filling rules per year. */
    async ruleBatches(provinceCode: string): Promise<Array<{ year: number; batches: string }>> {
      return db
        .selectFrom('filling_rules')
        .select(['year', 'batches'])
        .where('province_code', '=', provinceCode)
        .execute();
    },

    async batchNames(table: BatchTable, provinceCode: string) {
      return db
        .selectFrom(table)
        .select(['year', 'batch_name', 'batch_code', 'province_batch', 'batch_from_title'])
        .distinct()
        .where('province_code', '=', provinceCode)
        .execute();
    },

    async setProvinceBatch(
      table: BatchTable,
      scope: { provinceCode: string; year: number; batchName: string },
      batch: { code: number; name: string; fromTitle: number },
    ): Promise<void> {
      await db
        .updateTable(table)
        .set({ batch_code: batch.code, province_batch: batch.name, batch_from_title: batch.fromTitle })
        .where('province_code', '=', scope.provinceCode)
        .where('year', '=', scope.year)
        .where('batch_name', '=', scope.batchName)
        .execute();
    },

    async planRows(provinceCode: string): Promise<Array<JoinPlanRow & { majorId: number | null }>> {
      const rows = await db
        .selectFrom('enrollment_plans')
        .select([
          'id',
          'year',
          'track_code',
          'batch_code',
          'batch_name',
          'university_id',
          'school_code',
          'school_name',
          'admission_type',
          'group_code',
          'group_name',
          'major_name',
          'major_id',
          'subject_requirement',
          'subject_match',
          'subject_all_mask',
          'subject_any_mask',
        ])
        .where('province_code', '=', provinceCode)
        .where('check_excluded', '=', 0)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        year: row.year,
        trackCode: row.track_code,
        batchCode: row.batch_code,
        batchName: row.batch_name,
        universityId: row.university_id,
        schoolCode: row.school_code,
        schoolName: row.school_name,
        admissionType: row.admission_type,
        groupCode: row.group_code,
        groupName: row.group_name,
        majorName: row.major_name,
        majorId: row.major_id,
        subjectRequirement: row.subject_requirement,
        subjectMatch: row.subject_match,
        allMask: row.subject_all_mask,
        anyMask: row.subject_any_mask,
      }));
    },

    /** Admission rows of all three levels in the years some plan row of the province looks back on, and the plan years. */
    async admissionRows(
      provinceCode: string,
      plans: Array<Pick<JoinPlanRow, 'year' | 'universityId'>>,
    ): Promise<JoinAdmissionRow[]> {
      const planYears = [...new Set(plans.map((plan) => plan.year))];
      if (planYears.length === 0) return [];
      // A province with few plan rows reads only their schools' rows (and unresolved schools' when a plan's is).
      const universityIds = [
        ...new Set(plans.flatMap((plan) => (plan.universityId === null ? [] : [plan.universityId]))),
      ];
      const unresolved = plans.some((plan) => plan.universityId === null);
      const schools =
        universityIds.length > FEW_SCHOOLS
          ? sql`1 = 1`
          : sql.join(
              [
                universityIds.length ? sql`a.university_id in (${sql.join(universityIds)})` : sql`1 = 0`,
                unresolved ? sql`a.university_id is null` : sql`1 = 0`,
              ],
              sql` or `,
            );
      const from = Math.min(...planYears) - HISTORY_YEARS;
      // The plan years themselves too: their groups' lists of majors match groups across years.
      const to = Math.max(...planYears);
      const rows: JoinAdmissionRow[] = [];
      for (const [level, table] of Object.entries(LEVEL_TABLE) as Array<[JoinAdmissionRow['level'], string]>) {
        const { rows: found } = await sql<Record<string, unknown>>`select a.id, a.year, a.track_code, a.batch_code,
            a.batch_name, a.university_id, a.school_code, a.school_name, a.admission_type, a.min_score, a.min_rank,
            a.min_rank_derived, a.plan_count, s.source_quality, ${sql.raw(LEVEL_COLUMNS[level])}
          from ${sql.table(table)} a left join data_sources s on s.id = a.data_source_id
          where a.province_code = ${provinceCode} and a.year >= ${from} and a.year <= ${to} and a.check_excluded = 0
            and (${schools})`.execute(db);
        for (const raw of found) {
          const text = (key: string) => String(raw[key] ?? '');
          const numberOrNull = (key: string) => (raw[key] === null ? null : Number(raw[key]));
          rows.push({
            level,
            id: Number(raw.id),
            year: Number(raw.year),
            trackCode: Number(raw.track_code),
            batchCode: Number(raw.batch_code),
            batchName: text('batch_name'),
            universityId: numberOrNull('university_id'),
            schoolCode: text('school_code'),
            schoolName: text('school_name'),
            admissionType: text('admission_type'),
            groupCode: text('group_code'),
            groupName: text('group_name'),
            groupMajors: text('group_majors'),
            majorName: text('major_name'),
            subjectRequirement: text('subject_requirement'),
            subjectMatch: raw.subject_match === null ? null : text('subject_match'),
            allMask: Number(raw.subject_all_mask ?? 0),
            anyMask: Number(raw.subject_any_mask ?? 0),
            minScore: numberOrNull('min_score'),
            minRank: numberOrNull('min_rank'),
            minRankDerived: Number(raw.min_rank_derived ?? 0),
            planCount: numberOrNull('plan_count'),
            official: text('source_quality').startsWith('official'),
          });
        }
      }
      return rows;
    },

    /** Forgets the 选科 plan rows took from outcomes or the year before: they are decided again. */
    async resetInheritedSubjects(provinceCode: string): Promise<void> {
      await db
        .updateTable('enrollment_plans')
        .set({
          subject_requirement: '',
          subject_first: null,
          subject_reselect: '',
          subject_match: null,
          subject_all_mask: 0,
          subject_any_mask: 0,
          subject_inherited: '',
          subject_inherited_year: null,
        })
        .where('province_code', '=', provinceCode)
        .where('subject_inherited', '<>', '')
        .execute();
    },

    /** Writes the 选科 plan rows inherit, one statement per requirement and source. */
    async writeInheritedSubjects(inherited: readonly InheritedSubjects[]): Promise<void> {
      const groups = new Map<string, { entry: InheritedSubjects; ids: number[] }>();
      for (const entry of inherited) {
        const key = `${entry.requirement}|${entry.source}|${entry.year}`;
        const group = groups.get(key) ?? { entry, ids: [] };
        group.ids.push(entry.planId);
        groups.set(key, group);
      }
      for (const { entry, ids } of groups.values()) {
        const parsed = parseSubjectRequirement(entry.requirement);
        for (let start = 0; start < ids.length; start += INSERT_CHUNK) {
          await db
            .updateTable('enrollment_plans')
            .set({
              subject_requirement: parsed.text,
              subject_first: parsed.first,
              subject_reselect: parsed.reselect.join(','),
              subject_match: parsed.match,
              subject_all_mask: parsed.allMask,
              subject_any_mask: parsed.anyMask,
              subject_inherited: entry.source,
              subject_inherited_year: entry.year,
            })
            .where('id', 'in', ids.slice(start, start + INSERT_CHUNK))
            .execute();
        }
      }
    },

    /**
     * Replaces the province's joined history and the prev_* figures it filled; prev_* a plan file
     * published itself (different from what the join wrote last time) are left as they are.
     */
    async replaceHistory(provinceCode: string, history: JoinedHistory[]): Promise<void> {
      const sameAsJoined = (column: 'min_score' | 'min_rank' | 'plan_count', prev: string) =>
        sql`coalesce(h.${sql.ref(column)}, -1) = coalesce(${sql.ref(`enrollment_plans.${prev}`)}, -1)`;
      await sql`update enrollment_plans set prev_min_score = null, prev_min_rank = null, prev_plan_count = null
        where province_code = ${provinceCode} and exists (
          select 1 from enrollment_plan_history h where h.plan_id = enrollment_plans.id and h.fills_previous = 1
            and ${sameAsJoined('min_score', 'prev_min_score')} and ${sameAsJoined('min_rank', 'prev_min_rank')}
            and ${sameAsJoined('plan_count', 'prev_plan_count')})`.execute(db);
      await db
        .deleteFrom('enrollment_plan_history')
        .where('plan_id', 'in', (eb) =>
          eb.selectFrom('enrollment_plans').select('id').where('province_code', '=', provinceCode),
        )
        .execute();
      for (let start = 0; start < history.length; start += INSERT_CHUNK) {
        await db
          .insertInto('enrollment_plan_history')
          .values(
            history.slice(start, start + INSERT_CHUNK).map((entry) => ({
              plan_id: entry.planId,
              year: entry.year,
              level: entry.level,
              min_score: entry.minScore,
              min_rank: entry.minRank,
              min_rank_derived: entry.minRankDerived,
              plan_count: entry.planCount,
              source_table: LEVEL_TABLE[entry.sourceLevel],
              source_id: entry.sourceId,
              fills_previous: entry.fillsPrevious ? 1 : 0,
            })),
          )
          .execute();
      }
      const joined = (column: 'min_score' | 'min_rank' | 'plan_count') =>
        sql`(select h.${sql.ref(column)} from enrollment_plan_history h
          where h.plan_id = enrollment_plans.id and h.fills_previous = 1)`;
      await sql`update enrollment_plans set prev_min_score = ${joined('min_score')},
          prev_min_rank = ${joined('min_rank')}, prev_plan_count = ${joined('plan_count')}
        where province_code = ${provinceCode} and prev_min_score is null and prev_min_rank is null
          and prev_plan_count is null and exists (select 1 from enrollment_plan_history h
            where h.plan_id = enrollment_plans.id and h.fills_previous = 1)`.execute(db);
    },
  };
}
