import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PlanDetail, PlanRowInput, PlanSaved, PlanSummary } from '@zhihang/contract/plans/plan.schema';
import pg from 'pg';
import { latencies, type Scope } from './real-data.ts';
import { cpuSeconds, repositoryRoot, residentMegabytes, startServer, untilIdle } from './server-process.ts';
import {
  guideIn,
  must,
  searchUnits,
  SUBJECTS,
  teacherClient,
  teacherToken,
  type Answer,
  type Call,
} from './teacher-client.ts';

/**
 * `npm run bench:peak -w bench`: the filling-season peak on two instances behind an imaginary load
 * balancer, one PostgreSQL (docs/PERF.md, "The filling-season peak, two instances").
 * 1. A database BENCH_PEAK_DATABASE (zhihang_peak) on BENCH_PEAK_POSTGRES
 *    (postgres://postgres@127.0.0.1:5432), created afresh and filled with `npm run data:import` of
 *    ../shared/data (or BENCH_DATA); BENCH_PEAK_REUSE=1 keeps one imported before.
 * 2. Two servers (`npm start`'s entry, the same DATABASE_URL, a data directory each,
 *    PLAN_MAKING_THREADS=BENCH_PEAK_MAKING_THREADS, 1: the machine's cores shared by two).
 * 3. As many virtual teachers as the largest stage, each with a student of its own in the largest
 *    province-year a plan can be made for, and a plan filled once by 智能填报. They share the demo
 *    teacher's account (one sign-in, honoured by both instances) and alternate between the
 *    instances as a round-robin load balancer would send them.
 * 4. Per stage of BENCH_PEAK_STAGES (50,100,200,400) teachers: each starts within the ramp
 *    (BENCH_PEAK_RAMP_SECONDS, 10), then loops: a think time drawn uniformly from
 *    BENCH_PEAK_THINK_SECONDS (5-15), then one call drawn from the mix (MIX). Calls started within
 *    the BENCH_PEAK_SECONDS (60) after the ramp are counted: per call p50 / p95 / p99, count,
 *    errors (a network failure, an HTTP status other than 2xx, an envelope code other than 0: a
 *    save refused as stale counts), throughput; each instance's RSS and CPU, the database's
 *    connections and its backends' CPU, sampled every BENCH_PEAK_SAMPLE_SECONDS (2).
 * Figures are printed and saved to bench/results/peak.json with the load average.
 */
const DATA = path.resolve(repositoryRoot, process.env.BENCH_DATA ?? '../shared/data');
const POSTGRES = process.env.BENCH_PEAK_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432';
const DATABASE = process.env.BENCH_PEAK_DATABASE ?? 'zhihang_peak';
const DATABASE_URL = `${POSTGRES}/${DATABASE}`;
const REUSE = process.env.BENCH_PEAK_REUSE === '1';
const PORTS = [Number(process.env.BENCH_PORT ?? 18_190), Number(process.env.BENCH_PORT ?? 18_190) + 1];
const STAGES = (process.env.BENCH_PEAK_STAGES ?? '50,100,200,400').split(',').map(Number);
const STAGE_MS = Number(process.env.BENCH_PEAK_SECONDS ?? 60) * 1000;
const RAMP_MS = Number(process.env.BENCH_PEAK_RAMP_SECONDS ?? 10) * 1000;
const [THINK_MIN_MS, THINK_MAX_MS] = (process.env.BENCH_PEAK_THINK_SECONDS ?? '5-15')
  .split('-')
  .map((seconds) => Number(seconds) * 1000) as [number, number];
const SAMPLE_MS = Number(process.env.BENCH_PEAK_SAMPLE_SECONDS ?? 2) * 1000;
const MAKING_THREADS = process.env.BENCH_PEAK_MAKING_THREADS ?? '1';
/** A call that takes longer than this counts as an error. */
const CALL_TIMEOUT_MS = 60_000;
/** How the teachers' calls are drawn, in percent. */
const MIX = { search: 45, open: 25, save: 15, make: 5, simulate: 5, print: 5 } as const;
type CallName = keyof typeof MIX;
const CALL_NAMES = Object.keys(MIX) as CallName[];
const STUDENT_PREFIX = '高峰压测';
const PLAN_NAME = '高峰压测方案';
/** Preparation requests in flight at once. */
const PREPARE_CONCURRENCY = 8;

