import { expect, test, type Page } from '@playwright/test';
import {
  chartLabels,
  impossiblePercentages,
  IMPOSSIBLE_FIGURES,
  IMPOSSIBLE_MAJOR_FIGURES,
  majorIdByName,
  MISSING_FIGURES,
  patchMajorDetail,
  patchUniversityDetail,
  saveShot,
  sampleUniversities,
  shownText,
  signInByCookie,
} from './knowledge-numbers.ts';

const GAUGES = ['job', 'postgraduate', 'abroad'] as const;

/** Opens a university's 就业情况 tab on the console and waits until its gauges are drawn or say 暂无数据. */
async function openEmployment(page: Page, id: number, name: string): Promise<void> {
  await page.goto(`/edu/universityDetail?universityId=${id}`);
  await expect(page.getByTestId('university-info').getByRole('heading', { name })).toBeVisible();
  const tab = page.getByRole('tab', { name: '就业情况', exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  for (const gauge of GAUGES) {
    await expect(page.getByTestId(`gauge-${gauge}`).locator('[role="img"], :text("暂无数据")').first()).toBeVisible();
  }
}

test('the console never shows an impossible share on the employment tabs of 20 universities', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const token = await signInByCookie(page.context(), page.request, baseURL!);
  const universities = await sampleUniversities(page.request, token);
  for (const [index, university] of universities.entries()) {
    await openEmployment(page, university.id, university.collegeName);
    if (index === 0) await saveShot(page, 'employment-desktop');
    const text = await shownText(page);
    expect(impossiblePercentages(text), university.collegeName).toEqual([]);
    // The gauges and the two charts name their shares, so the check above reads every drawn number.
    await expect(page.getByTestId('gauge-job').getByRole('img')).toHaveAttribute('aria-label', /^就业率 [\d.]+%$/);
    expect(await chartLabels(page)).toMatch(/就业单位类型：\S+ [\d.]+%/);
  }
});

test('the console leaves impossible figures out and says 暂无数据 where a university has none', async ({
  page,
  baseURL,
}) => {
  const token = await signInByCookie(page.context(), page.request, baseURL!);
  const [odd, empty] = (await sampleUniversities(page.request, token)).slice(0, 2) as [
    { id: number; collegeName: string },
    { id: number; collegeName: string },
  ];
  await patchUniversityDetail(page, odd.id, IMPOSSIBLE_FIGURES);
  await patchUniversityDetail(page, empty.id, MISSING_FIGURES);

  // -5 % and 130 % read 暂无数据; 4.5 % is drawn; the charts keep their possible items, labelled.
  await openEmployment(page, odd.id, odd.collegeName);
  await saveShot(page, 'employment-impossible-desktop');
  expect(impossiblePercentages(await shownText(page))).toEqual([]);
  await expect(page.getByTestId('gauge-job')).toContainText('暂无数据');
  await expect(page.getByTestId('gauge-postgraduate')).toContainText('暂无数据');
  await expect(page.getByTestId('gauge-abroad').getByRole('img')).toHaveAttribute('aria-label', '出国率 4.5%');
  const labels = await chartLabels(page);
  expect(labels).toContain('毕业去向地区：江苏 40%');
  expect(labels).toContain('就业单位类型：国有企业 60%，民营企业 47%');
  expect(labels).not.toMatch(/北京|上海|浙江|其他/);

  // No figures at all: every gauge and chart says 暂无数据.
  await openEmployment(page, empty.id, empty.collegeName);
  await saveShot(page, 'employment-missing-desktop');
  for (const gauge of GAUGES) await expect(page.getByTestId(`gauge-${gauge}`)).toContainText('暂无数据');
  const pane = page.getByRole('tabpanel').last();
  await expect(pane.locator('.ant-card', { hasText: '毕业去向地区' })).toContainText('暂无数据');
  await expect(pane.locator('.ant-card', { hasText: '就业单位类型' })).toContainText('暂无数据');
  await expect(pane.locator('.ant-card', { hasText: '主要就业单位' })).toContainText('暂无数据');
  expect(impossiblePercentages(await shownText(page))).toEqual([]);
});

test("the console's major employment tab says 暂无数据 for impossible rates and leaves impossible bars out", async ({
  page,
  baseURL,
}) => {
  const token = await signInByCookie(page.context(), page.request, baseURL!);
  const id = await majorIdByName(page.request, token, '会计学');
  await patchMajorDetail(page, id, IMPOSSIBLE_MAJOR_FIGURES);
  await page.goto(`/edu/majorDetail?majorId=${id}`);
  const tab = page.getByRole('tab', { name: '就业情况', exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const pane = page.getByRole('tabpanel').last();
  const outlook = pane.locator('.ant-card', { hasText: '就业前景' });
  await expect(outlook.getByText('暂无数据')).toHaveCount(2);
  await expect(outlook.getByText('2.5%', { exact: true })).toBeVisible();
  await expect(pane.locator('.ant-card', { hasText: '岗位分布' })).toContainText('暂无数据');
  await expect(pane.getByRole('img', { name: '地区分布：广东 62.5%' })).toBeVisible();
  await expect(pane.getByRole('img', { name: '行业分布：会计服务 70%' })).toBeVisible();
  await saveShot(page, 'major-employment-impossible-desktop');
  expect(impossiblePercentages(await shownText(page))).toEqual([]);
});
