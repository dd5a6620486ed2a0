import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs, loginThroughForm, TEACHER } from './session.ts';

/**
 * 数据体检: an administrator imports a 广东 一分一段 file whose 2018 理科 and 文科 tables are
 * printed under each other's names; a teacher sees the correction the import made beside the
 * province's plan book. And the guidance workspace of a student whose province has no plan
 * book says so before the teacher starts a plan.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PLATFORM_ADMIN = { account: 'admin', password: 'admin123' };
const FILE_NAME = 'guangdong_score_tables_2016_2018.csv';

type Finding = { kindLabel: string; actionLabel: string; subject: string; fileName: string | null };
type YearHealth = {
  year: number;
  planBook: { rows: number; tracks: string[]; latest: boolean } | null;
  findings: { total: number; list: Finding[] };
};
type ProvinceHealth = { provinceCode: string; latestPlanYear: number | null; years: YearHealth[] };

/** 理科 has 2.5 times the candidates of 文科 at every score and 4 % more each year. */
const SCORES = Array.from({ length: 151 }, (_, index) => 650 - index);
const GROWTH: Record<number, number> = { 2016: 1, 2017: 1.04, 2018: 1.08 };
const scienceRank = (year: number, score: number) => Math.round(800 * Math.exp(0.02 * (700 - score)) * GROWTH[year]!);
const liberalRank = (year: number, score: number) => Math.round(scienceRank(year, score) / 2.5);