async function postgresQuery<T extends pg.QueryResultRow>(database: string, text: string, values: unknown[] = []) {
  const connection = new pg.Client({ connectionString: `${POSTGRES}/${database}` });
  await connection.connect();
  try {
    return (await connection.query<T>(text, values)).rows;
  } finally {
    await connection.end();
  }
}

async function importedPlanRows(): Promise<number> {
  try {
    const rows = await postgresQuery<{ total: number }>(
      DATABASE,
      'select count(*)::int as total from enrollment_plans',
    );
    return rows[0]?.total ?? 0;
  } catch {
    return 0;
  }
}

/** A fresh database with ../shared/data imported, or the one imported before (BENCH_PEAK_REUSE=1). */
async function preparedDatabase(): Promise<{ importedMs: number | null }> {
  if (REUSE && (await importedPlanRows()) > 0) return { importedMs: null };
  if (!fs.existsSync(DATA)) throw new Error(`${DATA} not found (set BENCH_DATA)`);
  await postgresQuery('postgres', `drop database if exists "${DATABASE}" with (force)`);
  await postgresQuery('postgres', `create database "${DATABASE}"`);
  const started = performance.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-bench-peak-import-'));
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/data-import.mjs', DATA], {
      cwd: repositoryRoot,
      env: { ...process.env, DATABASE_URL, DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (code !== 0) throw new Error(`data import exited with ${code}`);
  return { importedMs: Math.round(performance.now() - started) };
}

/** Each province's latest plan year, per track, most plan rows with a ranked history first. */
function rankedPlanScopes(): Promise<Scope[]> {
  return postgresQuery<Scope>(
    DATABASE,
    `select e.province_code as "provinceCode", e.year, e.track_code as "trackCode", count(*)::int as units
     from enrollment_plans e
     where e.year = (select max(year) from enrollment_plans l where l.province_code = e.province_code)
       and exists (select 1 from enrollment_plan_history h where h.plan_id = e.id and h.min_rank > 0)
     group by e.province_code, e.year, e.track_code
     order by units desc`,
  );
}

/** The 高考 candidates of the current school year entered high school two years before it began. */
function graduatingEntryYear(at = new Date()): number {
  const chinaTime = new Date(at.getTime() + 8 * 3_600_000);
  const schoolYear = chinaTime.getUTCMonth() >= 8 ? chinaTime.getUTCFullYear() : chinaTime.getUTCFullYear() - 1;
  return schoolYear - 2;
}

/** The body rows of /stuPlan/update, as the plan editor sends them (web planDraft.ts). */
function rowInputsOf(plan: PlanDetail): PlanRowInput[] {
  if (plan.fillingMode === '专业+院校') {
    return plan.rows.map((row) => ({ enrollmentPlanId: row.enrollmentPlanId ?? row.majors[0]?.enrollmentPlanId }));
  }
  return plan.rows.map((row) => ({
    collegeCode: row.collegeCode,
    groupCode: row.groupCode,
    majorIds: row.majors.map((major) => major.enrollmentPlanId),
    obeysAdjustment: row.obeysAdjustment ?? true,
  }));
}

/** Runs `work` over `items` with at most `concurrency` at once. */
async function inBatches<T>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        await work(items[index]!, index);
      }
    }),
  );
}

/** A virtual teacher: its instance, its student and plan, and the plan as it last saw it. */
type Teacher = { index: number; call: Call; stuId: number; score: number; plan: PlanDetail };

/**
 * The first scope a student's new plan is made in (a plan takes the year and track of the
 * student's 高考, which must be the data's), and the rows 智能填报 fills a plan of it with.
 */
async function chooseScope(call: Call, stuId: number, scopes: readonly Scope[]) {
  for (const scope of scopes) {
    const guided = await guideIn(call, stuId, scope, 560);
    if (!guided.ok) continue;
    const probe = await call<PlanSummary>('/stuPlan/editOrCreatePlanWithName', {
      stuId,
      name: `${PLAN_NAME} ${Date.now()}`,
    });
    if (!probe.ok || !probe.envelope) continue;
    const plan = probe.envelope.data;
    const made =
      plan.year === scope.year && plan.trackCode === scope.trackCode
        ? await call<PlanSaved>('/stuPlan/intelligentMakeStuPlan', { stuId, planId: plan.id })
        : null;
    await must(call('/stuPlan/delete', [plan.id]), 'probe plan deletion');
    if (made?.ok && made.envelope?.data.plan.rows.length) return { scope, rows: rowInputsOf(made.envelope.data.plan) };
  }
  throw new Error('no province-year whose plans are of the year with data');
}

