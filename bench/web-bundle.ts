import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { repositoryRoot } from './server-process.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Gzip size of the JavaScript a page loads, computed from the built files it requested. */
export async function measurePageJavaScript(
  baseUrl: string,
  pages: Array<{ name: string; path: string; login?: { account: string; password: string } }>,
): Promise<Array<{ name: string; files: number; gzipKilobytes: number }> | undefined> {
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
  const results = [];
  try {
    for (const target of pages) {
      const context = await browser.newContext({ locale: 'zh-CN' });
      const page = await context.newPage();
      if (target.login) {
        const response = await page.request.post(`${baseUrl}/api/sys/teacherLogin`, {
          data: target.login,
          headers: { 'login-type': '0' },
        });
        const token = ((await response.json()) as { data: { token: string } }).data.token;
        await context.addCookies([{ name: 'token', value: token, url: baseUrl }]);
      }
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'networkidle' });
      let gzipBytes = 0;
      for (const script of scripts) {
        const file = path.join(repositoryRoot, 'web/dist', script);
        if (fs.existsSync(file)) gzipBytes += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
      }
      results.push({ name: target.name, files: scripts.size, gzipKilobytes: Math.round(gzipBytes / 102.4) / 10 });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
