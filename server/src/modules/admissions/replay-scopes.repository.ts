import { BATCH_CODE, SPECIAL_ADMISSION_WORDS, TRACK_CODE } from '@zhihang/contract/admissions/admission-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A province-track the replay of a year can judge: its ordinary 本科 batch and that batch's line. */
export type ReplayScope = { provinceCode: string; trackCode: number; lineScore: number };

const ORDINARY_TRACKS = [
  TRACK_CODE.liberalArts,
  TRACK_CODE.science,
  TRACK_CODE.history,
  TRACK_CODE.physics,
  TRACK_CODE.comprehensive,
];

/** Lines of a 本科 batch that are not the ordinary 本科 line: art, sport, special plans, military. */
const SPECIAL_LINE = /艺术|体育|戏|音乐|美术|舞蹈|书法|播音|服装|军队|消防|公安|专项|部队|特殊|预科|民族|定向/;

/** The reads of the plan replay: which province-tracks of a year it can replay, and why not the others. */
export function createReplayScopesRepository(db: Kysely<Database>) {
  return {
    async scopes(
      year: number,
      provinceCode?: string,
    ): Promise<{ scopes: ReplayScope[]; skipped: Array<{ provinceCode: string; trackCode: number; reason: string }> }> {
      let plans = db
        .selectFrom('enrollment_plans')
        .select(['province_code', 'track_code', 'province_batch'])
        .distinct()
        .where('year', '=', year)
        .where('batch_code', '=', BATCH_CODE.undergraduate)
        .where('track_code', 'in', ORDINARY_TRACKS)
        .where('check_excluded', '=', 0);
      for (const word of SPECIAL_ADMISSION_WORDS) plans = plans.where('batch_name', 'not like', `%${word}%`);
      if (provinceCode !== undefined) plans = plans.where('province_code', '=', provinceCode);
      const batches = new Map<string, Set<string>>();
      for (const row of await plans.execute()) {
        const key = `${row.province_code}|${row.track_code}`;
        batches.set(key, (batches.get(key) ?? new Set()).add(row.province_batch));
      }
      const scopes: ReplayScope[] = [];
      const skipped: Array<{ provinceCode: string; trackCode: number; reason: string }> = [];
      for (const [key, names] of [...batches].sort(([left], [right]) => left.localeCompare(right))) {
        const [province, track] = key.split('|') as [string, string];
        const trackCode = Number(track);
        const skip = (reason: string) => skipped.push({ provinceCode: province, trackCode, reason });
        if (names.size > 1) {
          skip(`本科分 ${[...names].join('、')} 多个批次，方案尚不区分`);
          continue;
        }
        const earlier = await db
          .selectFrom('group_admissions')
          .select((eb) => eb.fn.countAll<number | string>().as('rows'))
          .where('province_code', '=', province)
          .where('year', '=', year - 1)
          .where('check_excluded', '=', 0)
          .executeTakeFirst();
        const earlierMajors = await db
          .selectFrom('major_admissions')
          .select((eb) => eb.fn.countAll<number | string>().as('rows'))
          .where('province_code', '=', province)
          .where('year', '=', year - 1)
          .where('check_excluded', '=', 0)
          .executeTakeFirst();
        if (Number(earlier?.rows ?? 0) + Number(earlierMajors?.rows ?? 0) === 0) {
          skip(`无 ${year - 1} 年录取结果`);
          continue;
        }
        const lines = await db
          .selectFrom('control_lines')
          .select(['batch_name', 'line_type', 'score'])
          .where('province_code', '=', province)
          .where('year', '=', year)
          .where('track_code', '=', trackCode)
          .where('batch_code', '=', BATCH_CODE.undergraduate)
          .where('check_excluded', '=', 0)
          .execute();
        const ordinary = lines.filter((line) => !SPECIAL_LINE.test(`${line.batch_name}${line.line_type}`));
        if (!ordinary.length) {
          skip(`无 ${year} 年本科控制线`);
          continue;
        }
        // The ordinary 本科 line: the lowest of what is left (a province may print it twice).
        scopes.push({
          provinceCode: province,
          trackCode,
          lineScore: Math.min(...ordinary.map((line) => Number(line.score))),
        });
      }
      return { scopes, skipped };
    },
  };
}
