import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repositoryRoot, residentMegabytes, startServer } from './server-process.ts';
import { evaluationPageTargets } from './evaluation-pages.ts';
import { measurePageJavaScript } from './web-bundle.ts';

/**
 * `npm run bench`: start-up time, idle memory, login and user-info throughput, page JavaScript.
 * Figures are printed and saved to bench/results/latest.json; budgets live in docs/PERF.md.
 */
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 18_181);
const TEACHER = { account: 'teacher', password: 'teacher123' };
// Load tests send thousands of logins from one address; lift the limits for the run only.
const UNLIMITED_LOGIN = { LOGIN_MAX_PER_ADDRESS: '100000000', LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000000' };

async function load(title: string, options: autocannon.Options) {
  const result = await autocannon({ duration: DURATION_SECONDS, connections: CONNECTIONS, ...options });
  const summary = {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    latencyAverageMs: result.latency.average,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(
    `${title}: ${summary.requestsPerSecond} req/s, avg ${summary.latencyAverageMs} ms, p99 ${summary.latencyP99Ms} ms`,
  );
  return summary;
}

async function main() {
  // WEB_DIST (passed on to the server) measures another build than web/dist.
  const webDist = path.resolve(repositoryRoot, process.env.WEB_DIST ?? 'web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('Build the web app first: npm run build');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-bench-'));
  const first = await startServer({ port: PORT, dataDir, env: UNLIMITED_LOGIN });
  await first.stop();
  const server = await startServer({ port: PORT, dataDir, env: UNLIMITED_LOGIN });
  console.log(`first start (empty database, demo data): ${Math.round(first.startMs)} ms`);
  console.log(`later start (existing database): ${Math.round(server.startMs)} ms`);
  try {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleRss = residentMegabytes(server.process.pid as number);
    console.log(`idle RSS: ${idleRss} MB`);

    const login = await load('POST /api/sys/teacherLogin', {
      url: `${server.baseUrl}/api/sys/teacherLogin`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'login-type': '0' },
      body: JSON.stringify(TEACHER),
    });
    const response = await fetch(`${server.baseUrl}/api/sys/teacherLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'login-type': '0' },
      body: JSON.stringify(TEACHER),
    });
    const token = ((await response.json()) as { data: { token: string } }).data.token;
    const userInfo = await load('POST /api/sys/user/info', {
      url: `${server.baseUrl}/api/sys/user/info`,
      method: 'POST',
      headers: { token },
    });
    const loadedRss = residentMegabytes(server.process.pid as number);
    console.log(`RSS after load: ${loadedRss} MB`);

    // The guidance page opened directly, empty and with a demo student picked (its first tab).
    const students = await fetch(`${server.baseUrl}/api/stuArchive/list`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, limit: 1 }),
    });
    const stuId = ((await students.json()) as { data: { list: Array<{ id: number }> } }).data.list[0]?.id;

    const pages = await measurePageJavaScript(server.baseUrl, [
      { name: '/login', path: '/login' },
      { name: '/dashboard', path: '/dashboard', login: TEACHER },
      { name: '/mp-student/bind', path: '/mp-student/bind' },
      { name: '/mp-student/university', path: '/mp-student/university', login: TEACHER },
      { name: '/mp-student/universityDetail', path: '/mp-student/universityDetail?universityId=6', login: TEACHER },
      { name: '/edu/knowledge', path: '/edu/knowledge', login: TEACHER },
      { name: '/edu/universityDetail', path: '/edu/universityDetail?universityId=6', login: TEACHER },
      { name: '/edu/studentGuidance', path: '/edu/studentGuidance', login: TEACHER },
      { name: '/edu/studentGuidance?stuId=…', path: `/edu/studentGuidance?stuId=${stuId}`, login: TEACHER },
      ...(await evaluationPageTargets(server.baseUrl, TEACHER, token)),
    ]);
    for (const page of pages ?? []) {
      const largest = page.largest.map((file) => `${file.file} ${file.gzipKilobytes}`).join(', ');
      console.log(
        `${page.name} JavaScript: ${page.gzipKilobytes} KB gzip in ${page.files} files (largest: ${largest})`,
      );
    }
    if (!pages) console.log('page JavaScript: skipped (no Chromium)');

    const results = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
      firstStartMs: Math.round(first.startMs),
      laterStartMs: Math.round(server.startMs),
      idleRssMb: idleRss,
      rssAfterLoadMb: loadedRss,
      load: [login, userInfo],
      pages,
    };
    fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    fs.writeFileSync(path.join(import.meta.dirname, 'results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
