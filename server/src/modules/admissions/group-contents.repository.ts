import type { GroupContents } from '@zhihang/contract/enrollment/group-contents.schema';
import { isGroupOnlyPlanRow } from '@zhihang/contract/enrollment/plan-row-text';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { groupNumberOf } from './unit-matching.ts';
import type { UnitRow } from './enrollment-plans.repository.ts';

/** A major of a group, with the places the plan printed apart from the ones an outcome counted. */
type ContentsMajor = GroupContents['majors'][number] & { bookPlanCount: number | null };

const withoutBookCount = (major: ContentsMajor): GroupContents['majors'][number] => ({
  name: major.name,
  planCount: major.planCount,
  minScore: major.minScore,
  minRank: major.minRank,
});

type GroupRef = { provinceCode: string; year: number; trackCode: number; universityId: number; group: string };
const refKey = (ref: GroupRef) => `${ref.provinceCode}|${ref.year}|${ref.trackCode}|${ref.universityId}|${ref.group}`;

/**
 * What is inside the groups a plan book lists as one row: the majors the admission data shows for
 * the same group in the book's year (their lines only for a later exam year: a replay of that
 * year never sees its outcome), else for the group the history join continued from the year
 * before (参考往年).
 */
export function createGroupContentsRepository(db: Kysely<Database>) {
  /** Majors (with places and lines) of some groups, from major rows, else the group line's list. */
  const majorsOf = async (refs: readonly GroupRef[]): Promise<Map<string, ContentsMajor[]>> => {
    const found = new Map<string, ContentsMajor[]>();
    const byScope = new Map<string, GroupRef[]>();
    for (const ref of refs) {
      const scope = `${ref.provinceCode}|${ref.year}|${ref.trackCode}`;
      byScope.set(scope, [...(byScope.get(scope) ?? []), ref]);
    }
    for (const list of byScope.values()) {
      const { provinceCode, year, trackCode } = list[0]!;
      const universityIds = [...new Set(list.map((ref) => ref.universityId))];
      const wanted = new Set(list.map(refKey));
      const majors = await db
        .selectFrom('major_admissions')
        .select(['university_id', 'group_code', 'major_name', 'plan_count', 'admitted_count', 'min_score', 'min_rank'])
        .where('province_code', '=', provinceCode)
        .where('year', '=', year)
        .where('track_code', '=', trackCode)
        .where('university_id', 'in', universityIds)
        .where('check_excluded', '=', 0)
        .orderBy('id')
        .execute();
      for (const row of majors) {
        const key = refKey({
          provinceCode,
          year,
          trackCode,
          universityId: row.university_id!,
          group: groupNumberOf(row.group_code),
        });
        if (!wanted.has(key)) continue;
        const list = found.get(key) ?? [];
        if (list.some((major) => major.name === row.major_name)) continue;
        list.push({
          name: row.major_name,
          planCount: row.plan_count ?? row.admitted_count,
          bookPlanCount: row.plan_count,
          minScore: row.min_score === null ? null : Number(row.min_score),
          minRank: row.min_rank,
        });
        found.set(key, list);
      }
      const lines = await db
        .selectFrom('group_admissions')
        .select(['university_id', 'group_code', 'group_name', 'group_majors'])
        .where('province_code', '=', provinceCode)
        .where('year', '=', year)
        .where('track_code', '=', trackCode)
        .where('university_id', 'in', universityIds)
        .where('group_majors', '<>', '')
        .where('check_excluded', '=', 0)
        .execute();
      for (const row of lines) {
        const key = refKey({
          provinceCode,
          year,
          trackCode,
          universityId: row.university_id!,
          group: groupNumberOf(row.group_code, row.group_name),
        });
        if (!wanted.has(key) || found.has(key)) continue;
        const names = [
          ...new Set(
            row.group_majors
              .split(/[，,、;；|]/)
              .map((name) => name.trim())
              .filter(Boolean),
          ),
        ];
        found.set(
          key,
          names.map((name) => ({ name, planCount: null, bookPlanCount: null, minScore: null, minRank: null })),
        );
      }
    }
    return found;
  };

  return {
    async contentsOf(units: readonly UnitRow[], examYear: number | undefined): Promise<Map<number, GroupContents>> {
      const groupRows = units.filter(
        (unit) =>
          unit.universityId !== null &&
          isGroupOnlyPlanRow({ major: unit.majorName, majorExamCode: unit.majorCode, groupCode: unit.groupCode }),
      );
      const answer = new Map<number, GroupContents>();
      if (groupRows.length === 0) return answer;
      const sameYear = new Map<number, GroupRef>();
      for (const unit of groupRows) {
        sameYear.set(unit.id, {
          provinceCode: unit.provinceCode,
          year: unit.year,
          trackCode: unit.trackCode,
          universityId: unit.universityId as number,
          group: groupNumberOf(unit.groupCode, unit.groupName),
        });
      }
      const ofSameYear = await majorsOf([...sameYear.values()]);
      for (const [id, ref] of sameYear) {
        const majors = ofSameYear.get(refKey(ref));
        if (!majors?.length) continue;
        // Which majors a group holds the plan book prints before the filling; their lines are the
        // year's outcome, seen only by a later exam year (a replay of the year never sees them).
        const outcomeSeen = examYear === undefined || ref.year < examYear;
        answer.set(id, {
          year: ref.year,
          source: 'outcome',
          majors: majors.map((major) =>
            outcomeSeen
              ? withoutBookCount(major)
              : { name: major.name, planCount: major.bookPlanCount, minScore: null, minRank: null },
          ),
        });
      }
      const missing = groupRows.filter((unit) => !answer.has(unit.id));
      if (missing.length === 0) return answer;
      // The group each row continues from the year before, as the history join found it.
      const continued = await db
        .selectFrom('enrollment_plan_history as h')
        .innerJoin('group_admissions as g', 'g.id', 'h.source_id')
        .select(['h.plan_id', 'g.year', 'g.track_code', 'g.university_id', 'g.group_code', 'g.group_name'])
        .where('h.source_table', '=', 'group_admissions')
        .where(
          'h.plan_id',
          'in',
          missing.map((unit) => unit.id),
        )
        .execute();
      const previous = new Map<number, GroupRef>();
      for (const row of continued) {
        const unit = missing.find((candidate) => candidate.id === row.plan_id);
        if (!unit || row.year !== unit.year - 1 || row.university_id === null) continue;
        previous.set(unit.id, {
          provinceCode: unit.provinceCode,
          year: row.year,
          trackCode: row.track_code,
          universityId: row.university_id,
          group: groupNumberOf(row.group_code, row.group_name),
        });
      }
      const ofPrevious = await majorsOf([...previous.values()]);
      for (const [id, ref] of previous) {
        const majors = ofPrevious.get(refKey(ref));
        if (majors?.length) {
          answer.set(id, {
            year: ref.year,
            source: 'previous-year',
            majors: majors.map((major) => withoutBookCount(major)),
          });
        }
      }
      return answer;
    },
  };
}
