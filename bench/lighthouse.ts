// `npm run bench:lighthouse -w bench`: Lighthouse performance, accessibility and best practices of
// the console pages (desktop preset) and the student pages (mobile preset), as a Markdown table for
// docs/PERF.md. Starts the server as `npm start` does on a fresh database (the web app must be
// built: `npm run build`), or measures LIGHTHOUSE_BASE_URL when that is set; LIGHTHOUSE_PATH keeps
// only the pages whose path starts with it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repositoryRoot, startServer } from './server-process.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// The desktop preset does not slow the CPU: on a fast machine it says little of an old office PC.
// LIGHTHOUSE_CPU_SLOWDOWN=2.5 measures the console pages as a machine 2.5 times slower would run
// them (the mobile preset keeps its own 4 times).
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN;
const TEACHER = { account: 'teacher', password: 'teacher123' };

type Preset = 'desktop' | 'mobile';
type Page = { path: string; preset: Preset; signedIn: boolean };

/** Issue #15's pages: the console under the desktop preset, the student pages under the mobile one. */
const PAGES: readonly Page[] = [
  { path: '/login', preset: 'desktop', signedIn: false },
  { path: '/dashboard', preset: 'desktop', signedIn: true },
  { path: '/edu/knowledge', preset: 'desktop', signedIn: true },
  { path: '/edu/studentManage', preset: 'desktop', signedIn: true },
  { path: '/edu/universityDetail?universityId=1', preset: 'desktop', signedIn: true },
  { path: '/edu/studentGuidance', preset: 'desktop', signedIn: true },
  { path: '/mp-student/university', preset: 'mobile', signedIn: true },
  { path: '/mp-student/major', preset: 'mobile', signedIn: true },
  { path: '/mp-student/job', preset: 'mobile', signedIn: true },
  { path: '/mp-student/universityDetail?universityId=1', preset: 'mobile', signedIn: true },
];

type LighthouseReport = {
  environment: { benchmarkIndex: number };
  categories: Record<'performance' | 'accessibility' | 'best-practices', { score: number }>;
  audits: Record<string, { numericValue?: number; displayValue?: string }>;
};

async function tokenFor(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/sys/teacherLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'login-type': '0' },
    body: JSON.stringify(TEACHER),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Lighthouse's own trace errors (NO_NAVSTART, NO_FCP) ask for the run to be repeated: a page gets this many tries. */
const ATTEMPTS = 3;

/** One Lighthouse run in headless Chromium; a signed-in page gets its session from the token in the URL. */
function runLighthouse(url: string, preset: Preset): LighthouseReport {
  const binary = path.join(repositoryRoot, 'node_modules/.bin/lighthouse');
  let failure = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const result = spawnSync(
      binary,
      [
        url,
        '--only-categories=performance,accessibility,best-practices',
        ...(preset === 'desktop' ? ['--preset=desktop'] : ['--form-factor=mobile']),
        ...(CPU_SLOWDOWN && preset === 'desktop' ? [`--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`] : []),
        '--locale=zh',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        // Headless Chromium ignores --lang for navigator.languages; --accept-lang sets it, so the
        // pages choose Chinese as a zh-CN phone does (without it they measured the English pages).
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --lang=zh-CN --accept-lang=zh-CN',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (result.status === 0) return JSON.parse(result.stdout) as LighthouseReport;
    failure = result.stderr;
    console.error(`lighthouse run ${attempt} of ${ATTEMPTS} failed, ${attempt < ATTEMPTS ? 'repeating' : 'giving up'}`);
  }
  throw new Error(`lighthouse failed: ${failure}`);
}

type Row = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  tbtMs: number;
  lcpMs: number;
  benchmarkIndex: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The median of each figure over the runs (Lighthouse's own advice for a noisy machine). */
async function measure(baseUrl: string, page: Page): Promise<Row> {
  const runs: Row[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    // A fresh token per run: the page removes it from the address and keeps it as its session.
    const join = page.path.includes('?') ? '&' : '?';
    const url = page.signedIn
      ? `${baseUrl}${page.path}${join}token=${await tokenFor(baseUrl)}`
      : `${baseUrl}${page.path}`;
    const report = runLighthouse(url, page.preset);
    runs.push({
      performance: Math.round(report.categories.performance.score * 100),
      accessibility: Math.round(report.categories.accessibility.score * 100),
      bestPractices: Math.round(report.categories['best-practices'].score * 100),
      tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
      lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
      benchmarkIndex: Math.round(report.environment.benchmarkIndex),
    });
  }
  return {
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    bestPractices: median(runs.map((run) => run.bestPractices)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
  };
}

async function main(): Promise<void> {
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`lighthouse skipped: no Chromium at ${CHROMIUM}`);
    return;
  }
  const only = process.env.LIGHTHOUSE_PATH;
  const pages = only ? PAGES.filter((page) => page.path.startsWith(only)) : PAGES;
  const given = process.env.LIGHTHOUSE_BASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-lighthouse-'));
  const server = given
    ? undefined
    : await startServer({
        port: Number(process.env.BENCH_PORT ?? 18_097),
        dataDir,
        // What `npm start` shows a new school: the open starter pack and the demo schools.
        env: { LOGIN_MAX_PER_ADDRESS: '100000000', STARTER_DATA: '1' },
        startTimeoutMs: 300_000,
      });
  const baseUrl = given ?? server?.baseUrl ?? '';
  try {
    const slowdown = CPU_SLOWDOWN ? `, CPU slowed down ${CPU_SLOWDOWN} times` : '';
    console.log(`Lighthouse 12, median of ${RUNS} runs per page${slowdown}\n`);
    console.log('| Page | Preset | Performance | Accessibility | Best practices | TBT | LCP | CPU benchmark index |');
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const page of pages) {
      const row = await measure(baseUrl, page);
      console.log(
        `| \`${page.path}\` | ${page.preset} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.tbtMs} ms | ${(row.lcpMs / 1000).toFixed(1)} s | ${row.benchmarkIndex} |`,
      );
    }
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
