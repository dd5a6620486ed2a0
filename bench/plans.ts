import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { comparePlans } from '@zhihang/contract/plans/plan-comparison';
import Database from 'better-sqlite3';
import { importRealData, largestPlanScope, latencies, type ImportFigures } from './real-data.ts';
import { peakResidentMegabytes, repositoryRoot, residentMegabytes, startServer } from './server-process.ts';

/**
 * `npm run bench:plans -w bench`: the guidance and plan budgets (docs/PERF.md) on the real data.
 * 1. `npm run data:import` of ../shared/data (or BENCH_DATA) into an empty SQLite database
 *    (BENCH_DATA_DIR: reuse a data directory imported before, and keep it).
 * 2. 院校专业查询 (/enEnrollmentMajor/getEnrollmentMajorList) on the largest province-year with
 *    every filter of the page set: track, batch, score and rank bands, 选科, regions, level, tags,
 *    major class, school and major name.
 * 3. Opening plans with history on every row (/stuPlan/getPlanWithSelectedMajor): one filled to
 *    its province's limit (40 院校专业组 × up to 6 majors), and a 96-slot 专业+院校 plan.
 * 4. diffPlan of two 96-slot plans.
 * Sequential requests; p50 / p95 / p99 printed and saved to bench/results/plans.json, with the
 * server's RSS: after start, sampled every 100 ms under the load (median), its peak (VmHWM) and
 * after 5 s idle. BENCH_SEMI_SPACE=16 starts the server with `--max-semi-space-size=16` instead
 * of `npm start`'s flags, to weigh the young generation's size against memory; BENCH_SETTLE_S
 * waits that long after the start (the engine's calibration warm-up) before measuring.
 *
 * No 专业+院校 province of the data has 96 current-year plan rows (河北 24, 重庆 27, 辽宁 18, 贵州
 * 22 in 2026), so the 96-slot plans hold 96 rows of the largest province-year stored as
 * 专业+院校 slots directly in the database: the same reads, with the linter's slot finding.
 */
const DATA = path.resolve(repositoryRoot, process.env.BENCH_DATA ?? '../shared/data');
const PORT = Number(process.env.BENCH_PORT ?? 18_183);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 400);
const OPENS = Number(process.env.BENCH_OPENS ?? 200);
const TEACHER = { account: 'teacher', password: 'teacher123' };
const PHYSICS = 15;
const SEMI_SPACE = process.env.BENCH_SEMI_SPACE;
const SUBJECTS = { mainSubject: '0604', minorSubject1: '0606', minorSubject2: '0607' };

type Envelope<T> = { code: number; msg: string; data: T };
type PlanSummary = { id: number; year: number; trackCode: number; batchCode: number; fillingMode: string };
type PlanDetail = PlanSummary & { rows: Array<{ history: unknown[]; majors: unknown[] }> };

