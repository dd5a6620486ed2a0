import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { TEACHER } from './session.ts';

/** How many universities the number journeys open on each device. */
export const SAMPLE_SIZE = 20;

/** Signs the teacher in through the API and puts the token where the console and the phone read it. */
export async function signInByCookie(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const login = await request.post('/api/sys/teacherLogin', {
    data: { account: TEACHER.account, password: TEACHER.password },
    headers: { 'login-type': '0' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await context.addCookies([{ name: 'token', value: token, url: baseURL }]);
  return token;
}

/** Every university by id, and `SAMPLE_SIZE` of them spread evenly over that order: the same ones on every run. */
export async function sampleUniversities(
  request: APIRequestContext,
  token: string,
): Promise<Array<{ id: number; collegeName: string }>> {
  const response = await request.post('/api/bduniversityyif/list', {
    data: { page: 1, limit: 500 },
    headers: { token, 'login-type': '0' },
  });
  const body = (await response.json()) as { code: number; data: { list: Array<{ id: number; collegeName: string }> } };
  expect(body.code).toBe(0);
  const all = [...body.data.list].sort((left, right) => left.id - right.id);
  expect(all.length).toBeGreaterThanOrEqual(SAMPLE_SIZE);
  return Array.from({ length: SAMPLE_SIZE }, (_, index) => all[Math.floor((index * all.length) / SAMPLE_SIZE)]!);
}

/** The percentages in a text that no share can be: below 0 or above 100. */
export function impossiblePercentages(text: string): string[] {
  return [...text.matchAll(/[-−]?\d+(?:\.\d+)? ?[%％]/g)]
    .map((match) => match[0])
    .filter((found) => {
      const value = Number(found.replace(/[%％\s]/g, '').replace('−', '-'));
      return !Number.isFinite(value) || value < 0 || value > 100;
    });
}

/** The accessible names of the charts and bars on the page (canvas text is not in the page text), joined. */
export async function chartLabels(page: Page): Promise<string> {
  const labels = await page
    .locator('[role="img"][aria-label]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
  return labels.join('\n');
}

/** What the page shows as text: its visible text and the accessible names of its charts and bars. */
export async function shownText(page: Page): Promise<string> {
  return `${await page.locator('body').innerText()}\n${await chartLabels(page)}`;
}

type DetailPatch = Record<string, unknown>;

/** Figures a university may hold in a database that no page may draw as they are. */
export const IMPOSSIBLE_FIGURES: DetailPatch = {
  job: -5,
  postgraduate: 130,
  abroad: 4.5,
  graduate_attr: JSON.stringify({ 国有企业: 60, 民营企业: 47, 其他: -7 }),
  graduate_province: JSON.stringify([
    { area: '北京', rate: 130 },
    { area: '江苏', rate: 40 },
    { area: '上海', rate: 'abc' },
    { area: '浙江', rate: null },
  ]),
};

/** A university with no employment figures at all. */
export const MISSING_FIGURES: DetailPatch = {
  job: null,
  postgraduate: null,
  abroad: null,
  graduate_attr: '',
  graduate_province: '',
  graduated_company: '',
  graduate_company_desc: '',
};

/** Makes the detail of one university answer with `patch` over what the server holds. */
export async function patchUniversityDetail(page: Page, id: number, patch: DetailPatch): Promise<void> {
  await page.route(`**/api/bduniversityyif/getUniversityDetail/${id}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Array<Record<string, unknown>> };
    body.data = body.data.map((university) => ({ ...university, ...patch }));
    await route.fulfill({ response, json: body });
  });
}

/**
 * When KNOWLEDGE_SHOTS_DIR is set, saves a screenshot there (to look at the tabs as drawn): the
 * whole console page, and the phone's screen as the student sees it under its sticky tab bar.
 */
export async function saveShot(page: Page, name: string): Promise<void> {
  const directory = process.env.KNOWLEDGE_SHOTS_DIR;
  if (!directory) return;
  fs.mkdirSync(directory, { recursive: true });
  await page.waitForTimeout(1200);
  const fullPage = (page.viewportSize()?.width ?? 0) > 800;
  await page.screenshot({ path: path.join(directory, `${name}.png`), fullPage });
}

/** The id of a 本科 major found by its exact name. */
export async function majorIdByName(request: APIRequestContext, token: string, name: string): Promise<number> {
  const response = await request.post('/api/bdmajoryif/list', {
    data: { page: 1, limit: 20, level: 1, name },
    headers: { token, 'login-type': '0' },
  });
  const body = (await response.json()) as {
    code: number;
    data: { list: Array<{ majorId: number; majorName: string; majorLevel: number }> };
  };
  expect(body.code).toBe(0);
  const major = body.data.list.find((item) => item.majorName === name && item.majorLevel === 3);
  expect(major, name).toBeDefined();
  return major!.majorId;
}

/** A major's employment figures as a database might hold them: two impossible rates, bad chart items. */
export const IMPOSSIBLE_MAJOR_FIGURES: DetailPatch = {
  employment: JSON.stringify([-3, 130, 2.5]),
  jobCity: JSON.stringify([
    { area: '广东', rate: 62.5 },
    { area: '北京', rate: -12 },
  ]),
  jobIndustry: JSON.stringify([
    { name: '金融', rate: 'NaN' },
    { name: '会计服务', rate: 70 },
  ]),
  jobPost: JSON.stringify([{ name: '会计', rate: 180 }]),
};

/** Makes the detail of one major answer with `patch` over what the server holds. */
export async function patchMajorDetail(page: Page, id: number, patch: DetailPatch): Promise<void> {
  await page.route(`**/api/bdmajoryif/getMajorDetail/${id}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Array<Record<string, unknown>> };
    body.data = body.data.map((major) => ({ ...major, ...patch }));
    await route.fulfill({ response, json: body });
  });
}
