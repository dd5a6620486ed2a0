// `npm run bench:lighthouse -w bench`: Lighthouse (mobile preset) performance of the student
// university list. Starts the server as `npm start` does on a fresh demo database (the web app must
// be built: `npm run build`), or measures LIGHTHOUSE_BASE_URL when that is set.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repositoryRoot, startServer } from './server-process.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGE = process.env.LIGHTHOUSE_PATH ?? '/mp-student/university';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TEACHER = { account: 'teacher', password: 'teacher123' };

type LighthouseReport = {
  categories: { performance: { score: number } };
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

/** One Lighthouse run in headless Chromium; the page gets its session from the token in the URL. */
function runLighthouse(url: string): LighthouseReport {
  const binary = path.join(repositoryRoot, 'node_modules/.bin/lighthouse');
  const result = spawnSync(
    binary,
    [
      url,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as LighthouseReport;
}

async function main(): Promise<void> {
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`lighthouse skipped: no Chromium at ${CHROMIUM}`);
    return;
  }
  const given = process.env.LIGHTHOUSE_BASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-lighthouse-'));
  const server = given
    ? undefined
    : await startServer({
        port: Number(process.env.BENCH_PORT ?? 18_097),
        dataDir,
        env: { LOGIN_MAX_PER_ADDRESS: '100000000' },
      });
  const baseUrl = given ?? server?.baseUrl ?? '';
  try {
    const scores: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      // A fresh token per run: the page removes it from the address and keeps it as its session.
      const report = runLighthouse(`${baseUrl}${PAGE}?token=${await tokenFor(baseUrl)}`);
      const score = Math.round(report.categories.performance.score * 100);
      scores.push(score);
      const metric = (id: string) => report.audits[id]?.displayValue ?? '-';
      console.log(
        `run ${run}: performance ${score} · FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')} · SI ${metric('speed-index')}`,
      );
    }
    const sorted = [...scores].sort((a, b) => a - b);
    console.log(
      `Lighthouse mobile performance of ${PAGE}: median ${sorted[Math.floor(sorted.length / 2)]} (runs: ${scores.join(', ')})`,
    );
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
