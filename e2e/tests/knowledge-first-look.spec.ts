import { expect, test, type Page } from '@playwright/test';
import { loginThroughForm, TEACHER } from './session.ts';

/** API calls the page makes, with their envelope code and message. */
function recordApiCalls(page: Page): Array<{ path: string; code: number; msg: string }> {
  const calls: Array<{ path: string; code: number; msg: string }> = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const body = (await response.json().catch(() => null)) as { code: number; msg: string } | null;
    if (body) calls.push({ path: url.pathname, code: body.code, msg: body.msg });
  });
  return calls;
}

test.describe.configure({ timeout: 90_000 });

test('a detail page opened without a valid id says which number is missing and leads back, asking nothing', async ({
  page,
}) => {
  await page.goto('/login');
  await loginThroughForm(page, TEACHER.account, TEACHER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const calls = recordApiCalls(page);

  for (const [address, message] of [
    ['/edu/universityDetail', '缺少院校编号'],
    ['/edu/majorDetail?majorId=0x10', '缺少专业编号'],
    ['/edu/jobDetail?jobId=-3', '缺少职业编号'],
  ] as const) {
    await page.goto(address);
    const notice = page.getByTestId('missing-id');
    await expect(notice.getByText(message, { exact: true })).toBeVisible();
    await expect(notice.getByRole('button', { name: '返回知识库' })).toBeVisible();
  }
  await page.getByTestId('missing-id').getByRole('button', { name: '返回知识库' }).click();
  await expect(page).toHaveURL(/\/edu\/knowledge$/);
  await expect(page.getByRole('heading', { name: '知识库' })).toBeVisible();

  // No detail call went out, and no parameter error reached the page.
  expect(calls.filter((call) => /Detail|PlanListInfo|getMajorRank|bdjob\/info/.test(call.path))).toEqual([]);
  expect(calls.filter((call) => call.code !== 0)).toEqual([]);
  await expect(page.getByText(/参数错误/)).toHaveCount(0);
});

test('the job list shows classes as headings above their occupations, and counts occupations only', async ({
  page,
}) => {
  await page.goto('/login');
  await loginThroughForm(page, TEACHER.account, TEACHER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/edu/knowledge');
  await page.getByRole('tab', { name: '职业', exact: true }).click();
  await page.getByPlaceholder('输入职业名称').fill('工程师');
  await page.getByPlaceholder('输入职业名称').press('Enter');
  const pane = page.getByRole('tabpanel').last();
  const heading = pane.locator('.ant-table-row td[colspan="3"]', { hasText: '专业技术人员 / 工程技术人员' });
  await expect(heading).toHaveCount(1);
  // A heading is not a link, and no class row (大类 2, 中类 2-02) is listed as an occupation.
  await expect(heading.getByRole('link')).toHaveCount(0);
  await expect(pane.locator('.ant-table-row td:nth-child(2)', { hasText: /^2(-02)?$/ })).toHaveCount(0);
  // Counted once the searched page is drawn: the previous page stays on screen while it loads.
  await expect(async () => {
    const occupations = await pane.locator('.ant-table-row a, .ant-table-row .ant-typography-link').count();
    expect(occupations).toBeGreaterThan(1);
    await expect(page.getByTestId('result-count').last()).toHaveText(`共 ${occupations} 个职业`, { timeout: 1000 });
  }).toPass();
  await heading.click();
  await expect(page).toHaveURL(/\/edu\/knowledge$/);
});
