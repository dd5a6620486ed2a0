import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importRealData, latencies, rankedPlanScopes, type ImportFigures, type Scope } from './real-data.ts';
import { repositoryRoot, startServer, untilIdle } from './server-process.ts';
import { guideIn, must, searchUnits, teacherClient, teacherToken, type Answer, type Call } from './teacher-client.ts';

/**
 * `npm run bench:making -w bench`: 智能填报 under concurrency, and the plan search beside it
 * (docs/PERF.md, "Making scales with cores").
 * 1. `npm run data:import` of ../shared/data (or BENCH_DATA) into an empty SQLite database
 *    (BENCH_DATA_DIR: reuse a data directory imported before, and keep it). On PostgreSQL
 *    (DATABASE_URL set, the data imported into it with `npm run data:import` before) nothing is
 *    imported, and BENCH_SCOPES_DB names a SQLite import of the same data to pick the scope from.
 * 2. A student of the largest province-year a plan can be made for (the plan's year is the
 *    student's 高考 year), with BENCH_CONCURRENCY (10) plans: each concurrent client makes its own.
 * 3. After the start's warm-up (the server idle) and two makings to read the units into the page
 *    cache: /stuPlan/intelligentMakeStuPlan at concurrency 1 (BENCH_MAKES calls) and at
 *    BENCH_CONCURRENCY (BENCH_MAKES calls per client): throughput, p50 / p95 / p99.
 * 4. 院校专业查询 (/enEnrollmentMajor/getEnrollmentMajorList, the plan page's unit search) one after
 *    another, BENCH_SEARCHES (200) calls alone, then BENCH_SEARCHES_WHILE_MAKING (50) while
 *    BENCH_CONCURRENCY clients make plans back to back.
 * The server's making threads follow PLAN_MAKING_THREADS when it is set (docs/OPERATIONS.md).
 * Figures are printed and saved to bench/results/making.json with the load average.
 */
const DATA = path.resolve(repositoryRoot, process.env.BENCH_DATA ?? '../shared/data');
const PORT = Number(process.env.BENCH_PORT ?? 18_185);
const MAKES = Number(process.env.BENCH_MAKES ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 200);
/** Searches while plans are made: each may wait behind makings, so fewer. */
const SEARCHES_WHILE_MAKING = Number(process.env.BENCH_SEARCHES_WHILE_MAKING ?? 50);

type PlanSummary = { id: number; year: number; trackCode: number };
type Making = { plan: { rows: unknown[] }; making: { method: string; candidates: number; predicted: number } };

/** `clients` loops of `calls` requests each; every request's time, and the wall time of them all. */
async function concurrently(clients: number, calls: number, request: (client: number) => Promise<Answer<unknown>>) {
  const timings: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, index) => {
      for (let call = 0; call < calls; call += 1) {
        const at = performance.now();
        const answer = await request(index);
        timings.push(performance.now() - at);
        if (!answer.ok) throw new Error(`request failed: ${answer.error}`);
      }
    }),
  );
  const wallMs = performance.now() - started;
  return {
    clients,
    requests: timings.length,
    perSecond: Math.round((timings.length / wallMs) * 1000 * 100) / 100,
    ...latencies(timings),
  };
}

/** The scope's unit search with the page's filters, cycling through score bands and names. */
function searchOf(call: Call, scope: Scope) {
  let index = 0;
  return () => {
    index += 1;
    return searchUnits(call, scope, 450 + ((index * 7) % 150), index);
  };
}

/** A student guided in the first scope whose new plan is of the scope's year and track, with `count` plans. */
async function plansToMake(call: Call, scopes: readonly Scope[], count: number) {
  const students = await must(
    call<{ list: Array<{ id: number }> }>('/stuArchive/list', { page: 1, limit: 1 }),
    'student list',
  );
  const stuId = students.list[0]?.id;
  if (!stuId) throw new Error('no student to plan for');
  const create = (name: string) => call<PlanSummary>('/stuPlan/editOrCreatePlanWithName', { stuId, name });
  for (const scope of scopes) {
    const guided = await guideIn(call, stuId, scope, 560);
    if (!guided.ok) continue;
    const probe = await create(`智能填报压测 ${Date.now()} 1`);
    const first = probe.ok ? probe.envelope?.data : undefined;
    if (!first || first.year !== scope.year || first.trackCode !== scope.trackCode) continue;
    const plans = [first];
    for (let index = 2; index <= count; index += 1) {
      plans.push(await must(create(`智能填报压测 ${Date.now()} ${index}`), 'plan creation'));
    }
    return { stuId, scope, plans };
  }
  throw new Error('no province-year whose plans are of the year with data');
}

