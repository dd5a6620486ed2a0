import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiAs, loginThroughForm, TEACHER } from './session.ts';

const UNIVERSITY = { name: '新疆大学', code: '10755', type: '综合' };
const VISIBLE_TEXT = '新疆大学简介：这段文字应当正常显示。';
const PAYLOAD = [
  `<p>${VISIBLE_TEXT}</p>`,
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '<p>第二段介绍。</p>',
].join('');

/** The demo server's data folder (set by the Playwright config for the whole run). */
const DATA_DIR = process.env.E2E_DATA_DIR;

/** Imports the payload as the university's introduction with the command-line importer. */
function importIntroduction(): void {
  if (!DATA_DIR) throw new Error('E2E_DATA_DIR is not set');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-xss-'));
  const file = path.join(dir, 'university-xss.json');
  fs.writeFileSync(
    file,
    JSON.stringify([{ name: UNIVERSITY.name, college_code: UNIVERSITY.code, type: UNIVERSITY.type, intro: PAYLOAD }]),
  );
  execFileSync('npm', ['run', 'data:import', '--', file, '--kind', 'university-feature'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, DATA_DIR, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
  fs.rmSync(dir, { recursive: true, force: true });
}

test('an imported introduction with script and event-handler HTML shows its text and runs nothing', async ({
  page,
  request,
}) => {
  importIntroduction();
  const api = await apiAs(request, TEACHER.account, TEACHER.password);
  const found = await api<{ list: Array<{ id: number; collegeName: string }> }>('/bduniversityyif/list', {
    page: 1,
    limit: 5,
    collegeName: UNIVERSITY.name,
  });
  const university = found.list.find((item) => item.collegeName === UNIVERSITY.name);
  expect(university).toBeDefined();
  const [detail] = await api<Array<{ college_introduce: string }>>(
    `/bduniversityyif/getUniversityDetail/${university?.id}`,
  );
  expect(detail?.college_introduce).toBe(PAYLOAD);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/login');
  await loginThroughForm(page, TEACHER.account, TEACHER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/edu/universityDetail?universityId=${university?.id}`);

  const intro = page.getByTestId('university-intro');
  await expect(intro.getByText(VISIBLE_TEXT)).toBeVisible();
  await expect(intro.getByText('第二段介绍。')).toBeVisible();
  await expect(intro.locator('script')).toHaveCount(0);
  await expect(intro.locator('[onerror]')).toHaveCount(0);
  // Give a broken image time to fire its error event.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('the Content-Security-Policy blocks a script that slipped past the escaping, and the pages need no exception', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.goto('/login');
  await loginThroughForm(page, TEACHER.account, TEACHER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The knowledge pages load antd's tables and tabs, the student pages antd-mobile.
  for (const url of ['/edu/knowledge', '/mp-student/university']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).not.toBeEmpty();
  }
  expect(violations).toEqual([]);

  // A missed escape: markup with a handler and a script written straight into the page.
  await page.evaluate(() => {
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="/missing.png" onerror="window.__xss=1">';
    document.body.append(holder);
    const script = document.createElement('script');
    script.textContent = 'window.__xss = 2';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBe(2);
  expect(violations.join('\n')).toMatch(/inline script/);
  expect(violations.join('\n')).toMatch(/inline event handler/);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
});