/** The file as a source might publish it: in 2018 the two tables carry each other's names. */
function scoreTablesCsv(): string {
  const lines = ['province,year,subject_type,score,cumulative,source_id'];
  for (const year of [2016, 2017, 2018]) {
    const swapped = year === 2018;
    for (const score of SCORES) {
      lines.push(
        `广东,${year},理科,${score},${swapped ? liberalRank(year, score) : scienceRank(year, score)},e2e/gd@1`,
      );
    }
    for (const score of SCORES) {
      lines.push(
        `广东,${year},文科,${score},${swapped ? scienceRank(year, score) : liberalRank(year, score)},e2e/gd@1`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Uploads the file as the platform administrator and waits for its import to end. */
async function importScoreTables(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/sys/teacherLogin', {
    data: PLATFORM_ADMIN,
    headers: { 'login-type': '0' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { token, 'login-type': '0' };
  const upload = await request.post(`/api/dataImport/upload?fileName=${FILE_NAME}&kind=score-rank`, {
    data: Buffer.from(scoreTablesCsv(), 'utf8'),
    headers: { ...headers, 'content-type': 'application/octet-stream' },
  });
  const started = (await upload.json()) as { code: number; data: { id: string } };
  expect(started.code).toBe(0);
  await expect
    .poll(
      async () => {
        const status = await request.post(`/api/dataImport/status/${started.data.id}`, { headers });
        return ((await status.json()) as { data: { state: string } }).data.state;
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe('finished');
}

async function chooseProvince(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: '省份' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(name, { exact: true }).click();
}

test('a teacher sees, per province, what the import checks corrected beside the plan book', async ({
  page,
  request,
}, testInfo) => {
  await importScoreTables(request);
  const call = await apiAs(request, TEACHER.account, TEACHER.password);
  const { provinces } = await call<{ provinces: ProvinceHealth[] }>('/dataHealth/provinces', {
    provinceCode: '440000',
  });
  const guangdong = provinces[0]!;
  const planYear = guangdong.years.find((entry) => entry.year === guangdong.latestPlanYear)!;
  expect(planYear.planBook?.latest).toBe(true);
  expect(guangdong.years.find((entry) => entry.year === 2018)?.findings.list).toEqual([
    expect.objectContaining({ kindLabel: '科类互换', actionLabel: '已更正', fileName: FILE_NAME }),
  ]);

  await page.goto('/login');
  await loginThroughForm(page, TEACHER.account, TEACHER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('banner').getByText('数据体检', { exact: true }).click();
  await expect(page).toHaveURL(/\/edu\/dataHealth$/);
  await expect(page.getByRole('heading', { name: '数据体检' })).toBeVisible();
  await expect(page.getByText(/导入数据时的自动检查/)).toBeVisible();

  await chooseProvince(page, '广东');
  await expect(page.getByText('广东各年数据')).toBeVisible();
  // The plan book: its rows and tracks, marked as the latest.
  const planRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(planYear.year), exact: true }) });
  await expect(planRow).toContainText(`${planYear.planBook!.rows.toLocaleString('en-US')} 行`);
  await expect(planRow).toContainText('最新');
  await expect(planRow).toContainText(planYear.planBook!.tracks.join('、'));
  // 2018 is served under the corrected names: 理科 holds the larger table.
  const row2018 = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '2018', exact: true }) });
  await expect(row2018).toContainText(`理科 151 行，共 ${scienceRank(2018, 500).toLocaleString('en-US')} 人`);
  await expect(row2018).toContainText('来源：e2e/gd@1');
  await expect(row2018).toContainText('科类互换 1');

  const findings = page.getByRole('region', { name: '2018 年（1 条）' });
  await expect(findings.getByText('科类互换', { exact: true })).toBeVisible();
  await expect(findings.getByText('已更正', { exact: true })).toBeVisible();
  await expect(findings.getByText('广东 2018 年一分一段表（理工、文史）')).toBeVisible();
  await expect(findings.getByText(`文件：${FILE_NAME}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('data-health-desktop.png'), fullPage: true });
});

test('the guidance workspace says at once when the student’s province has no plan book', async ({
  browser,
  request,
}) => {
  const call = await apiAs(request, TEACHER.account, TEACHER.password);
  const seniors = await call<{ list: Array<{ id: number }> }>('/stuArchive/list', { page: 1, limit: 200, grade: 3 });
  // An old demo senior no other journey works with; 浙江 is not among the demo provinces.
  const student = seniors.list.sort((a, b) => a.id - b.id)[12]!;
  const setProvince = (province: string) =>
    call('/stuGuidance/update', {
      stuId: student.id,
      province,
      scoreTotal: 600,
      mainSubject: '0604',
      minorSubject1: '0606',
      minorSubject2: '0607',
    });
  await setProvince('330000');

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`/edu/studentGuidance?stuId=${student.id}`);
  await loginThroughForm(page, TEACHER.account, TEACHER.password);
  await expect(page).toHaveURL(new RegExp(`/edu/studentGuidance\\?stuId=${student.id}`));

  const banner = page.getByRole('alert').filter({ hasText: '无法为该省份制订方案' });
  await expect(banner).toContainText('该省份暂无招生计划数据');
  await expect(banner).toContainText('暂无该省物理类一分一段表');
  await expect(banner).toContainText('暂无该省历年录取数据');

  await page.getByRole('tab', { name: '报考方案' }).click();
  const panel = page.getByRole('tabpanel');
  const create = panel.getByRole('button', { name: /新建方案/ }).first();
  await expect(create).toBeDisabled();
  await expect(panel.getByRole('button', { name: /智能填报/ })).toBeDisabled();
  await create.locator('..').hover();
  await expect(page.getByRole('tooltip')).toContainText('该省份暂无招生计划数据');
  await page.screenshot({ path: test.info().outputPath('guidance-not-ready.png') });

  // 江苏 has a plan book, tables and outcomes in the demo data: nothing stands in the way.
  await setProvince('320000');
  await page.reload();
  await expect(page.getByRole('tab', { name: '报考方案' })).toBeVisible();
  await page.getByRole('tab', { name: '报考方案' }).click();
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('button', { name: /新建方案/ })
      .first(),
  ).toBeEnabled();
  await expect(page.getByRole('alert').filter({ hasText: '无法为该省份制订方案' })).toHaveCount(0);
  await context.close();
});
