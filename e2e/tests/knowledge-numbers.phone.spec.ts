import { expect, test, type Page } from '@playwright/test';
import {
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

/** Opens a university's 就业情况 tab on the phone. */
async function openEmployment(page: Page, id: number, name: string): Promise<void> {
  await page.goto(`/mp-student/universityDetail?universityId=${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.locator('.adm-tabs-tab', { hasText: '就业情况' }).click();
  await expect(page.locator('.adm-tabs-tab-active')).toHaveText('就业情况');
  // The sticky tab bar sits above the tab's first figures, never over them.
  const tabs = await page.locator('.adm-tabs').boundingBox();
  const first = await page.locator('main section, main p').first().boundingBox();
  expect(first!.y).toBeGreaterThanOrEqual(tabs!.y + tabs!.height);
}

const section = (page: Page, title: string) => page.locator('section', { hasText: title });

test('the phone never shows an impossible share on the employment tabs of 20 universities', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const token = await signInByCookie(page.context(), page.request, baseURL!);
  const universities = await sampleUniversities(page.request, token);
  for (const [index, university] of universities.entries()) {
    await openEmployment(page, university.id, university.collegeName);
    if (index === 0) await saveShot(page, 'employment-phone');
    await expect(page.getByText('国内升学率')).toBeVisible();
    await expect(
      section(page, '单位性质')
        .getByText(/^[\d.]+%$/)
        .first(),
    ).toBeVisible();
    expect(impossiblePercentages(await shownText(page)), university.collegeName).toEqual([]);
  }
});

test('the phone leaves impossible figures out and says 暂无数据 where a university has none', async ({
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

  // -5 % and 130 % read 暂无数据; 4.5 % is shown; the bars keep their possible items, labelled.
  await openEmployment(page, odd.id, odd.collegeName);
  await saveShot(page, 'employment-impossible-phone');
  await expect(page.getByText('4.5%', { exact: true })).toBeVisible();
  await expect(page.getByText('暂无数据', { exact: true })).toHaveCount(2);
  const regions = section(page, '毕业去向地区');
  await expect(regions).toContainText('江苏');
  await expect(regions).toContainText('40%');
  await expect(regions).not.toContainText(/北京|上海|浙江/);
  const types = section(page, '单位性质');
  await expect(types).toContainText('国有企业');
  await expect(types).toContainText('民营企业');
  await expect(types).not.toContainText('其他');
  expect(impossiblePercentages(await shownText(page))).toEqual([]);

  // No figures at all: the tab says 暂无数据.
  await openEmployment(page, empty.id, empty.collegeName);
  await saveShot(page, 'employment-missing-phone');
  await expect(page.getByText('暂无数据', { exact: true })).toBeVisible();
  await expect(page.getByText('国内升学率')).toHaveCount(0);
  expect(impossiblePercentages(await shownText(page))).toEqual([]);
});

test("the phone's major employment tab says 暂无数据 for impossible rates and leaves impossible bars out", async ({
  page,
  baseURL,
}) => {
  const token = await signInByCookie(page.context(), page.request, baseURL!);
  const id = await majorIdByName(page.request, token, '会计学');
  await patchMajorDetail(page, id, IMPOSSIBLE_MAJOR_FIGURES);
  await page.goto(`/mp-student/majorDetail?majorId=${id}`);
  await expect(page.getByRole('heading', { name: /会计学/, level: 1 })).toBeVisible();
  await page.locator('.adm-tabs-tab', { hasText: '就业情况' }).click();
  await expect(page.getByText('就业率 暂无数据 · 国内升学 暂无数据 · 出国（境）2.5%')).toBeVisible();
  await expect(section(page, '地区分布')).toContainText('广东');
  await expect(section(page, '地区分布')).not.toContainText('北京');
  await expect(section(page, '行业分布')).toContainText('会计服务');
  await expect(section(page, '行业分布')).not.toContainText('金融');
  await expect(section(page, '岗位分布')).toHaveCount(0);
  await saveShot(page, 'major-employment-impossible-phone');
  expect(impossiblePercentages(await shownText(page))).toEqual([]);
});
