import { expect, test } from '@playwright/test';
import { apiAs, loginButton, loginThroughForm, TEACHER } from './session.ts';

test.describe('login', () => {
  test('shows the validation messages on blur and on submit', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '教师登录' })).toBeVisible();
    await page.getByPlaceholder('请输入账号').fill('   ');
    await page.getByPlaceholder('请输入账号').blur();
    await expect(page.getByText('请检查用户名')).toBeVisible();
    await page.getByPlaceholder('请输入密码').focus();
    await page.getByPlaceholder('请输入密码').blur();
    await expect(page.getByText('请检查密码')).toBeVisible();
    await loginButton(page).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('refuses a wrong password with the server message and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await loginThroughForm(page, TEACHER.account, 'not-the-password');
    await expect(page.getByText('账号或密码不正确')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // The failure ends the loading state. (antd keeps a hidden icon in the accessible name, so
    // the state is read from the button's class, not its name.)
    await expect(page.locator('button.ant-btn-loading')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /登\s*录/ })).toBeEnabled();
  });

  test('a logged-out visit goes to login with redirect, and login returns there with its query', async ({ page }) => {
    await page.goto('/edu/knowledge?tab=majors&from=e2e');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toContain('/edu/knowledge');
    await loginThroughForm(page, `  ${TEACHER.account}  `, TEACHER.password);
    await expect(page).toHaveURL(/\/edu\/knowledge\?tab=majors&from=e2e$/);
  });

  test('lands on a dashboard whose numbers come from the API', async ({ page, request }) => {
    const api = await apiAs(request, TEACHER.account, TEACHER.password);
    const days = await api<number>('/dashboard/countDownDays');
    const sentence = await api<{ content: string }>('/dashboard/dailySentence');

    await page.goto('/login');
    await loginThroughForm(page, TEACHER.account, TEACHER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveTitle('志航示范高级中学管理端');
    await expect(page.getByText(sentence.content)).toBeVisible();
    // Journeys running beside this one add students: the page and the API are read at one moment,
    // again after a reload when a student was added in between.
    const gradeNames = ['一', '二', '三'];
    let attempt = 0;
    await expect(async () => {
      if (attempt++ > 0) await page.reload();
      const students = await api<{
        grades: Array<{ grade: number; number: number }>;
        allNumber: number;
        serviceNumber: number;
      }>('/dashboard/studentNumber');
      for (const grade of students.grades) {
        const row = page.getByText(`高${gradeNames[grade.grade - 1]}学生数量`).locator('..');
        await expect(row).toContainText(String(grade.number), { timeout: 5000 });
      }
      await expect(page.getByText('学生总数').locator('..')).toContainText(String(students.allNumber), {
        timeout: 5000,
      });
      await expect(page.getByText('已服务学生').locator('..')).toContainText(String(students.serviceNumber), {
        timeout: 5000,
      });
    }).toPass({ timeout: 45_000 });
    const countdown = page.getByText('高考倒计时').locator('..');
    await expect(countdown).toContainText(String(days).split('').join(''));
    for (const card of ['学生管理', '规划指导', '知识库', '学生测评']) {
      await expect(page.getByRole('main').getByText(card, { exact: true }).first()).toBeVisible();
    }
  });

  test('a logged-in visit to /login goes to the dashboard', async ({ page }) => {
    await page.goto('/login');
    await loginThroughForm(page, TEACHER.account, TEACHER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('leaving a page while its base lists still load keeps the session', async ({ page }) => {
    await page.goto('/login');
    await loginThroughForm(page, TEACHER.account, TEACHER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // Every answer now takes a second and a half, so the next page's base lists are still open
    // when the teacher moves on: the browser fails them as it leaves the page, which is not the
    // server refusing the session.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 1500,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const baseListAsked = page.waitForRequest('**/api/bdjob/jobTree', { timeout: 30_000 });
    await page.goto('/edu/knowledge');
    await baseListAsked;
    await page.goto('/edu/studentManage');
    await expect(page).toHaveURL(/\/edu\/studentManage$/);
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('学生总数')).toBeVisible();
  });
});
