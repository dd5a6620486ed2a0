import { studentSubjectMask } from '@zhihang/contract/admissions/subject-fit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmissionPredictService } from '../src/modules/admission-engine/admission-predict.service.ts';
import { createAdmissionsService } from '../src/modules/admissions/admissions.service.ts';
import { createMakingPool, makingInThread, type MakingPool } from '../src/modules/plans/plan-making-pool.ts';
import type { MakeTask, MakingReads } from '../src/modules/plans/plan-making-worker.ts';
import { importEngineFixtures, importPlanFixtures } from './admission-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Reads that must not be used: a making in a thread reads over the thread's own connection. */
const NO_READS_HERE: MakingReads = {
  admissions: {
    fittingUnitsWithHistory: () => Promise.reject(new Error('read on the request thread')),
  },
  engine: {
    predictUnits: () => Promise.reject(new Error('predicted on the request thread')),
  },
};

describe('智能填报 reading in a thread of the making pool, sqlite', () => {
  let t: TestApp;
  let pool: MakingPool;
  let here: MakingReads;
  let task: MakeTask;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await importPlanFixtures(t);
    await importEngineFixtures(t);
    const scope = await t.db
      .selectFrom('enrollment_plans')
      .select(['province_code', 'year', 'track_code', 'batch_code'])
      .where('province_code', '=', '320000')
      .where('year', '=', 2026)
      .executeTakeFirstOrThrow();
    // 物化生, 590 → rank 1,100 in the fixtures' 2026 table.
    const studentRank = 1_100;
    task = {
      scope: {
        provinceCode: scope.province_code,
        year: scope.year,
        trackCode: scope.track_code,
        batchCode: scope.batch_code,
      },
      subjectMask: studentSubjectMask({ first: '0604', others: ['0606', '0607'] }),
      narrow: { ordinaryAdmission: true },
      examYear: 2026,
      majorClasses: [],
      engine: { provinceCode: '320000', year: 2026, trackCode: scope.track_code, studentRank },
      groupMode: true,
      year: 2026,
      choose: {
        fillingMode: '院校专业组',
        studentRank,
        slots: 40,
        majorsPerGroup: 6,
        ratio: undefined,
        target: 0.99,
        interest: null,
        preferences: {
          regionNames: [],
          level: undefined,
          majorClasses: undefined,
          maxTuition: undefined,
          cooperation: undefined,
        },
      },
    };
    const admissions = createAdmissionsService({ db: t.db });
    here = { admissions, engine: createAdmissionPredictService({ db: t.db, admissions }) };
    pool = createMakingPool(1, t.database.options);
  }, 180_000);
  afterAll(async () => {
    await pool?.close();
    await t?.close();
  });

  it('makes over the thread’s own connection exactly the plan the request thread makes', async () => {
    const inThread = await makingInThread.make(task, here);
    expect(inThread.method).toBe('engine');
    expect(inThread.predicted).toBeGreaterThan(0);
    expect(await pool.make(task, NO_READS_HERE)).toEqual(inThread);
    // Without the engine, both fill by the rank gap, alike.
    const rankGap = { ...task, engine: null };
    const byRankGap = await makingInThread.make(rankGap, here);
    expect(byRankGap.method).toBe('rank-gap');
    expect(await pool.make(rankGap, NO_READS_HERE)).toEqual(byRankGap);
  });

  it('sees rows written after its first making', async () => {
    const before = await pool.make(task, NO_READS_HERE);
    const source = await t.db
      .selectFrom('enrollment_plans')
      .selectAll()
      .where('province_code', '=', '320000')
      .where('year', '=', 2026)
      .where('school_code', '=', '10284')
      .executeTakeFirstOrThrow();
    // The same unit again under a name of its own: a row the making's next read must count.
    const row: Partial<typeof source> = {
      ...source,
      row_key: `${source.row_key}-新增`,
      major_name: '软件工程（新增）',
    };
    delete row.id;
    delete row.tuition_yuan;
    await t.db
      .insertInto('enrollment_plans')
      .values(row as Omit<typeof source, 'id' | 'tuition_yuan'>)
      .execute();
    const after = await pool.make(task, NO_READS_HERE);
    expect(after.candidates).toBe(before.candidates + 1);
    expect(after).toEqual(await makingInThread.make(task, here));
  });
});