async function main() {
  if (!fs.existsSync(DATA)) throw new Error(`${DATA} not found (set BENCH_DATA)`);
  const reuse = process.env.BENCH_DATA_DIR;
  const dataDir = reuse ?? fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-bench-making-'));
  const databaseFile = path.join(dataDir, 'zhihang.db');
  const postgres = Boolean(process.env.DATABASE_URL);
  const scopesFile = postgres ? process.env.BENCH_SCOPES_DB : databaseFile;
  if (!scopesFile) throw new Error('on PostgreSQL, set BENCH_SCOPES_DB to a SQLite import of the same data');
  try {
    let imported: ImportFigures | null = null;
    if (!postgres && (!reuse || !fs.existsSync(databaseFile))) {
      imported = await importRealData(DATA, dataDir);
      console.log(`import: ${imported.rows.toLocaleString('en-US')} rows in ${(imported.wallMs / 1000).toFixed(1)} s`);
    }
    const server = await startServer({ port: PORT, dataDir });
    try {
      const call = teacherClient(server.baseUrl, await teacherToken(server.baseUrl));
      const { stuId, scope, plans } = await plansToMake(call, rankedPlanScopes(scopesFile), CONCURRENCY);
      // The start's warm-up fits every province's calibrations: measure after it.
      await untilIdle(server.process.pid!);
      const make = (client: number) =>
        call<Making>('/stuPlan/intelligentMakeStuPlan', { stuId, planId: plans[client]!.id });
      const first = await must(make(0), 'intelligent making');
      await make(1);
      const loadAtStart = os.loadavg();

      const describe = (figures: Awaited<ReturnType<typeof concurrently>>) =>
        `${figures.requests} calls, ${figures.perSecond}/s: p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, p99 ${figures.p99Ms} ms`;
      console.log(
        `智能填报 on ${scope.provinceCode} ${scope.year} track ${scope.trackCode} ` +
          `(${first.making.candidates} fitting units, ${first.making.predicted} with a number, ` +
          `${first.plan.rows.length} slots, ${first.making.method}); ${postgres ? 'PostgreSQL' : 'SQLite'}, ` +
          `making threads ${process.env.PLAN_MAKING_THREADS ?? `${os.availableParallelism()} (the cores)`}`,
      );
      const alone = await concurrently(1, MAKES, make);
      console.log(`  concurrency 1: ${describe(alone)}`);
      const loaded = await concurrently(CONCURRENCY, MAKES, make);
      console.log(`  concurrency ${CONCURRENCY}: ${describe(loaded)}`);
      const search = searchOf(call, scope);
      const searchAlone = await concurrently(1, SEARCHES, search);
      console.log(`院校专业查询 alone: ${describe(searchAlone)}`);
      // Makings back to back while the searches run, until the searches are done.
      let making = true;
      let madeBeside = 0;
      const makers = Promise.all(
        Array.from({ length: CONCURRENCY }, async (_, index) => {
          while (making) {
            const answer = await make(index);
            if (!answer.ok) throw new Error(`intelligent making failed: ${answer.error}`);
            madeBeside += 1;
          }
        }),
      );
      const searchBeside = await concurrently(1, SEARCHES_WHILE_MAKING, search);
      making = false;
      await makers;
      console.log(
        `院校专业查询 while ${CONCURRENCY} clients make plans (${madeBeside} made meanwhile): ${describe(searchBeside)}`,
      );
      const loadAtEnd = os.loadavg();
      console.log(
        `load average ${loadAtStart.map((load) => load.toFixed(2)).join(' ')} before, ${loadAtEnd.map((load) => load.toFixed(2)).join(' ')} after`,
      );

      const results = {
        measuredAt: new Date().toISOString(),
        machine: {
          cpus: os.availableParallelism(),
          model: os.cpus()[0]?.model,
          node: process.version,
          loadAtStart,
          loadAtEnd,
        },
        makingThreads: process.env.PLAN_MAKING_THREADS ?? null,
        dialect: postgres ? 'postgres' : 'sqlite',
        import: imported,
        scope,
        making: {
          candidates: first.making.candidates,
          predicted: first.making.predicted,
          slots: first.plan.rows.length,
          method: first.making.method,
          alone,
          concurrent: loaded,
        },
        search: { alone: searchAlone, whileMaking: { ...searchBeside, makingClients: CONCURRENCY, made: madeBeside } },
      };
      fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
      fs.writeFileSync(path.join(import.meta.dirname, 'results/making.json'), `${JSON.stringify(results, null, 2)}\n`);
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
