import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginThroughForm, TEACHER } from './session.ts';

/** When set, the journey also saves desktop and phone screenshots of every knowledge page there. */
const SHOTS_DIR = process.env.KNOWLEDGE_SHOTS_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-desktop.png`), fullPage: true });
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-phone.png`), fullPage: true });
  if (desktop) await page.setViewportSize(desktop);
  await page.waitForTimeout(200);
}

async function openKnowledge(page: Page): Promise<void> {
  await page.goto('/login');
  await loginThroughForm(page, TEACHER.account, TEACHER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('banner').getByText('知识库', { exact: true }).click();
  await expect(page).toHaveURL(/\/edu\/knowledge$/);
  await expect(page.getByRole('heading', { name: '知识库' })).toBeVisible();
}

const activePane = (page: Page) => page.getByRole('tabpanel').last();
const bodyRows = (scope: Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');

async function columnTexts(table: Locator, column: number): Promise<string[]> {
  return bodyRows(table).locator(`td:nth-child(${column})`).allInnerTexts();
}

/** Chooses the option of a button-style radio group inside `scope` by its exact text. */
async function pick(scope: Locator, name: string): Promise<void> {
  await scope
    .locator('label.ant-radio-button-wrapper')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
}

async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
  return activePane(page);
}

test('a teacher finds a university, reads every tab, filters its scores and moves on to a major and a job', async ({
  page,
}) => {
  test.setTimeout(SHOTS_DIR ? 180_000 : 120_000);
  await openKnowledge(page);
  const count = page.getByTestId('result-count').first();
  await expect(count).toHaveText('共 209 所院校');
  await shoot(page, 'knowledge-universities');

  await page.getByPlaceholder('输入院校名称').fill('航空航天');
  await page.getByPlaceholder('输入院校名称').press('Enter');
  await expect(count).toHaveText(/^共 [1-9] 所院校$/);
  await page.locator('.ant-table-row', { hasText: '北京航空航天大学' }).click();

  await expect(page).toHaveURL(/\/edu\/universityDetail\?universityId=6$/);
  const info = page.getByTestId('university-info');
  await expect(info.getByRole('heading', { name: '北京航空航天大学' })).toBeVisible();
  await expect(info).toContainText('建校年份');
  await expect(info).toContainText('博士点');
  // Demo universities have generated employment figures: the panel says so.
  await expect(info.getByTestId('demo-data')).toHaveText('演示数据');
  await expect(page.getByRole('tab', { name: '院校详情' })).toHaveAttribute('aria-selected', 'true');

  // 院校介绍
  const intro = activePane(page);
  await expect(intro).toContainText('北京航空航天大学');
  await expect(intro.getByText('国家特色专业')).toBeVisible();
  await expect(intro.getByText('开设专业')).toBeVisible();
  await shoot(page, 'university-intro');

  // 专业设置
  const majors = await openTab(page, '专业设置');
  await expect(bodyRows(majors).first()).toBeVisible();
  await expect(majors.getByTestId('demo-data')).toHaveText('演示数据');
  await shoot(page, 'university-majors');

  // 专业排名 and the enrolment dialog of one row
  const ranking = await openTab(page, '专业排名');
  // A major is ranked only where the university enrols it: 北航 enrols 会计学 of the five ranked majors.
  await expect(bodyRows(ranking)).toHaveCount(1);
  await shoot(page, 'university-ranking');
  await bodyRows(ranking).filter({ hasText: '会计学' }).locator('td').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('北京航空航天大学 · 会计学 招生专业');
  await expect(bodyRows(dialog).first()).toContainText('会计学');
  await expect(dialog.getByTestId('demo-data')).toBeVisible();
  await shoot(page, 'university-ranking-dialog');
  await dialog.locator('.ant-modal-close').click();
  await expect(dialog).toBeHidden();

  // 就业情况
  const employment = await openTab(page, '就业情况');
  await expect(employment.locator('canvas').first()).toBeVisible();
  await expect(employment.getByText('毕业去向地区')).toBeVisible();
  await expect(employment.getByText(/^\d+ 人$/).first()).toBeVisible();
  await shoot(page, 'university-employment');

  // 历年分数: the university table by track, the major table by track, batch and year
  const scores = await openTab(page, '历年分数');
  const schoolTable = scores.getByTestId('university-scores');
  await expect(bodyRows(schoolTable)).toHaveCount(3);
  expect(new Set(await columnTexts(schoolTable, 3))).toEqual(new Set(['历史类']));
  await pick(schoolTable, '物理类');
  await expect.poll(async () => new Set(await columnTexts(schoolTable, 3))).toEqual(new Set(['物理类']));
  // Only the tracks the province has lines for: no 文史 / 理工 that could only show 暂无数据.
  await expect(schoolTable.locator('label.ant-radio-button-wrapper')).toHaveText(['历史类', '物理类']);
  // Each line says what it is: the demo world publishes school lines, none derived from groups.
  expect(new Set(await columnTexts(schoolTable, 7))).toEqual(new Set(['院校投档线']));
  await expect(scores.getByTestId('derived-note')).toHaveCount(0);

  const majorTable = scores.getByTestId('major-scores');
  await expect(bodyRows(majorTable).first()).toBeVisible();
  expect(new Set(await columnTexts(majorTable, 1))).toEqual(new Set(['2026']));
  expect(new Set(await columnTexts(majorTable, 3))).toEqual(new Set(['历史类']));
  await shoot(page, 'university-scores');
  await pick(majorTable, '2025');
  await expect.poll(async () => new Set(await columnTexts(majorTable, 1))).toEqual(new Set(['2025']));
  const majorTracks = majorTable
    .locator('label.ant-radio-button-wrapper')
    .filter({ hasText: /^(文史|理工|历史类|物理类|综合)$/ });
  await expect(majorTracks).toHaveText(['历史类', '物理类']);
  await pick(majorTable, '物理类');
  await expect.poll(async () => new Set(await columnTexts(majorTable, 3))).toEqual(new Set(['物理类']));
  await pick(majorTable, '提前本');
  await expect(majorTable.getByText('暂无数据')).toBeVisible();
  await pick(majorTable, '本科批');
  await expect(bodyRows(majorTable).first()).toBeVisible();
  await pick(majorTable, '2027');
  await expect(majorTable.getByText('暂无数据')).toBeVisible();
  // Another province of the university's lines: both tables follow it and open on its defaults.
  const provinces = scores.getByRole('radiogroup', { name: '省份' }).locator('label.ant-radio-button-wrapper');
  await expect(provinces.first()).toHaveText('江苏省');
  expect(await provinces.count()).toBeGreaterThan(1);
  const other = (await provinces.nth(1).innerText()).trim();
  await provinces.nth(1).click();
  await expect(schoolTable).toContainText(`${other}招生`);
  await expect(majorTable).toContainText(`${other}招生`);
  await expect(bodyRows(schoolTable).first()).toBeVisible();

  // Follow a major link from the ranking tab
  const ranks = await openTab(page, '专业排名');
  await bodyRows(ranks).filter({ hasText: '会计学' }).getByRole('link', { name: '查看专业' }).click();
  await expect(page).toHaveURL(/\/edu\/majorDetail\?majorId=\d+$/);
  const major = page.getByTestId('major-detail');
  await expect(major.getByRole('heading', { name: '会计学' })).toBeVisible();
  await expect(major.getByTestId('demo-data').first()).toHaveText('演示数据');
  await expect(major).toContainText('管理学 / 工商管理类');
  await expect(major).toContainText('本科');
  await expect(major).toContainText('120203');
  await expect(major.getByText('本年招生')).toBeVisible();
  await expect(activePane(page)).toContainText('专业是什么');
  await expect(activePane(page).getByRole('img', { name: /男女比例 男 \d/ })).toBeVisible();
  await shoot(page, 'major-overview');
  const majorEmployment = await openTab(page, '就业情况');
  await expect(majorEmployment.locator('canvas').first()).toBeVisible();
  await expect(majorEmployment.getByText('行业分布')).toBeVisible();
  await shoot(page, 'major-employment');
  const majorRanks = await openTab(page, '专业排名');
  await expect(bodyRows(majorRanks).first()).toContainText('会计学');
  await shoot(page, 'major-ranking');

  // Majors and jobs on the knowledge page, back through its tag (kept alive with its search)
  await page.getByRole('tab', { name: '知识库' }).click();
  await expect(page).toHaveURL(/\/edu\/knowledge$/);
  await expect(page.getByPlaceholder('输入院校名称')).toHaveValue('航空航天');
  await page.getByRole('tab', { name: '专业', exact: true }).click();
  await page.getByPlaceholder('输入专业名称').fill('会计');
  await page.getByPlaceholder('输入专业名称').press('Enter');
  await expect(bodyRows(activePane(page)).filter({ hasText: '会计学' }).first()).toBeVisible();
  await shoot(page, 'knowledge-majors');

  await page.getByRole('tab', { name: '职业', exact: true }).click();
  await page.getByPlaceholder('输入职业名称').fill('软件');
  await page.getByPlaceholder('输入职业名称').press('Enter');
  const jobRow = bodyRows(activePane(page)).filter({ hasText: '软件工程师' });
  await expect(jobRow).toBeVisible();
  await shoot(page, 'knowledge-jobs');
  await jobRow.click();
  await expect(page).toHaveURL(/\/edu\/jobDetail\?jobId=\d+$/);
  const job = page.getByTestId('job-detail');
  await expect(job.getByRole('heading', { name: '软件工程师' })).toBeVisible();
  await expect(activePane(page)).toContainText('职业描述');
  await shoot(page, 'job-basic');
  await expect(await openTab(page, '从业资格')).toContainText('知识背景');
  await expect(await openTab(page, '工作前景')).toContainText('行业前景');
});

// Prints the time to a rendered university detail for docs/PERF.md; speed is not asserted in tests.
test('the university detail renders its info panel and introduction, in the app and on a fresh load', async ({
  page,
}) => {
  await openKnowledge(page);
  await page.getByPlaceholder('输入院校名称').fill('北京航空航天大学');
  await page.getByPlaceholder('输入院校名称').press('Enter');
  await expect(page.locator('.ant-table-row', { hasText: '北京航空航天大学' })).toHaveCount(1);

  // In-app: from the click on the row to the info panel and the introduction on screen.
  const inApp = await page.evaluate(async () => {
    const row = document.querySelector<HTMLElement>('.ant-table-row[data-row-key="6"] td');
    const start = performance.now();
    row?.click();
    await new Promise<void>((resolve) => {
      const ready = () =>
        document.querySelector('[data-testid="university-info"] h1') &&
        document.querySelector('[data-testid="university-intro"] p');
      const tick = () => (ready() ? resolve() : requestAnimationFrame(tick));
      tick();
    });
    return performance.now() - start;
  });

  // Full load: a fresh document at the detail address, from navigation start to the same point.
  await page.addInitScript(() => {
    const tick = () => {
      const ready =
        document.querySelector('[data-testid="university-info"] h1') &&
        document.querySelector('[data-testid="university-intro"] p');
      if (ready) (window as unknown as { __detailReadyAt: number }).__detailReadyAt = performance.now();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.goto('/edu/universityDetail?universityId=6');
  await expect(page.getByTestId('university-info').getByRole('heading', { name: '北京航空航天大学' })).toBeVisible();
  const fullLoad = await page.waitForFunction(
    () => (window as unknown as { __detailReadyAt?: number }).__detailReadyAt,
  );
  const fullLoadMs = Number(await fullLoad.jsonValue());
  test.info().annotations.push({ type: 'university detail (in-app, ms)', description: inApp.toFixed(0) });
  test.info().annotations.push({ type: 'university detail (full load, ms)', description: fullLoadMs.toFixed(0) });
  process.stdout.write(`university detail: in-app ${inApp.toFixed(0)} ms, full load ${fullLoadMs.toFixed(0)} ms\n`);
  await expect(page.getByTestId('university-intro')).toBeVisible();
});