/** The student's bench plan, created when missing. */
async function planOf(call: Call, stuId: number): Promise<PlanSummary> {
  const plans = await must(call<PlanSummary[]>(`/stuPlan/getListByArchiveUserId/${stuId}`), 'plan list');
  const existing = plans.find((plan) => plan.name === PLAN_NAME);
  if (existing) return existing;
  return must(call<PlanSummary>('/stuPlan/editOrCreatePlanWithName', { stuId, name: PLAN_NAME }), 'plan creation');
}

/**
 * `count` students of the teacher (those of an earlier run, then new ones), guided in a scope with
 * data; each with its plan holding the rows of one 智能填报, saved afresh.
 */
async function prepareTeachers(calls: readonly Call[], count: number) {
  const [first] = calls;
  const listed = await must(
    first!<{ list: Array<{ id: number; name: string }> }>('/stuArchive/list', {
      page: 1,
      limit: 500,
      name: STUDENT_PREFIX,
    }),
    'student list',
  );
  const byName = new Map(listed.list.map((student) => [student.name, student.id]));
  const nameOf = (index: number) => `${STUDENT_PREFIX}${String(index + 1).padStart(3, '0')}`;
  const studentIds: number[] = [];
  await inBatches(
    Array.from({ length: count }, (_, index) => index),
    PREPARE_CONCURRENCY,
    async (index) => {
      const known = byName.get(nameOf(index));
      studentIds[index] =
        known ??
        (
          await must(
            calls[index % calls.length]!<{ id: number }>('/stuArchive/save', {
              name: nameOf(index),
              gender: 1 + (index % 2),
              entryYear: graduatingEntryYear(),
              className: `高三(${1 + (index % 8)})班`,
              ...SUBJECTS,
            }),
            'student creation',
          )
        ).id;
    },
  );
  const { scope, rows } = await chooseScope(first!, studentIds[0]!, await rankedPlanScopes());
  const teachers: Teacher[] = [];
  await inBatches(studentIds, PREPARE_CONCURRENCY, async (stuId, index) => {
    const call = calls[index % calls.length]!;
    // Scores spread over a band, so the searches and makings are not one student's.
    const score = 530 + ((index * 7) % 60);
    await must(guideIn(call, stuId, scope, score), 'guidance');
    const summary = await planOf(call, stuId);
    const saved = await must(call<PlanSaved>('/stuPlan/update', { id: summary.id, rows }), 'plan save');
    teachers[index] = { index, call, stuId, score, plan: saved.plan };
  });
  return { scope, slots: rows.length, teachers };
}

/** Draws a call of the mix. */
function drawCall(): CallName {
  let draw = Math.random() * 100;
  for (const name of CALL_NAMES) {
    draw -= MIX[name];
    if (draw < 0) return name;
  }
  return 'search';
}

