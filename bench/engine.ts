import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { T3_CENTRAL_80 } from '../server/src/modules/admission-engine/student-t.ts';
import {
  simulateWholeList,
  type SimulationSlot,
} from '../server/src/modules/admission-engine/whole-list-simulation.ts';
import { importRealData, latencies, rankedPlanScopes, type ImportFigures, type Scope } from './real-data.ts';
import { repositoryRoot, residentMegabytes, startServer, untilIdle } from './server-process.ts';

/**
 * `npm run bench:engine -w bench`: the admission engine's budgets (docs/PERF.md) on the real data.
 * 1. `npm run data:import` of ../shared/data (or BENCH_DATA) into an empty SQLite database
 *    (BENCH_DATA_DIR: reuse a data directory imported before, and keep it).
 * 2. /admission/predict for 200 units with history of the largest province-year and track, right
 *    after start-up (the server's background warm-up is fitting the provinces' calibrations), then
 *    the first call of every province, year and track with plans, then rounds over all of them
 *    until each call is quick (the warm-up is done), then BENCH_PREDICTS calls of the first body.
 * 3. The whole-list simulation of a 96-slot plan, 10,000 draws, from 96 of those predictions
 *    (the pure function the /admission/simulatePlan call runs after loading the plan).
 * 4. Intelligent plan making (/stuPlan/intelligentMakeStuPlan) over the largest province-year a
 *    plan can be made for (the plan's year is the student's 高考 year): BENCH_MAKES calls.
 * 5. The server's RSS with every province warmed.
 */
const DATA = path.resolve(repositoryRoot, process.env.BENCH_DATA ?? '../shared/data');
const PORT = Number(process.env.BENCH_PORT ?? 18_184);
const PREDICTS = Number(process.env.BENCH_PREDICTS ?? 200);
const SIMULATIONS = Number(process.env.BENCH_SIMULATIONS ?? 50);
const MAKES = Number(process.env.BENCH_MAKES ?? 30);
const SUBJECTS = { mainSubject: '0604', minorSubject1: '0606', minorSubject2: '0607' };
const TEACHER = { account: 'teacher', password: 'teacher123' };
const UNITS = 200;
/** A round of calls over every province counts as steady when each call takes less than this. */
const QUIET_MS = 250;
const QUIET_ROUNDS = 20;
const SLOTS = 96;
const DRAWS = 10_000;

type Envelope<T> = { code: number; msg: string; data: T };
type Prediction = {
  status: string;
  predictedRank: number | null;
  interval80: { low: number; high: number } | null;
};
type PlanSummary = { id: number; year: number; trackCode: number; provinceCode: string };
type Making = {
  plan: { rows: unknown[]; student: { rank: number | null } };
  making: {
    method: string;
    admitted: number | null;
    target: number;
    met: boolean | null;
    split: Record<string, number>;
    candidates: number;
    predicted: number;
  };
};

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

/** Up to `limit` plan rows of a scope with a ranked history, and the median of their newest ranks. */
function unitsOf(databaseFile: string, scope: Scope, limit: number): { ids: number[]; rank: number } {
  const database = new Database(databaseFile, { readonly: true });
  try {
    const rows = database
      .prepare(
        `select e.id, (select h.min_rank from enrollment_plan_history h where h.plan_id = e.id and h.min_rank > 0
                        order by h.year desc limit 1) as rank
         from enrollment_plans e
         where e.province_code = ? and e.year = ? and e.track_code = ?
           and exists (select 1 from enrollment_plan_history h where h.plan_id = e.id and h.min_rank > 0)
         order by e.id limit ?`,
      )
      .all(scope.provinceCode, scope.year, scope.trackCode, limit) as Array<{ id: number; rank: number }>;
    const ranks = rows.map((row) => row.rank).sort((left, right) => left - right);
    return { ids: rows.map((row) => row.id), rank: Math.max(1, Math.round(ranks[Math.floor(ranks.length / 2)] ?? 1)) };
  } finally {
    database.close();
  }
}

