import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { loginThroughForm, TEACHER } from './session.ts';

/** The committed figures the page must show: the backtest of the model that answers. */
const FIGURES = JSON.parse(
  fs.readFileSync(new URL('../../server/src/modules/admission-engine/backtest-figures.json', import.meta.url), 'utf8'),
) as {
  years: Array<{
    year: number;
    levels: Array<{
      level: string;
      parameters: { spreadScale: number };
      rows: Array<{
        provinceCode: string;
        scores: { engine: { coverage80: number | null; within10: number | null } };
      }>;
    }>;
  }>;
};
const majors2025 = FIGURES.years.find((entry) => entry.year === 2025)!.levels.find((each) => each.level === 'major')!;
const pooledCoverage = majors2025.rows.find((row) => row.provinceCode === '')!.scores.engine.coverage80!;
const pooledWithin10 = majors2025.rows.find((row) => row.provinceCode === '')!.scores.engine.within10!;

test.describe('数据说明', () => {
  test('shows the engine’s reliability diagram and its accuracy beside the baselines, per level', async ({
    page,
  }, testInfo) => {
    await page.goto('/login');
    await loginThroughForm(page, TEACHER.account, TEACHER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('banner').getByText('数据说明', { exact: true }).click();
    await expect(page).toHaveURL(/\/edu\/engineData$/);

    await expect(page.getByRole('heading', { name: '数据说明' })).toBeVisible();
    // First, in a teacher's words: last year's line against ours, and how often 保 rows held.
    await expect(page.getByText(/用 2025 年填报前公布的数据预测当年各单位的最低录取位次/)).toBeVisible();
    const plain = page.getByRole('table').first();
    await expect(plain.getByRole('columnheader', { name: '去年线：准的比例' })).toBeVisible();
    await expect(plain.getByRole('columnheader', { name: '标为“保”的实际录取' })).toBeVisible();
    const pooledRow = plain.getByRole('row', { name: /全部（不含新高考首年）/ });
    await expect(pooledRow).toContainText(`${(pooledWithin10 * 100).toFixed(1)} %`);
    await expect(page.getByText('ECE', { exact: true })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('engine-data-plain.png'), fullPage: true });

    // The developer's figures behind 技术细节.
    await page.getByRole('button', { name: /技术细节/ }).click();
    await expect(page.getByRole('img', { name: /专业概率可靠性图/ })).toBeVisible({ timeout: 30_000 });
    const table = page.getByRole('table').nth(1);
    await expect(table.getByText('全部（不含新高考首年）')).toBeVisible();
    await expect(page.getByText(/目标（2025 年/)).toBeVisible();
    // The figures of the committed backtest: the pooled interval coverage and the fitted spread scale.
    await expect(
      page.getByText(`80 % 区间覆盖：${(pooledCoverage * 100).toFixed(1)} %`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByText(`区间系数 c = ${majors2025.parameters.spreadScale.toFixed(3)}`)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('engine-data-desktop.png'), fullPage: true });

    await page.getByText('专业组', { exact: true }).click();
    await expect(page.getByRole('img', { name: /专业组概率可靠性图/ })).toBeVisible();
    await page.getByText('2024 年', { exact: true }).click();
    await expect(page.getByText(/目标（2024 年/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('engine-data-desktop-group-2024.png') });
  });
});
