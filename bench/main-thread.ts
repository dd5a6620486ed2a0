// `npm run bench:mainThread -w bench`: the blocking time of console pages on two or more running
// builds, measured in turn on the same machine. A machine whose speed drifts (this one's Lighthouse
// benchmark index moved from 2,400 to 500 within an hour) moves every build alike when the builds
// take turns, so their difference is the change's. Each load records the main thread's tasks
// (Chromium's trace) from the first contentful paint for MAIN_THREAD_WINDOW_MS; the figure is
// Lighthouse's blocking time with each task scaled by MAIN_THREAD_SLOWDOWN: Σ max(0, d × k − 50 ms).
// MAIN_THREAD_FROM=ready counts instead from the entry's mark `zhihang:entry-evaluated` (its modules
// have run, React has not yet rendered): where Lighthouse's first paint falls, whose slower simulated
// network lets the loading screen paint before the session answers, so that the shell's and the
// page's mounts count in its figure.
//   MAIN_THREAD_BASE_URLS=http://127.0.0.1:18101,http://127.0.0.1:18104 (servers with the same data)
//   MAIN_THREAD_PAGES=teacher:/edu/analyse,admin:/sys/dataImport   MAIN_THREAD_RUNS=8
import { chromium, type Browser } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BASE_URLS = (process.env.MAIN_THREAD_BASE_URLS ?? '').split(',').filter(Boolean);
const PAGES = (process.env.MAIN_THREAD_PAGES ?? 'teacher:/dashboard').split(',').filter(Boolean);
const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 8);
const SLOWDOWN = Number(process.env.MAIN_THREAD_SLOWDOWN ?? 1.6);
const WINDOW_MS = Number(process.env.MAIN_THREAD_WINDOW_MS ?? 3500);
const FROM = process.env.MAIN_THREAD_FROM === 'ready' ? 'zhihang:entry-evaluated' : 'firstContentfulPaint';
const ACCOUNTS = {
  teacher: { account: 'teacher', password: 'teacher123' },
  admin: { account: 'admin', password: 'admin123' },
} as const;

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number };

async function tokenFor(baseUrl: string, who: keyof typeof ACCOUNTS): Promise<string> {
  const response = await fetch(`${baseUrl}/api/sys/teacherLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'login-type': '0' },
    body: JSON.stringify(ACCOUNTS[who]),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** One load of `path` signed in as `who`: the blocking time and the busy time after the first paint (or the entry's mark). */
async function measureOnce(browser: Browser, baseUrl: string, who: keyof typeof ACCOUNTS, path: string) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  let finish = () => {};
  const complete = new Promise<void>((resolve) => (finish = resolve));
  session.on('event', ({ method, params }) => {
    if (method === 'Tracing.dataCollected') events.push(...(params as { value: TraceEvent[] }).value);
    if (method === 'Tracing.tracingComplete') finish();
  });
  await session.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  const join = path.includes('?') ? '&' : '?';
  await page.goto(`${baseUrl}${path}${join}token=${await tokenFor(baseUrl, who)}`, { waitUntil: 'load' });
  await page.waitForTimeout(WINDOW_MS);
  await session.send('Tracing.end');
  await complete;
  await context.close();
  const paint = events.find((event) => event.name === FROM);
  if (!paint) return undefined;
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === paint.pid &&
      event.tid === paint.tid &&
      event.ts >= paint.ts &&
      event.ts <= paint.ts + WINDOW_MS * 1000,
  );
  const durations = tasks.map((task) => ((task.dur ?? 0) / 1000) * SLOWDOWN);
  return {
    blocking: durations.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    busy: durations.reduce((sum, duration) => sum + duration, 0),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  if (BASE_URLS.length === 0) {
    console.log('main-thread skipped: set MAIN_THREAD_BASE_URLS to the builds to compare');
    return;
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--lang=zh-CN'] });
  const from = FROM === 'firstContentfulPaint' ? 'the first paint' : 'the entry has run';
  console.log(`Main-thread blocking time after ${from}, tasks scaled ×${SLOWDOWN}, median of ${RUNS} turns\n`);
  console.log(`| Page | ${BASE_URLS.map((url) => `${url} (ms)`).join(' | ')} |`);
  console.log(`| --- | ${BASE_URLS.map(() => '---').join(' | ')} |`);
  for (const entry of PAGES) {
    const [who, path] = entry.split(':') as [keyof typeof ACCOUNTS, string];
    const figures = BASE_URLS.map(() => [] as Array<{ blocking: number; busy: number }>);
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, baseUrl] of BASE_URLS.entries()) {
        const figure = await measureOnce(browser, baseUrl, who, path);
        if (figure) figures[index]!.push(figure);
      }
    }
    const cells = figures.map((list) => {
      const blocking = list.map((figure) => Math.round(figure.blocking));
      return `${median(blocking)} (${[...blocking].sort((a, b) => a - b).join(', ')}); busy ${Math.round(median(list.map((figure) => figure.busy)))}`;
    });
    console.log(`| \`${path}\` | ${cells.join(' | ')} |`);
  }
  await browser.close();
}

await main();