async function main() {
  if (!fs.existsSync(DATA)) throw new Error(`${DATA} not found (set BENCH_DATA)`);
  const reuse = process.env.BENCH_DATA_DIR;
  const dataDir = reuse ?? fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-bench-engine-'));
  const databaseFile = path.join(dataDir, 'zhihang.db');
  try {
    let imported: ImportFigures | null = null;
    if (!reuse || !fs.existsSync(databaseFile)) {
      imported = await importRealData(DATA, dataDir);
      console.log(`import: ${imported.rows.toLocaleString('en-US')} rows in ${(imported.wallMs / 1000).toFixed(1)} s`);
    }
    const server = await startServer({ port: PORT, dataDir });
    const serverStarted = performance.now();
    // /api/health every 50 ms until the warm-up is done: how long the server stops answering.
    const probeTimings: number[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const started = performance.now();
        await fetch(`${server.baseUrl}/api/health`);
        probeTimings.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      const anonymous = client(server.baseUrl);
      const login = await anonymous<{ token: string }>('/sys/teacherLogin', TEACHER);
      const call = client(server.baseUrl, login.data.token);
      const all = rankedPlanScopes(databaseFile);
      const largest = all[0];
      if (!largest) throw new Error('no plan rows with history: import the data first');
      const { ids, rank } = unitsOf(databaseFile, largest, UNITS);
      const body = {
        provinceCode: largest.provinceCode,
        year: largest.year,
        track: largest.trackCode,
        rank,
        unitIds: ids,
      };
      const predict = async () => {
        const envelope = await call<{ units: Prediction[] }>('/admission/predict', body);
        if (envelope.code !== 0) throw new Error(`predict failed: ${envelope.msg}`);
        return envelope.data.units;
      };

      const coldStarted = performance.now();
      const units = await predict();
      const coldMs = Math.round(performance.now() - coldStarted);
      // Each province's first call (the background warm-up fits them from start-up on), then rounds
      // over every province until each call is quick: the warm-up is done, the server is steady.
      const predictScope = async (scope: Scope) => {
        const picked = unitsOf(databaseFile, scope, UNITS);
        const started = performance.now();
        const envelope = await call('/admission/predict', {
          provinceCode: scope.provinceCode,
          year: scope.year,
          track: scope.trackCode,
          rank: picked.rank,
          unitIds: picked.ids,
        });
        if (envelope.code !== 0)
          console.log(`  ${scope.provinceCode} ${scope.year} ${scope.trackCode}: ${envelope.msg}`);
        return performance.now() - started;
      };
      const warmTimings: number[] = [];
      let slowest = '';
      for (const scope of all) {
        const elapsed = await predictScope(scope);
        if (elapsed > Math.max(0, ...warmTimings))
          slowest = `${scope.provinceCode} ${scope.year} track ${scope.trackCode}`;
        warmTimings.push(elapsed);
      }
      const slowestWarmMs = Math.round(Math.max(...warmTimings));
      let rounds = 0;
      for (; rounds < QUIET_ROUNDS; rounds += 1) {
        const round: number[] = [];
        for (const scope of all) round.push(await predictScope(scope));
        if (Math.max(...round) < QUIET_MS) break;
      }
      // The warm-up also fits levels no call asked for: wait until the server's threads are idle.
      await untilIdle(server.process.pid!);
      const quietAfterMs = Math.round(performance.now() - serverStarted);
      probing = false;
      await probe;
      const probes = latencies(probeTimings);
      const sortedFirst = [...warmTimings].sort((left, right) => left - right);
      const medianFirstMs = Math.round(sortedFirst[Math.floor(sortedFirst.length / 2)] ?? 0);
      console.log(
        `first call of each of ${all.length} province-year-tracks: median ${medianFirstMs} ms, slowest ${slowestWarmMs} ms (${slowest}); ` +
          `every call under ${QUIET_MS} ms and the server idle ${(quietAfterMs / 1000).toFixed(1)} s after start (${rounds + 1} rounds); ` +
          `/api/health meanwhile: p50 ${probes.p50Ms} ms, p99 ${probes.p99Ms} ms, slowest ${Math.round(Math.max(...probeTimings))} ms`,
      );

      const timings: number[] = [];
      for (let index = 0; index < PREDICTS; index += 1) {
        const started = performance.now();
        await predict();
        timings.push(performance.now() - started);
      }
      const predictTimes = latencies(timings);
      const predicted = units.filter((unit) => unit.status === 'predicted');
      console.log(
        `predict ${ids.length} units of ${largest.provinceCode} ${largest.year} track ${largest.trackCode} ` +
          `(${predicted.length} with a probability) at rank ${rank}: first call ${coldMs} ms, then ${PREDICTS} calls ` +
          `p50 ${predictTimes.p50Ms} ms, p95 ${predictTimes.p95Ms} ms, p99 ${predictTimes.p99Ms} ms`,
      );

      // 96 slots from the predictions: centre and scale back from R̂ and the 80 % interval.
      const slots: SimulationSlot[] = predicted.slice(0, SLOTS).map((unit, index) => ({
        slot: index + 1,
        kind: 'unit',
        id: index + 1,
        cutoff: {
          logRank: Math.log(unit.predictedRank!),
          scale: Math.log(unit.interval80!.high / unit.predictedRank!) / T3_CENTRAL_80,
        },
      }));
      const simulationTimings: number[] = [];
      let admitted = 0;
      for (let index = 0; index < SIMULATIONS; index += 1) {
        const started = performance.now();
        admitted = simulateWholeList(slots, { studentRank: rank, draws: DRAWS, seed: index + 1 }).admitted;
        simulationTimings.push(performance.now() - started);
      }
      const simulation = latencies(simulationTimings);
      console.log(
        `whole-list simulation of ${slots.length} slots × ${DRAWS} draws, ${SIMULATIONS} runs: ` +
          `p50 ${simulation.p50Ms} ms, p95 ${simulation.p95Ms} ms, p99 ${simulation.p99Ms} ms (P(admitted) ${admitted.toFixed(3)})`,
      );

      // Intelligent making: a student of the largest province-year whose plans are of that year.
      const students = await call<{ list: Array<{ id: number }> }>('/stuArchive/list', { page: 1, limit: 1 });
      const stuId = students.data.list[0]?.id;
      if (!stuId) throw new Error('no student to plan for');
      let madePlan: { scope: Scope; plan: PlanSummary } | undefined;
      for (const scope of all) {
        const guided = await call('/stuGuidance/update', {
          stuId,
          province: scope.provinceCode,
          scoreTotal: 560,
          ...SUBJECTS,
        });
        if (guided.code !== 0) continue;
        const created = await call<PlanSummary>('/stuPlan/editOrCreatePlanWithName', {
          stuId,
          name: `智能 ${Date.now()}`,
        });
        if (created.code !== 0) continue;
        if (created.data.year === scope.year && created.data.trackCode === scope.trackCode) {
          madePlan = { scope, plan: created.data };
          break;
        }
      }
      let making: Record<string, unknown> | null = null;
      if (madePlan) {
        const makeTimings: number[] = [];
        let last: Making | undefined;
        for (let index = 0; index < MAKES + 1; index += 1) {
          const started = performance.now();
          const envelope = await call<Making>('/stuPlan/intelligentMakeStuPlan', { stuId, planId: madePlan.plan.id });
          if (envelope.code !== 0) throw new Error(`intelligent making failed: ${envelope.msg}`);
          // The first call also reads the province's units into the database's page cache.
          if (index > 0) makeTimings.push(performance.now() - started);
          last = envelope.data;
        }
        const makes = latencies(makeTimings);
        const { scope } = madePlan;
        console.log(
          `intelligent making on ${scope.provinceCode} ${scope.year} track ${scope.trackCode} ` +
            `(${last!.making.candidates} fitting units, ${last!.making.predicted} with a number) at rank ${last!.plan.student.rank}, ` +
            `${MAKES} calls: p50 ${makes.p50Ms} ms, p95 ${makes.p95Ms} ms, p99 ${makes.p99Ms} ms; ${last!.plan.rows.length} slots, ` +
            `${last!.making.method}, P(admitted) ${last!.making.admitted?.toFixed(3)} (target ${last!.making.target}), ` +
            `split ${JSON.stringify(last!.making.split)}`,
        );
        making = {
          scope,
          studentRank: last!.plan.student.rank,
          slots: last!.plan.rows.length,
          ...last!.making,
          ...makes,
        };
      } else {
        console.log('intelligent making: no province-year whose plans are of the year with data');
      }

      const rssMb = residentMegabytes(server.process.pid!);
      console.log(`every province warmed: server RSS ${rssMb} MB`);

      const results = {
        measuredAt: new Date().toISOString(),
        machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, load: os.loadavg() },
        import: imported,
        predict: {
          scope: largest,
          units: ids.length,
          withProbability: predicted.length,
          rank,
          firstCallMs: coldMs,
          requests: PREDICTS,
          ...predictTimes,
        },
        simulation: { slots: slots.length, draws: DRAWS, runs: SIMULATIONS, ...simulation },
        making,
        warm: {
          scopes: all.length,
          slowestFirstCallMs: slowestWarmMs,
          slowestScope: slowest,
          medianFirstCallMs: medianFirstMs,
          quietAfterMs,
          healthDuringWarmUp: { ...probes, maxMs: Math.round(Math.max(...probeTimings)) },
          rssMb,
        },
      };
      fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
      fs.writeFileSync(path.join(import.meta.dirname, 'results/engine.json'), `${JSON.stringify(results, null, 2)}\n`);
    } finally {
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