function client(baseUrl: string, token = '') {
  return async function call<T>(url: string, body: unknown = {}): Promise<Envelope<T>> {
    const response = await fetch(`${baseUrl}/api${url}`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/json', 'login-type': '0' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  };
}

async function timed(runs: number, request: (index: number) => Promise<Envelope<unknown>>) {
  const timings: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    const envelope = await request(index);
    timings.push(performance.now() - started);
    if (envelope.code !== 0) throw new Error(`request ${index} failed: ${envelope.msg}`);
  }
  return latencies(timings);
}

/** Plan rows of a scope that have joined history, with their unit (院校 + 专业组). */
function rowsWithHistory(databaseFile: string, scope: { provinceCode: string } & PlanSummary) {
  const database = new Database(databaseFile, { readonly: true });
  try {
    return database
      .prepare(
        `select e.id, e.school_code as collegeCode, e.group_code as groupCode from enrollment_plans e
         where e.province_code = ? and e.year = ? and e.track_code = ? and e.batch_code = ?
           and exists (select 1 from enrollment_plan_history h where h.plan_id = e.id)
         order by e.id`,
      )
      .all(scope.provinceCode, scope.year, scope.trackCode, scope.batchCode) as Array<{
      id: number;
      collegeCode: string;
      groupCode: string;
    }>;
  } finally {
    database.close();
  }
}

/** Stores rows as a 专业+院校 plan's slots, in the given order (see the header). */
function storeMajorSlots(databaseFile: string, planId: number, ids: readonly number[]) {
  const database = new Database(databaseFile);
  try {
    database.transaction(() => {
      database.prepare(`update plans set filling_mode = '专业+院校' where id = ?`).run(planId);
      database.prepare('delete from plan_rows where plan_id = ?').run(planId);
      const insert = database.prepare(
        `insert into plan_rows (plan_id, slot, enrollment_plan_id, college_code, group_code, major_ids, obeys_adjustment)
         select ?, ?, id, school_code, group_code, '[]', null from enrollment_plans where id = ?`,
      );
      ids.forEach((id, index) => insert.run(planId, index + 1, id));
    })();
  } finally {
    database.close();
  }
}

async function main() {
  if (!fs.existsSync(DATA)) throw new Error(`${DATA} not found (set BENCH_DATA)`);
  const reuse = process.env.BENCH_DATA_DIR;
  const dataDir = reuse ?? fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-bench-plans-'));
  const databaseFile = path.join(dataDir, 'zhihang.db');
  try {
    let imported: ImportFigures | null = null;
    if (!reuse || !fs.existsSync(databaseFile)) {
      imported = await importRealData(DATA, dataDir);
      console.log(`import: ${imported.rows.toLocaleString('en-US')} rows in ${(imported.wallMs / 1000).toFixed(1)} s`);
    }
    const server = await startServer({
      port: PORT,
      dataDir,
      ...(SEMI_SPACE ? { nodeFlags: [`--max-semi-space-size=${SEMI_SPACE}`] } : {}),
    });
    const pid = server.process.pid!;
    // Let the start's background work (the engine's calibration warm-up) end before measuring.
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_SETTLE_S ?? 0) * 1000));
    const rssAtStart = residentMegabytes(pid);
    const rssSamples: number[] = [];
    const sampler = setInterval(() => rssSamples.push(residentMegabytes(pid)), 100);
    try {
      const anonymous = client(server.baseUrl);
      const login = await anonymous<{ token: string }>('/sys/teacherLogin', TEACHER);
      const call = client(server.baseUrl, login.data.token);
      const scope = largestPlanScope(databaseFile);

      // 院校专业查询 with every filter, cycling through realistic combinations.
      // Regions with the home province or without; 吉林's files print their own major codes (01, 02 …).
      const regions = [
        ['220000', '210000', '230000'],
        ['220000', '110000', '120000', '130000'],
        ['430000', '610000', '510000', '500000'],
      ];
      const classes = ['01', '02', '03', '00', '04'];
      const tags = [['211'], ['双一流'], ['985']];
      const totals: number[] = [];
      const search = await timed(SEARCHES, async (index) => {
        const scoreMin = 400 + ((index * 7) % 240);
        const envelope = await call<{ totalCount: number }>('/enEnrollmentMajor/getEnrollmentMajorList', {
          provinceCode: scope.provinceCode,
          year: scope.year,
          classCode: PHYSICS,
          batchCode: 3,
          scoreMin,
          scoreMax: scoreMin + 100,
          rankMin: 1,
          rankMax: 300_000,
          subjects: ['0604', '0606', '0607'],
          collegeName: index % 2 === 0 ? '大学' : '',
          majorName: index % 4 === 1 ? '学' : '',
          collegeProvinceCode: regions[index % regions.length],
          collegeLevel: '1',
          tags: tags[index % tags.length],
          majorClass: classes[index % classes.length],
          page: 1 + (index % 2),
          limit: 20,
        });
        totals.push(envelope.data?.totalCount ?? 0);
        return envelope;
      });
      const nonEmpty = totals.filter((total) => total > 0).length;
      console.log(
        `院校专业查询 on ${scope.provinceCode} ${scope.year} (${scope.total.toLocaleString('en-US')} plan rows), every filter, ` +
          `${SEARCHES} requests (${nonEmpty} with results): p50 ${search.p50Ms} ms, p95 ${search.p95Ms} ms, p99 ${search.p99Ms} ms`,
      );

      // A student of the province, and plans of its current year.
      const students = await call<{ list: Array<{ id: number }> }>('/stuArchive/list', { page: 1, limit: 1 });
      const stuId = students.data.list[0]?.id;
      if (!stuId) throw new Error('no student to plan for');
      const guided = await call('/stuGuidance/update', {
        stuId,
        province: scope.provinceCode,
        scoreTotal: 560,
        ...SUBJECTS,
      });
      if (guided.code !== 0) throw new Error(`guidance update failed: ${guided.msg}`);
      const create = async (name: string) => {
        const envelope = await call<PlanSummary>('/stuPlan/editOrCreatePlanWithName', {
          stuId,
          name: `${name} ${Date.now()}`,
        });
        if (envelope.code !== 0) throw new Error(`plan creation failed: ${envelope.msg}`);
        return envelope.data;
      };
      const grouped = await create('分组方案');
      const withHistory = rowsWithHistory(databaseFile, { ...grouped, provinceCode: scope.provinceCode });
      const groups = new Map<string, number[]>();
      for (const row of withHistory) {
        const key = `${row.collegeCode}|${row.groupCode}`;
        const members = groups.get(key) ?? [];
        if (members.length < 6) groups.set(key, [...members, row.id]);
      }
      const groupRows = [...groups.values()].slice(0, 40).map((majorIds) => ({ majorIds, obeysAdjustment: true }));
      const saved = await call<{ plan: PlanDetail }>('/stuPlan/update', { id: grouped.id, rows: groupRows });
      if (saved.code !== 0) throw new Error(`saving the grouped plan failed: ${saved.msg}`);
      const groupedMajors = groupRows.reduce((sum, row) => sum + row.majorIds.length, 0);

      const first = await create('96志愿方案一');
      const second = await create('96志愿方案二');
      const picked = withHistory.slice(0, 120).map((row) => row.id);
      storeMajorSlots(databaseFile, first.id, picked.slice(0, 96));
      // The second plan: 76 of the same rows in another order, 20 others.
      storeMajorSlots(databaseFile, second.id, [...picked.slice(0, 76).reverse(), ...picked.slice(100, 120)]);
      const opened = await call<PlanDetail>('/stuPlan/getPlanWithSelectedMajor', { stuId, planId: first.id });
      const rowsWithYears = opened.data.rows.filter((row) => row.history.length > 0).length;

      const open = (planId: number) => () =>
        call('/stuPlan/getPlanWithSelectedMajor', { stuId, planId, updateOpened: 0 });
      const openGrouped = await timed(OPENS, open(grouped.id));
      const openMajors = await timed(OPENS, open(first.id));
      const compare = () => call('/stuPlan/diffPlan', { planId: first.id, otherPlanId: second.id });
      const diff = await timed(OPENS, compare);
      const diffKilobytes = Math.round(Buffer.byteLength(JSON.stringify(await compare())) / 1024);
      // The comparison itself, on the two plans' unit keys, without loading or sending them.
      const keys = async (planId: number) =>
        (await call<{ rows: Array<{ unitKey: string }> }>('/stuPlan/info/' + planId)).data.rows.map(
          (row) => row.unitKey,
        );
      const [currentKeys, otherKeys] = [await keys(first.id), await keys(second.id)];
      const comparisons = 2_000;
      const comparedAt = performance.now();
      for (let index = 0; index < comparisons; index += 1) comparePlans(currentKeys, otherKeys);
      const compareMs = Math.round(((performance.now() - comparedAt) / comparisons) * 1000) / 1000;
      console.log(
        `open a plan of ${groupRows.length} 院校专业组 (${groupedMajors} majors, history on every one), ${OPENS} requests: ` +
          `p50 ${openGrouped.p50Ms} ms, p95 ${openGrouped.p95Ms} ms, p99 ${openGrouped.p99Ms} ms`,
      );
      console.log(
        `open a 96-slot 专业+院校 plan (${rowsWithYears} rows with history), ${OPENS} requests: ` +
          `p50 ${openMajors.p50Ms} ms, p95 ${openMajors.p95Ms} ms, p99 ${openMajors.p99Ms} ms`,
      );
      console.log(
        `diffPlan of two 96-slot plans (${diffKilobytes} KB answer), ${OPENS} requests: ` +
          `p50 ${diff.p50Ms} ms, p95 ${diff.p95Ms} ms, p99 ${diff.p99Ms} ms; the comparison itself ${compareMs} ms`,
      );

      clearInterval(sampler);
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const sorted = [...rssSamples].sort((a, b) => a - b);
      const memory = {
        semiSpaceMb: SEMI_SPACE ? Number(SEMI_SPACE) : null,
        rssAtStartMb: rssAtStart,
        rssUnderLoadMedianMb: sorted[Math.floor(sorted.length / 2)] ?? null,
        rssUnderLoadMaxSampledMb: sorted.at(-1) ?? null,
        rssPeakMb: peakResidentMegabytes(pid),
        rssIdleAfterMb: residentMegabytes(pid),
      };
      console.log(
        `server RSS (semi-space ${SEMI_SPACE ?? 'as npm start'}): ${memory.rssAtStartMb} MB at start, ` +
          `median ${memory.rssUnderLoadMedianMb} MB under load, peak ${memory.rssPeakMb} MB, ` +
          `${memory.rssIdleAfterMb} MB 5 s after`,
      );

      const results = {
        memory,
        measuredAt: new Date().toISOString(),
        machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, load: os.loadavg() },
        import: imported,
        scope,
        search: { requests: SEARCHES, withResults: nonEmpty, ...search },
        openGroupedPlan: { groups: groupRows.length, majors: groupedMajors, requests: OPENS, ...openGrouped },
        openMajorPlan: {
          slots: opened.data.rows.length,
          rowsWithHistory: rowsWithYears,
          requests: OPENS,
          ...openMajors,
        },
        diffPlan: { slots: 96, requests: OPENS, answerKb: diffKilobytes, ...diff, comparisonMs: compareMs },
      };
      fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
      fs.writeFileSync(path.join(import.meta.dirname, 'results/plans.json'), `${JSON.stringify(results, null, 2)}\n`);
    } finally {
      clearInterval(sampler);
      await server.stop();
    }
  } finally {
    if (!reuse) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