/** One call of a teacher; the plan it answers (open, save, make) becomes the teacher's view of it. */
async function callOf(name: CallName, teacher: Teacher, scope: Scope): Promise<Answer<unknown>> {
  const { call, stuId, plan } = teacher;
  const keep = (answer: Answer<PlanDetail | PlanSaved>) => {
    const data = answer.ok ? answer.envelope?.data : undefined;
    if (data) teacher.plan = 'plan' in data ? data.plan : data;
    return answer;
  };
  switch (name) {
    case 'search': {
      const scoreMin = teacher.score - 40 + Math.floor(Math.random() * 20);
      return searchUnits(call, scope, scoreMin, Math.floor(Math.random() * 6));
    }
    case 'open':
      return keep(await call<PlanDetail>(`/stuPlan/info/${plan.id}`));
    case 'save': {
      // The teacher moves one slot up, as the editor's arrows do, and saves the version it holds.
      const rows = rowInputsOf(plan);
      const slot = 1 + Math.floor(Math.random() * Math.max(1, rows.length - 1));
      if (rows.length > 1) [rows[slot - 1], rows[slot]] = [rows[slot]!, rows[slot - 1]!];
      return keep(await call<PlanSaved>('/stuPlan/update', { id: plan.id, rows, version: plan.version }));
    }
    case 'make':
      return keep(await call<PlanSaved>('/stuPlan/intelligentMakeStuPlan', { stuId, planId: plan.id }));
    case 'simulate':
      return call(`/admission/simulatePlan/${plan.id}`);
    case 'print':
      // The 志愿确认单 printed from the class board: the student's final plan.
      return call('/classBoard/finalPlans', { studentIds: [stuId] });
  }
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const mean = (values: readonly number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What a sample reads; CPU figures are seconds used so far, the database's by the backends seen since the sampler began. */
type Sample = {
  at: number;
  rssMb: number[];
  cpu: number[];
  connections: number;
  active: number;
  postgresCpu: number;
  clientCpu: number;
  load: number;
};

/** CPU seconds of a process, 0 once it has ended. */
function cpuSecondsOrZero(pid: number): number {
  try {
    return cpuSeconds(pid);
  } catch {
    return 0;
  }
}

/** Every SAMPLE_MS: each instance's RSS and CPU, the database's connections (all, and running a statement) and backends' CPU. */
function sampler(pids: readonly number[]) {
  const samples: Sample[] = [];
  const connection = new pg.Client({ connectionString: DATABASE_URL });
  const backendsAtStart = new Map<number, number>();
  const backendsLatest = new Map<number, number>();
  let running = true;
  const done = (async () => {
    await connection.connect();
    while (running) {
      const { rows } = await connection.query<{ pid: number; state: string | null }>(
        'select pid, state from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [DATABASE],
      );
      for (const { pid } of rows) {
        const used = cpuSecondsOrZero(pid);
        if (!samples.length) backendsAtStart.set(pid, used);
        if (used > 0) backendsLatest.set(pid, used);
      }
      const usage = process.cpuUsage();
      samples.push({
        at: Date.now(),
        rssMb: pids.map((pid) => residentMegabytes(pid)),
        cpu: pids.map((pid) => cpuSeconds(pid)),
        connections: rows.length,
        active: rows.filter((row) => row.state === 'active').length,
        postgresCpu: [...backendsLatest].reduce((sum, [pid, used]) => sum + used - (backendsAtStart.get(pid) ?? 0), 0),
        clientCpu: (usage.user + usage.system) / 1e6,
        load: os.loadavg()[0]!,
      });
      await sleep(SAMPLE_MS);
    }
    await connection.end();
  })();
  return {
    samples,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

type Timing = { name: CallName; ms: number; ok: boolean; error: string };

async function runStage(teachers: readonly Teacher[], scope: Scope, pids: readonly number[]) {
  const timings: Timing[] = [];
  const started = Date.now();
  const windowStart = started + RAMP_MS;
  const windowEnd = windowStart + STAGE_MS;
  const loadAtStart = os.loadavg();
  const sampling = sampler(pids);
  const think = () => THINK_MIN_MS + Math.random() * (THINK_MAX_MS - THINK_MIN_MS);
  await Promise.all(
    teachers.map(async (teacher) => {
      await sleep(Math.random() * RAMP_MS);
      for (;;) {
        await sleep(think());
        const at = Date.now();
        if (at >= windowEnd) return;
        const name = drawCall();
        const before = performance.now();
        const answer = await callOf(name, teacher, scope);
        const ms = performance.now() - before;
        if (at >= windowStart) timings.push({ name, ms, ok: answer.ok, error: answer.error });
        // A refused save leaves a stale version: the teacher reloads the plan, as the page asks.
        if (!answer.ok && name === 'save') await callOf('open', teacher, scope);
      }
    }),
  );
  await sampling.stop();
  const inWindow = sampling.samples.filter((sample) => sample.at >= windowStart && sample.at <= windowEnd);
  const seconds = STAGE_MS / 1000;
  const [first, last] = [inWindow[0], inWindow.at(-1)];
  const windowSeconds = first && last && last.at > first.at ? (last.at - first.at) / 1000 : 1;
  /** Cores a CPU figure of the samples used over the window. */
  const cores = (used: (sample: Sample) => number) =>
    first && last ? round((used(last) - used(first)) / windowSeconds, 2) : 0;
  const figuresOf = (subset: readonly Timing[]) => {
    const errors = subset.filter((timing) => !timing.ok);
    const messages = [...new Set(errors.map((timing) => timing.error))].slice(0, 5);
    return {
      calls: subset.length,
      errors: errors.length,
      perSecond: round(subset.length / seconds, 2),
      ...latencies(subset.map((timing) => timing.ms)),
      ...(messages.length ? { errorMessages: messages } : {}),
    };
  };
  return {
    teachers: teachers.length,
    all: figuresOf(timings),
    calls: Object.fromEntries(CALL_NAMES.map((name) => [name, figuresOf(timings.filter((t) => t.name === name))])),
    instances: pids.map((_, index) => ({
      rssMaxMb: round(Math.max(...inWindow.map((sample) => sample.rssMb[index]!))),
      rssMeanMb: round(mean(inWindow.map((sample) => sample.rssMb[index]!))),
      cpuCores: cores((sample) => sample.cpu[index]!),
    })),
    postgres: {
      connectionsMax: Math.max(...inWindow.map((sample) => sample.connections)),
      connectionsMean: round(mean(inWindow.map((sample) => sample.connections))),
      activeMax: Math.max(...inWindow.map((sample) => sample.active)),
      activeMean: round(mean(inWindow.map((sample) => sample.active))),
      cpuCores: cores((sample) => sample.postgresCpu),
    },
    clientCpuCores: cores((sample) => sample.clientCpu),
    loadAtStart,
    loadMean: round(mean(inWindow.map((sample) => sample.load)), 2),
    loadAtEnd: os.loadavg(),
  };
}

type Stage = Awaited<ReturnType<typeof runStage>>;

const ms = (value: number) => `${Math.round(value)}`;
const load = (values: readonly number[]) => values.map((value) => value.toFixed(2)).join(' ');

function printStage(stage: Stage) {
  const { all } = stage;
  console.log(
    `\nN = ${stage.teachers}: ${all.calls} calls, ${all.perSecond}/s, ${all.errors} errors; p50 / p95 / p99 ` +
      `${ms(all.p50Ms)} / ${ms(all.p95Ms)} / ${ms(all.p99Ms)} ms; load ${load(stage.loadAtStart)} at the start, ` +
      `${stage.loadMean} mean, ${load(stage.loadAtEnd)} at the end`,
  );
  for (const name of CALL_NAMES) {
    const figures = stage.calls[name]!;
    console.log(
      `  ${name.padEnd(9)} ${String(figures.calls).padStart(5)} calls ${String(figures.errors).padStart(4)} errors  ` +
        `${ms(figures.p50Ms)} / ${ms(figures.p95Ms)} / ${ms(figures.p99Ms)} ms` +
        (figures.errorMessages ? `  (${figures.errorMessages.join('; ')})` : ''),
    );
  }
  console.log(
    `  instances: ${stage.instances.map((each) => `RSS ${each.rssMeanMb} MB mean / ${each.rssMaxMb} MB max, ${each.cpuCores} cores`).join('; ')}`,
  );
  console.log(
    `  PostgreSQL connections: ${stage.postgres.connectionsMean} mean / ${stage.postgres.connectionsMax} max open, ` +
      `${stage.postgres.activeMean} mean / ${stage.postgres.activeMax} max running a statement; ` +
      `its backends ${stage.postgres.cpuCores} cores; this client ${stage.clientCpuCores} cores`,
  );
}

/** One Markdown table of every stage: p50 / p95 / p99 in ms per call, then the stage's totals. */
function printTable(stages: readonly Stage[]) {
  const header = [
    'N',
    ...CALL_NAMES,
    'all',
    'errors',
    'calls/s',
    'RSS max (MB)',
    'PG connections max (active)',
    'CPU cores: instances, PG',
    'load mean',
  ];
  console.log(`\n| ${header.join(' | ')} |\n| ${header.map(() => '---').join(' | ')} |`);
  for (const stage of stages) {
    const triple = (figures: Stage['all']) => `${ms(figures.p50Ms)} / ${ms(figures.p95Ms)} / ${ms(figures.p99Ms)}`;
    const cells = [
      stage.teachers,
      ...CALL_NAMES.map((name) => triple(stage.calls[name]!)),
      triple(stage.all),
      stage.all.errors,
      stage.all.perSecond,
      stage.instances.map((each) => each.rssMaxMb).join(', '),
      `${stage.postgres.connectionsMax} (${stage.postgres.activeMax})`,
      `${stage.instances.map((each) => each.cpuCores).join(' + ')}, ${stage.postgres.cpuCores}`,
      stage.loadMean,
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}

async function main() {
  const { importedMs } = await preparedDatabase();
  if (importedMs !== null) console.log(`import into ${DATABASE}: ${(importedMs / 1000).toFixed(0)} s`);
  const [{ size }] = (await postgresQuery<{ size: number }>(DATABASE, 'select pg_database_size($1)::float8 as size', [
    DATABASE,
  ])) as [{ size: number }];
  const env = { DATABASE_URL, PLAN_MAKING_THREADS: MAKING_THREADS };
  const dataDirs = PORTS.map((port) => fs.mkdtempSync(path.join(os.tmpdir(), `zhihang-bench-peak-${port}-`)));
  // One after the other: the first start of a database prepares it (migrations, reference data).
  const servers = [];
  try {
    // The start's warm-up fits every province's calibrations: how long each instance works after
    // it answers (until it idles), before anything is asked of it.
    const warmUps: Array<Promise<number>> = [];
    for (const [index, port] of PORTS.entries()) {
      const server = await startServer({ port, dataDir: dataDirs[index]!, env, startTimeoutMs: 300_000 });
      const listening = performance.now();
      warmUps.push(untilIdle(server.process.pid!).then(() => Math.round(performance.now() - listening)));
      servers.push(server);
    }
    const pids = servers.map((server) => server.process.pid!);
    const starts = servers.map((server) => Math.round(server.startMs));
    const warmUpMs = await Promise.all(warmUps);
    console.log(`instances answering after ${starts.join(' and ')} ms, idle ${warmUpMs.join(' and ')} ms later`);
    const token = await teacherToken(servers[0]!.baseUrl);
    const calls = servers.map((server) => teacherClient(server.baseUrl, token, { timeoutMs: CALL_TIMEOUT_MS }));
    const prepareStarted = performance.now();
    const { scope, slots, teachers } = await prepareTeachers(calls, Math.max(...STAGES));
    console.log(
      `${teachers.length} teachers' students in ${scope.provinceCode} ${scope.year} track ${scope.trackCode} ` +
        `(${scope.units} units with a ranked history), plans of ${slots} slots, ready in ` +
        `${((performance.now() - prepareStarted) / 1000).toFixed(0)} s; database ${(size / 1024 ** 3).toFixed(2)} GB`,
    );
    await Promise.all(pids.map((pid) => untilIdle(pid)));
    for (const teacher of teachers.slice(0, servers.length)) {
      await must(callOf('make', teacher, scope), 'warm-up making');
      await must(callOf('simulate', teacher, scope), 'warm-up simulation');
    }
    console.log(
      `mix ${CALL_NAMES.map((name) => `${name} ${MIX[name]} %`).join(', ')}; think ${THINK_MIN_MS / 1000}–${THINK_MAX_MS / 1000} s; ` +
        `ramp ${RAMP_MS / 1000} s, then ${STAGE_MS / 1000} s counted; making threads ${MAKING_THREADS} per instance`,
    );
    const stages: Stage[] = [];
    for (const count of STAGES) {
      const stage = await runStage(teachers.slice(0, count), scope, pids);
      printStage(stage);
      stages.push(stage);
    }
    printTable(stages);
    const holding = stages.filter((stage) => stage.all.calls > 0 && stage.all.p95Ms < 500 && stage.all.errors === 0);
    const largestHolding = holding.length ? Math.max(...holding.map((stage) => stage.teachers)) : null;
    console.log(`\nlargest N with p95 < 500 ms and no error: ${largestHolding ?? 'none'}`);
    const results = {
      measuredAt: new Date().toISOString(),
      machine: {
        cpus: os.availableParallelism(),
        model: os.cpus()[0]?.model,
        memoryGb: round(os.totalmem() / 1024 ** 3),
        node: process.version,
      },
      database: { name: DATABASE, sizeBytes: Number(size), importedMs },
      instances: servers.length,
      startMs: starts,
      warmUpMs,
      makingThreadsPerInstance: Number(MAKING_THREADS),
      mix: MIX,
      thinkSeconds: [THINK_MIN_MS / 1000, THINK_MAX_MS / 1000],
      rampSeconds: RAMP_MS / 1000,
      stageSeconds: STAGE_MS / 1000,
      scope,
      slots,
      largestHolding,
      stages,
    };
    fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    fs.writeFileSync(path.join(import.meta.dirname, 'results/peak.json'), `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
