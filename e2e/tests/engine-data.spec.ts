import { expect, test } from '@playwright/test';
import { loginThroughForm, TEACHER } from './session.ts';

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
    await expect(page.getByRole('img', { name: /专业概率可靠性图/ })).toBeVisible({ timeout: 30_000 });
    const table = page.getByRole('table');
    await expect(table.getByText('全部（不含新高考首年）')).toBeVisible();
    await expect(page.getByText(/目标（2025 年/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('engine-data-desktop.png'), fullPage: true });

    await page.getByText('专业组', { exact: true }).click();
    await expect(page.getByRole('img', { name: /专业组概率可靠性图/ })).toBeVisible();
    await page.getByText('2024 年', { exact: true }).click();
    await expect(page.getByText(/目标（2024 年/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('engine-data-desktop-group-2024.png') });
  });
});
