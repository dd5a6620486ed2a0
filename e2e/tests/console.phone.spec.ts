import { expect, test } from '@playwright/test';
import { loginThroughForm, TEACHER } from './session.ts';

test('on a 390×844 phone the teacher logs in to a stacked dashboard with a drawer sidebar', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '教师登录' })).toBeVisible();
  await loginThroughForm(page, TEACHER.account, TEACHER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('高考倒计时')).toBeVisible();
  await expect(page.getByText('高一学生数量')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/phone-dashboard.png', fullPage: true });
});
