import { expect, test } from '@playwright/test';
import { loginThroughForm, TEACHER } from './session.ts';

test('数据说明 on a phone-sized screen: the diagram and the table fit the width', async ({ page }, testInfo) => {
  await page.goto('/login');
  await loginThroughForm(page, TEACHER.account, TEACHER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/edu/engineData');
  await expect(page.getByRole('heading', { name: '数据说明' })).toBeVisible();
  await expect(page.getByRole('table').first().getByText('全部（不含新高考首年）')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('engine-data-phone-plain.png') });
  await page.getByRole('button', { name: /技术细节/ }).click();
  // The diagram's chunk (ECharts) loads after the page.
  await expect(page.getByRole('img', { name: /专业概率可靠性图/ })).toBeVisible({ timeout: 30_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('engine-data-phone.png') });
  await page.getByRole('table').nth(1).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('engine-data-phone-table.png') });
});
