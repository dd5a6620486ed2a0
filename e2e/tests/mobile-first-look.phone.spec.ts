import { expect, test } from '@playwright/test';
import { TEACHER } from './session.ts';

test('a student detail page without a valid id says which number is missing and links back to its list', async ({
  page,
}) => {
  const login = await page.request.post('/api/sys/teacherLogin', {
    data: { account: TEACHER.account, password: TEACHER.password },
    headers: { 'login-type': '0' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const detailCalls: string[] = [];
  page.on('request', (request) => {
    if (/Detail\/|bdjob\/info/.test(request.url())) detailCalls.push(request.url());
  });

  await page.goto(`/mp-student/universityDetail?universityId=0&token=${token}`);
  await expect(page.getByTestId('missing-id')).toContainText('缺少院校编号');
  await page.goto('/mp-student/majorDetail?iswx=true');
  await expect(page.getByTestId('missing-id')).toContainText('缺少专业编号');
  await page.goto('/mp-student/jobDetail?jobId=abc');
  const notice = page.getByTestId('missing-id');
  await expect(notice).toContainText('缺少职业编号');
  await notice.getByRole('link', { name: '返回列表' }).click();
  await expect(page).toHaveURL(/\/mp-student\/job$/);
  await expect(page.getByRole('heading', { name: '职业库' })).toBeVisible();
  expect(detailCalls).toEqual([]);
});
