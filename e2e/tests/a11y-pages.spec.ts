import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { majorIdByName } from './knowledge-numbers.ts';
import { loginThroughForm, TEACHER } from './session.ts';

/**
 * axe-core's WCAG 2.1 A/AA rules on every page of the console (1440×900) and on the student pages
 * (390×844), theme colours included: no serious or critical violation anywhere. The console's
 * pages come from the menu tree the server grants, so pages added later are checked too.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const PLATFORM_ADMIN = { account: 'admin', password: 'admin123' };

type MenuNode = { name: string; url: string; type: number; hidden: number; children: MenuNode[] };

/** Serious and critical violations of the whole page, as "rule: target" lines for a readable failure. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`.trim()),
    );
}

/** Waits until the page has stopped loading: no request in flight, no spinner or skeleton left. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, .adm-skeleton')).toHaveCount(0, {
    timeout: 20_000,
  });
  // Entry animations (cards, tabs) end before colours are measured.
  await page.waitForTimeout(400);
}

async function tokenOf(request: APIRequestContext, account: string, password: string): Promise<string> {
  const login = await request.post('/api/sys/teacherLogin', {
    data: { account, password },
    headers: { 'login-type': '0' },
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** The console pages a role is granted: the menu entries with an address of their own. */
async function menuPages(request: APIRequestContext, token: string): Promise<Array<{ name: string; url: string }>> {
  const response = await request.post('/api/sys/menu/loginMenuTree', { headers: { token, 'login-type': '0' } });
  const tree = ((await response.json()) as { data: MenuNode[] }).data;
  const pages: Array<{ name: string; url: string }> = [];
  const walk = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      if (node.type === 1 && node.url.startsWith('/') && !node.hidden) pages.push({ name: node.name, url: node.url });
      walk(node.children ?? []);
    }
  };
  walk(tree);
  return pages;
}

async function firstJobId(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.post('/api/bdjob/list', {
    data: { page: 1, limit: 10, name: '软件' },
    headers: { token, 'login-type': '0' },
  });
  return ((await response.json()) as { data: { list: Array<{ id: number }> } }).data.list[0]!.id;
}

/** Opens each address in a signed-in console and collects what axe finds, page by page. */
async function checkConsole(browser: Browser, account: string, password: string, urls: string[]): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/login');
  await settled(page);
  const found = (await seriousViolations(page)).map((line) => `/login · ${line}`);
  await loginThroughForm(page, account, password);
  await expect(page).toHaveURL(/\/dashboard/);
  for (const url of urls) {
    await page.goto(url);
    await settled(page);
    found.push(...(await seriousViolations(page)).map((line) => `${url} · ${line}`));
  }
  await context.close();
  return found;
}

test('every console page a teacher opens has no serious or critical accessibility violation', async ({
  browser,
  request,
}) => {
  const token = await tokenOf(request, TEACHER.account, TEACHER.password);
  const pages = (await menuPages(request, token)).map((entry) => entry.url);
  const majorId = await majorIdByName(request, token, '会计学');
  const jobId = await firstJobId(request, token);
  const urls = [
    ...pages,
    '/edu/knowledge?tab=majors',
    '/edu/knowledge?tab=jobs',
    '/edu/universityDetail?universityId=6',
    `/edu/majorDetail?majorId=${majorId}`,
    `/edu/jobDetail?jobId=${jobId}`,
  ];
  expect(urls).toContain('/edu/knowledge');
  expect(await checkConsole(browser, TEACHER.account, TEACHER.password, urls)).toEqual([]);
});

test('the pages only administrators open have no serious or critical accessibility violation', async ({
  browser,
  request,
}) => {
  const teacherPages = new Set(
    (await menuPages(request, await tokenOf(request, TEACHER.account, TEACHER.password))).map((entry) => entry.url),
  );
  const adminToken = await tokenOf(request, PLATFORM_ADMIN.account, PLATFORM_ADMIN.password);
  const urls = (await menuPages(request, adminToken)).map((entry) => entry.url).filter((url) => !teacherPages.has(url));
  expect(await checkConsole(browser, PLATFORM_ADMIN.account, PLATFORM_ADMIN.password, urls)).toEqual([]);
});

test('the student pages have no serious or critical accessibility violation', async ({ browser, request }) => {
  const token = await tokenOf(request, TEACHER.account, TEACHER.password);
  const majorId = await majorIdByName(request, token, '会计学');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN', hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(`/mp-student/university?token=${token}`);
  await expect(phone).toHaveURL(/\/mp-student\/university$/);
  const found: string[] = [];
  for (const url of [
    '/mp-student/university',
    '/mp-student/major',
    '/mp-student/job',
    '/mp-student/universityDetail?universityId=6',
    `/mp-student/majorDetail?majorId=${majorId}`,
  ]) {
    await phone.goto(url);
    await settled(phone);
    found.push(...(await seriousViolations(phone)).map((line) => `${url} · ${line}`));
  }
  await context.close();
  expect(found).toEqual([]);
});
