import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import { createAdmissionEngineService } from '../src/modules/admission-engine/admission-engine.service.ts';
import { openTestDatabase, testDialects } from './test-app.ts';

const PROVINCE = '440000';
const TRACK = 15;

/** Twelve majors of one school with generated (not real) minimum ranks drifting over 2022–2025. */
function majorRows(fileId: number) {
  const rows = [];
  for (let major = 0; major < 12; major += 1) {
    for (const [offset, year] of [2022, 2023, 2024, 2025].entries()) {
      const rank = Math.round((5000 + major * 700) * (1 + 0.04 * offset) * (1 + ((major * 7 + offset * 3) % 5) / 100));
      rows.push({
        province_code: PROVINCE,
        year,
        track_code: TRACK,
        batch_code: 3,
        school_code: '10001',
        school_name: '测试大学',
        group_code: '201',
        major_name: `专业${major}`,
        min_score: 600 - major,
        min_rank: rank,
        file_id: fileId,
        row_key: `${year}-${major}`,
        row_hash: 'h',
      });
    }
  }
  return rows;
}

const GROUP_MAJORS = [
  ['化学', '应用化学'],
  ['计算机科学与技术', '软件工程', '人工智能'],
  ['汉语言文学', '历史学'],
];

/**
 * Three groups of another school over 2022–2025 whose codes are renumbered every year (and
 * listed in another order), with their majors as the plan book lists them: rows without figures.
 */
function groupRows(fileId: number) {
  const groups = [];
  const members = [];
  for (const [offset, year] of [2022, 2023, 2024, 2025].entries()) {
    for (const [group, majors] of GROUP_MAJORS.entries()) {
      const code = String(300 + offset * 10 + ((group + offset) % 3));
      const common = { province_code: PROVINCE, year, track_code: TRACK, batch_code: 3, school_code: '10002' };
      groups.push({
        ...common,
        school_name: '测试学院',
        group_code: code,
        min_score: 580 - group * 20,
        min_rank: Math.round((9000 + group * 4000) * (1 + 0.03 * offset)),
        file_id: fileId,
        row_key: `${year}-g${group}`,
        row_hash: 'h',
      });
      for (const major of majors) {
        members.push({
          ...common,
          school_name: '测试学院',
          group_code: code,
          major_name: major,
          file_id: fileId,
          row_key: `${year}-g${group}-${major}`,
          row_hash: 'h',
        });
      }
    }
  }
  return { groups, members };
}

/** A 一分一段 table per year with 2 % more candidates each year. */
function scoreRows(fileId: number) {
  const rows = [];
  for (const [offset, year] of [2022, 2023, 2024, 2025].entries()) {
    const total = Math.round(100_000 * 1.02 ** offset);
    for (let score = 700; score >= 400; score -= 50) {
      rows.push({
        province_code: PROVINCE,
        year,
        track_code: TRACK,
        score,
        score_low: score,
        rank_end: Math.round((total * (700 - score + 50)) / 350),
        count_at_score: 100,
        file_id: fileId,
        row_key: `${year}-${score}`,
        row_hash: 'h',
      });
    }
  }
  return rows;
}

describe.each(testDialects())(
  'admission engine on %s: a year is predicted from what was published before it',
  (dialect) => {
    let database: DatabaseHandle;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      ({ database, dispose } = await openTestDatabase(dialect));
      await migrateToLatest(database);
      const file = await database.db
        .insertInto('import_files')
        .values({ file_name: 'engine-test.csv', kind: 'test' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await database.db.insertInto('major_admissions').values(majorRows(file.id)).execute();
      await database.db.insertInto('score_rank_rows').values(scoreRows(file.id)).execute();
      const { groups, members } = groupRows(file.id);
      await database.db.insertInto('group_admissions').values(groups).execute();
      await database.db.insertInto('major_admissions').values(members).execute();
    });

    afterAll(async () => {
      await database.destroy();
      await dispose();
    });

    it('follows renumbered groups by their majors, and predicts them alike once 2025’s groups are deleted', async () => {
      const engine = createAdmissionEngineService(database.db);
      const before = await engine.forecasts('group', 2025, ['engine', 'last-year']);
      expect([...before[1]!.forecasts.values()].map((forecast) => forecast.historyYears)).toEqual([3, 3, 3]);
      const actual = await engine.actualRanks('group', 2025);
      expect([...actual.keys()].sort()).toEqual([...before[0]!.forecasts.keys()].sort());

      await database.db.deleteFrom('group_admissions').where('year', '=', 2025).execute();
      await database.db
        .deleteFrom('major_admissions')
        .where('year', '=', 2025)
        .where('school_code', '=', '10002')
        .execute();
      expect(await engine.forecasts('group', 2025, ['engine', 'last-year'])).toEqual(before);
    });

    it('gives identical predictions for 2025 once 2025’s outcomes are deleted', async () => {
      const engine = createAdmissionEngineService(database.db);
      const before = await engine.forecasts('major', 2025, ['engine', 'last-year', 'mean-3']);
      expect((await engine.actualRanks('major', 2025)).size).toBe(12);
      expect(before[0]!.forecasts.size).toBe(12);

      await database.db.deleteFrom('major_admissions').where('year', '=', 2025).execute();
      const after = await engine.forecasts('major', 2025, ['engine', 'last-year', 'mean-3']);
      expect(after).toEqual(before);
      expect((await engine.actualRanks('major', 2025)).size).toBe(0);
    });

    it('takes 2024’s rank as the last-year baseline', async () => {
      const engine = createAdmissionEngineService(database.db);
      const [lastYear] = await engine.forecasts('major', 2025, ['last-year']);
      const unit = [...lastYear!.forecasts.values()].find((forecast) => forecast.key.endsWith('|专业0'));
      // 专业0 in 2024: 5000 × 1.08 × 1.01 = 5454.
      expect(Math.exp(unit!.logRank)).toBeCloseTo(5454, 6);
      expect(unit!.historyYears).toBe(3);
    });
  },
);
