import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import {
  PREDICTION_CSV_HEADER,
  predictionCsv,
  predictionLines,
  type PredictionLine,
} from '../src/modules/admission-engine/predict-only.ts';
import { provinceNameOf } from '../src/modules/system/area-names.ts';
import { openTestDatabase, testDialects } from './test-app.ts';

const PROVINCE = '320000';
const YEARS = [2022, 2023, 2024, 2025];

/** Forty majors of two schools with generated (not real) ranks over 2022–2025, and a table per year. */
async function seed(database: DatabaseHandle) {
  const file = await database.db
    .insertInto('import_files')
    .values({ file_name: 'predict-only-test.csv', kind: 'test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const majors = [];
  for (let major = 0; major < 40; major += 1) {
    for (const [offset, year] of YEARS.entries()) {
      majors.push({
        province_code: PROVINCE,
        year,
        track_code: 15,
        batch_code: 3,
        batch_name: '本科批',
        admission_type: major === 39 ? '国家专项/国家专项' : '普通录取/普通',
        school_code: major < 20 ? '1101' : '1102',
        school_name: major < 20 ? '测试大学' : '测试学院, 南校区',
        // Group codes are renumbered every year: the file names the latest year's.
        group_code: `0${offset + 1}`,
        major_name: `专业${major}`,
        min_score: 650 - major * 5,
        min_rank: Math.round((2000 + major * 900) * (1 + ((major * 7 + offset * 3) % 9) / 100 - 0.04)),
        file_id: file.id,
        row_key: `${year}-${major}`,
        row_hash: 'h',
      });
    }
  }
  await database.db.insertInto('major_admissions').values(majors).execute();
  // The two schools' lines and ten groups, over the same years.
  const groups = [];
  const schools = [];
  for (const [offset, year] of YEARS.entries()) {
    for (let group = 0; group < 10; group += 1) {
      groups.push({
        province_code: PROVINCE,
        year,
        track_code: 15,
        batch_code: 3,
        batch_name: '本科批',
        school_code: group < 5 ? '1101' : '1102',
        school_name: group < 5 ? '测试大学' : '测试学院, 南校区',
        group_code: `${group}${offset}`,
        group_name: `${group < 5 ? '测试大学' : '测试学院'}专业组${group}`,
        group_majors: `专业${group * 4}、专业${group * 4 + 1}`,
        min_score: 640 - group * 10,
        min_rank: Math.round((3000 + group * 3000) * (1 + ((group * 5 + offset) % 7) / 100 - 0.03)),
        file_id: file.id,
        row_key: `g${year}-${group}`,
        row_hash: 'h',
      });
    }
    for (const [index, name] of ['测试大学', '测试学院, 南校区'].entries()) {
      schools.push({
        province_code: PROVINCE,
        year,
        track_code: 15,
        batch_code: 3,
        batch_name: '本科批',
        school_code: index === 0 ? '1101' : '1102',
        school_name: name,
        min_score: 600 - index * 60,
        min_rank: Math.round((20_000 + index * 15_000) * (1 + offset / 100)),
        file_id: file.id,
        row_key: `u${year}-${index}`,
        row_hash: 'h',
      });
    }
  }
  await database.db.insertInto('group_admissions').values(groups).execute();
  await database.db.insertInto('university_admissions').values(schools).execute();
  const table = YEARS.flatMap((year) =>
    [700, 650, 600, 550, 500, 450, 400].map((score) => ({
      province_code: PROVINCE,
      year,
      track_code: 15,
      score,
      score_low: score,
      rank_end: (700 - score + 50) * 400,
      count_at_score: 100,
      file_id: file.id,
      row_key: `${year}-${score}`,
      row_hash: 'h',
    })),
  );
  await database.db.insertInto('score_rank_rows').values(table).execute();
}

describe('the predict-only file', () => {
  const line: PredictionLine = {
    level: 'major',
    provinceCode: PROVINCE,
    trackCode: 15,
    batchCode: 3,
    batchName: '本科批',
    admissionType: '普通',
    schoolCode: '1102',
    schoolName: '测试学院, "南"校区',
    groupCode: '03',
    majorName: '专业1',
    fromYear: 2024,
    predictedRank: 2900,
    interval80: null,
    confidence: '数据不足',
    reason: '数据不足：该省份专业层级可校准的往年预测太少，不给出概率',
    key: 'k',
  };

  it('has one line per unit under a header, quotes what needs quoting and says why a unit has no probability', () => {
    const csv = predictionCsv([line], provinceNameOf);
    const [header, row, end] = csv.split('\n');
    expect(header).toBe(
      'province,track,batch,school_code,school_name,group_code,major_name,predicted_rank,interval_low,interval_high,confidence,level,admission_type,from_year,unit_key,reason',
    );
    expect(PREDICTION_CSV_HEADER.join(',')).toBe(header);
    expect(row).toBe(
      '江苏,物理类,本科批,1102,"测试学院, ""南""校区",03,专业1,2900,,,数据不足,major,普通,2024,k,数据不足：该省份专业层级可校准的往年预测太少，不给出概率',
    );
    expect(end).toBe('');
  });
});

describe.each(testDialects())('npm run backtest -- --predict-only on %s', (dialect) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(dialect));
    await migrateToLatest(database);
    await seed(database);
  });

  afterAll(async () => {
    await database.destroy();
    await dispose();
  });

  it('predicts every unit of 2025 from what was known before it, and the same once 2025’s outcomes are deleted', async () => {
    const lines = await predictionLines(database.db, 2025, { levels: ['major'] });
    expect(lines).toHaveLength(40);
    const first = lines[0]!;
    expect(first).toMatchObject({ provinceCode: PROVINCE, trackCode: 15, batchCode: 3, fromYear: 2024 });
    expect(first.groupCode).toBe('03');
    expect(lines.every((each) => each.interval80 !== null && each.confidence !== '数据不足')).toBe(true);
    for (const each of lines) {
      expect(each.predictedRank).toBeGreaterThan(0);
      if (each.interval80) {
        expect(each.interval80.low).toBeLessThanOrEqual(each.predictedRank);
        expect(each.interval80.high).toBeGreaterThanOrEqual(each.predictedRank);
      }
    }
    // Ordered by rank within the scope.
    expect(lines.map((each) => each.predictedRank)).toEqual(
      [...lines.map((each) => each.predictedRank)].sort((a, b) => a - b),
    );

    await database.db.deleteFrom('major_admissions').where('year', '=', 2025).execute();
    expect(await predictionLines(database.db, 2025, { levels: ['major'] })).toEqual(lines);
  });

  it('writes one line of each level under the exact header, with the batch as printed and the admission type', async () => {
    const csv = predictionCsv(await predictionLines(database.db, 2025), provinceNameOf);
    const [header, ...rows] = csv.trimEnd().split('\n');
    expect(header!.startsWith('province,track,batch,school_code,school_name,group_code,major_name,')).toBe(true);
    const cells = (row: string) => row.replace(/"[^"]*"/g, 'Q').split(',');
    const byLevel = (level: string) => rows.map(cells).filter((row) => row[11] === level);
    const [school] = byLevel('university');
    expect(school!.slice(0, 4)).toEqual(['江苏', '物理类', '本科批', '1101']);
    expect(school![5]).toBe('');
    expect(school![6]).toBe('');
    expect(school![12]).toBe('普通');
    const [group] = byLevel('group');
    expect(group!.slice(0, 3)).toEqual(['江苏', '物理类', '本科批']);
    // The group as its latest year before 2025 printed it.
    expect(group![5]).toMatch(/^\d2$/);
    expect(group![6]).toBe('');
    expect(['高', '中', '低', '数据不足']).toContain(group![10]);
    const majors = byLevel('major');
    expect(majors.length).toBe(40);
    expect(majors.filter((row) => row[12] === '国家专项')).toHaveLength(1);
    expect(majors.every((row) => row[6]!.startsWith('专业'))).toBe(true);
  });
});
