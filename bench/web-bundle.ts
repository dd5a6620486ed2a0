import fs from 'node:fs';
import zlib from 'node:zlib';
import { chromium, type Response } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type PageTarget = {
  name: string;
  path: string;
  /** A teacher's account: its token goes in the cookie the console reads. */
  login?: { account: string; password: string };
  /** A student's token: the student pages take it from the address on first load. */
  studentToken?: string;
};

export type PageJavaScript = {
  name: string;
  files: number;
  gzipKilobytes: number;
  /** The largest scripts, gzip KB each: what to split first when a page is over its budget. */
  largest: Array<{ file: string; gzipKilobytes: number }>;
};

const kilobytes = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * Gzip size (level 9) of every script a page requested until the network went idle, from the
 * bytes the server sent: the same figure whichever build directory the server serves.
 */
export async function measurePageJavaScript(
  baseUrl: string,
  pages: PageTarget[],
): Promise<PageJavaScript[] | undefined> {
  if (!fs.existsSync(CHROMIUM)) return undefined;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results: PageJavaScript[] = [];
  try {
    for (const target of pages) {
      const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      if (target.login) {
        const response = await page.request.post(`${baseUrl}/api/sys/teacherLogin`, {
          data: target.login,
          headers: { 'login-type': '0' },
        });
        const token = ((await response.json()) as { data: { token: string } }).data.token;
        await context.addCookies([{ name: 'token', value: token, url: baseUrl }]);
      }
      const scripts = new Map<string, Promise<number>>();
      const sizeOf = async (response: Response) => zlib.gzipSync(await response.body(), { level: 9 }).length;
      const record = (response: Response) => {
        const { pathname } = new URL(response.url());
        if (response.request().resourceType() === 'script' && !scripts.has(pathname)) {
          scripts.set(pathname, sizeOf(response));
        }
      };
      page.on('response', record);
      const address = target.studentToken
        ? `${target.path}${target.path.includes('?') ? '&' : '?'}token=${target.studentToken}`
        : target.path;
      await page.goto(`${baseUrl}${address}`, { waitUntil: 'networkidle' });
      // What the page fetches later (on a tap, a timer) is not part of its first load.
      page.off('response', record);
      const sizes = await Promise.all([...scripts].map(async ([file, size]) => ({ file, bytes: await size })));
      const gzipBytes = sizes.reduce((sum, entry) => sum + entry.bytes, 0);
      results.push({
        name: target.name,
        files: sizes.length,
        gzipKilobytes: kilobytes(gzipBytes),
        largest: sizes
          .sort((left, right) => right.bytes - left.bytes)
          .slice(0, 5)
          .map((entry) => ({ file: entry.file.replace(/^\/assets\//, ''), gzipKilobytes: kilobytes(entry.bytes) })),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
