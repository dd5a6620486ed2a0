import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { importRealData, largestPlanScope, percentile } from './real-data.ts';
import { repositoryRoot, residentMegabytes, startServer } from './server-process.ts';

/**
 * `npm run bench:knowledge -w bench`: the knowledge-base budgets on the real data.
 * 1. `npm run data:import` of ../shared/data (or BENCH_DATA) into an empty SQLite database:
 *    wall time, rows, the importer's peak RSS.
 * 2. The server on that database: the whole university list against a route sending the same
 *    pre-serialised bytes (alternating runs, one server); the enrollment-plan search on the
 *    largest province-year (sequential requests, p50 / p95 / p99); the server's RSS after.
 * Figures are printed and saved to bench/results/knowledge.json; budgets live in docs/PERF.md.
 */
const DATA = path.resolve(repositoryRoot, process.env.BENCH_DATA ?? '../shared/data');
const PORT = Number(process.env.BENCH_PORT ?? 18_182);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 400);
const TEACHER = { account: 'teacher', password: 'teacher123' };

async function throughput(url: string, token: string, body: unknown) {
  const result = await autocannon({
    url,
    method: 'POST',
    duration: DURATION_SECONDS,
    connections: CONNECTIONS,
    headers: { token, 'content-type': 'application/json', 'accept-encoding': 'identity' },
    body: JSON.stringify(body),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99 };
}

async function main() {
  if (!fs.existsSync(DATA)) throw new Error(`${DATA} not found (set BENCH_DATA)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-bench-knowledge-'));
  try {
    const imported = await importRealData(DATA, dataDir);
    console.log(
      `full import: ${imported.rows.toLocaleString('en-US')} rows, ${imported.failedFiles} failed files, ` +
        `${(imported.wallMs / 1000).toFixed(1)} s wall, ${(imported.cpuMs / 1000).toFixed(1)} s CPU, peak RSS ${imported.maxRssMb} MB`,
    );

    const server = await startServer({ port: PORT, dataDir, env: { BENCH_ROUTES: '1' } });
    try {
      const login = await fetch(`${server.baseUrl}/api/sys/teacherLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'login-type': '0' },
        body: JSON.stringify(TEACHER),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;

      const wholeList = { page: 1, limit: 5000 };
      const first = await fetch(`${server.baseUrl}/api/bduniversityyif/list`, {
        method: 'POST',
        headers: { token, 'content-type': 'application/json' },
        body: JSON.stringify(wholeList),
      });
      const listBytes = await first.text();
      const universities = (JSON.parse(listBytes) as { data: { list: unknown[] } }).data.list.length;
      const baselineBytes = await (
        await fetch(`${server.baseUrl}/api/bench/universityListBytes`, { method: 'POST', headers: { token } })
      ).text();
      if (baselineBytes !== listBytes) throw new Error('the baseline route does not send the same bytes');
      // Alternating runs so drift of the machine's load hits both routes alike.
      const list: number[] = [];
      const baseline: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        baseline.push(
          (await throughput(`${server.baseUrl}/api/bench/universityListBytes`, token, {})).requestsPerSecond,
        );
        list.push((await throughput(`${server.baseUrl}/api/bduniversityyif/list`, token, wholeList)).requestsPerSecond);
      }
      const listRate = Math.round(list.reduce((a, b) => a + b) / list.length);
      const baselineRate = Math.round(baseline.reduce((a, b) => a + b) / baseline.length);
      console.log(
        `whole university list (${universities} universities, ${(listBytes.length / 1024).toFixed(0)} KB): ` +
          `${listRate} req/s vs ${baselineRate} req/s pre-serialised = ${(listRate / baselineRate).toFixed(2)}×`,
      );

      const scope = largestPlanScope(path.join(dataDir, 'zhihang.db'));
      const timings: number[] = [];
      for (let index = 0; index < SEARCHES; index += 1) {
        // Score bands across the range a student would search, paged like the planning page.
        const scoreMin = 420 + ((index * 7) % 240);
        const body = {
          provinceCode: scope.provinceCode,
          year: scope.year,
          scoreMin,
          scoreMax: scoreMin + 30,
          page: 1 + (index % 3),
          limit: 20,
          ...(index % 2 === 0 ? { subjects: ['0604', '0606', '0607'] } : {}),
        };
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}/api/enEnrollmentMajor/getEnrollmentMajorList`, {
          method: 'POST',
          headers: { token, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const envelope = (await response.json()) as { code: number; msg: string };
        timings.push(performance.now() - started);
        if (envelope.code !== 0) throw new Error(`plan search failed: ${envelope.msg}`);
      }
      timings.sort((a, b) => a - b);
      const search = {
        p50Ms: percentile(timings, 0.5),
        p95Ms: percentile(timings, 0.95),
        p99Ms: percentile(timings, 0.99),
      };
      console.log(
        `enrollment-plan search on ${scope.provinceCode} ${scope.year} (${scope.total.toLocaleString('en-US')} plan rows), ` +
          `${SEARCHES} requests: p50 ${search.p50Ms} ms, p95 ${search.p95Ms} ms, p99 ${search.p99Ms} ms`,
      );
      const serverRss = residentMegabytes(server.process.pid as number);
      console.log(`server RSS after the full import and these loads: ${serverRss} MB`);

      const results = {
        measuredAt: new Date().toISOString(),
        machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
        import: imported,
        universityList: { universities, bytes: listBytes.length, listRate, baselineRate, list, baseline },
        planSearch: { ...scope, requests: SEARCHES, ...search },
        serverRssMb: serverRss,
      };
      fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
      fs.writeFileSync(
        path.join(import.meta.dirname, 'results/knowledge.json'),
        `${JSON.stringify(results, null, 2)}\n`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
