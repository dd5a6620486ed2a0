import { expect, test, type Page } from '@playwright/test';
import { TEACHER } from './session.ts';

test.describe.configure({ timeout: 90_000 });

/** Signs in through the API and opens a student page with the token in its address, as a QR link does. */
async function openWithToken(page: Page, path: string): Promise<void> {
  const login = await page.request.post('/api/sys/teacherLogin', {
    data: { account: TEACHER.account, password: TEACHER.password },
    headers: { 'login-type': '0' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await page.goto(`${path}?token=${token}`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

const cards = (page: Page) => page.locator('main:visible a[href*="Detail?"]');
const totalOf = async (page: Page) =>
  Number(
    (
      await page
        .locator('main:visible')
        .getByText(/^共 \d+ 条$/)
        .textContent()
    )?.replace(/\D/g, ''),
  );

/** Taps 查看更多 until every row is shown, checking each step's size; then 查看更多 is no longer offered. */
async function loadAll(page: Page, first: number, step: number): Promise<number> {
  const total = await totalOf(page);
  let shown = Math.min(first, total);
  await expect(cards(page)).toHaveCount(shown);
  while (shown < total) {
    await page.locator('main:visible').getByRole('button', { name: '查看更多' }).click();
    shown = Math.min(shown + step, total);
    await expect(cards(page)).toHaveCount(shown);
  }
  await expect(page.locator('main:visible').getByRole('button', { name: '查看更多' })).toBeHidden();
  return total;
}

/** Opens the card, comes back with the browser, and expects the same scroll and rows. */
async function openAndComeBack(page: Page, index: number, detailPath: RegExp, listPath: RegExp): Promise<void> {
  const count = await cards(page).count();
  const card = cards(page).nth(index);
  // The card goes to the middle of the screen, clear of the sticky search bar and the tab bar:
  // a tap on a covered card would make the browser scroll before it opens.
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.mouse.wheel(0, 40);
  await page.waitForTimeout(300);
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(500);
  await card.click();
  await expect(page).toHaveURL(detailPath);
  await expect(page.locator('.adm-nav-bar')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(listPath);
  await expect(cards(page)).toHaveCount(count);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY);
}

test('university list: search, filter, load more to the end, open a card and come back to the same place', async ({
  page,
}) => {
  await openWithToken(page, '/mp-student/university');
  await expect(page.getByRole('heading', { name: '院校库' })).toBeVisible();
  await expect(cards(page)).toHaveCount(20);

  const search = page.getByPlaceholder('请输入院校名称');
  await search.fill('大学');
  await search.press('Enter');
  await expect(cards(page).first()).toContainText('大学');

  await page.getByRole('button', { name: '筛选' }).click();
  const drawer = page.getByRole('dialog', { name: '筛选院校' });
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())?.width).toBeCloseTo(390 * 0.8, 0);
  for (const group of ['院校层次', '院校类型', '院校性质', '院校省份'])
    await expect(drawer.getByText(group)).toBeVisible();
  const provinces = drawer.locator('fieldset', { hasText: '院校省份' });
  const any = provinces.getByRole('option', { name: '不限' });
  await expect(any).toHaveAttribute('aria-selected', 'true');
  await provinces.getByRole('option', { name: '北京', exact: true }).click();
  // Choosing a province clears 不限.
  await expect(any).toHaveAttribute('aria-selected', 'false');
  await drawer.getByRole('button', { name: '搜索' }).click();
  await expect(drawer).toBeHidden();

  const total = await loadAll(page, 20, 10);
  expect(total).toBeGreaterThan(20);
  for (const text of await cards(page).allTextContents()) expect(text).toContain('北京');
  await page.screenshot({ path: 'test-results/mobile-university-list.png' });

  await openAndComeBack(
    page,
    total - 8,
    /\/mp-student\/universityDetail\?universityId=\d+&iswx=false$/,
    /\/mp-student\/university$/,
  );
  await expect(search).toHaveValue('大学');
  await page.getByRole('button', { name: '筛选' }).click();
  await expect(provinces.getByRole('option', { selected: true })).toHaveText('北京');
});

test('major list: 本科 / 专科, search, category filter, load more, open a major and come back', async ({ page }) => {
  await openWithToken(page, '/mp-student/major');
  await expect(page.getByRole('heading', { name: '专业库' })).toBeVisible();
  await expect(page.locator('main:visible h2').first()).toBeVisible();
  const bachelorFirst = await page.locator('main:visible h2').first().textContent();

  await page.locator('.adm-tabs-tab', { hasText: '专科' }).click();
  await expect(page.locator('main:visible h2').first()).not.toHaveText(bachelorFirst ?? '');
  await page.locator('.adm-tabs-tab', { hasText: '本科' }).click();
  await expect(page.locator('main:visible h2').first()).toHaveText(bachelorFirst ?? '');

  await page.getByRole('button', { name: '筛选' }).click();
  const drawer = page.getByRole('dialog', { name: '筛选专业' });
  await drawer.getByRole('option', { name: '工学' }).click();
  await drawer.getByRole('button', { name: '搜索' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.locator('main:visible h2')).toHaveText([/工学/]);

  const items = page.locator('main:visible h2, main:visible h3, main:visible a[href*="Detail?"]');
  await expect(items).toHaveCount(20);
  // 共 N 条 counts the majors, not the 门类 / 专业类 headings between them.
  const total = await totalOf(page);
  const more = page.locator('main:visible').getByRole('button', { name: '查看更多' });
  while (await more.isVisible()) {
    const before = await items.count();
    await more.click();
    await expect.poll(() => items.count()).toBeGreaterThan(before);
  }
  await expect(cards(page)).toHaveCount(total);
  await expect(cards(page).first()).toContainText(/男女比例 (\d+:\d+|-)/);

  await openAndComeBack(
    page,
    (await cards(page).count()) - 2,
    /\/mp-student\/majorDetail\?majorId=\d+&iswx=false$/,
    /\/mp-student\/major$/,
  );

  const search = page.getByPlaceholder('请输入专业名称');
  await search.fill('计算机');
  await search.press('Enter');
  await expect(cards(page).first()).toContainText('计算机');
  for (const text of await cards(page).allTextContents()) expect(text).toContain('计算机');
  // One major under its two headings: 共 1 条, and nothing more to load.
  await expect(cards(page)).toHaveCount(1);
  await expect(page.locator('main:visible').getByText(/^共 \d+ 条$/)).toHaveText('共 1 条');
  await expect(more).toBeHidden();
});

test('job list: class radios, load more to the end, open a job and come back', async ({ page }) => {
  await openWithToken(page, '/mp-student/job');
  await expect(page.getByRole('heading', { name: '职业库' })).toBeVisible();
  const total = await loadAll(page, 20, 20);
  expect(total).toBeGreaterThan(20);
  await openAndComeBack(page, total - 6, /\/mp-student\/jobDetail\?jobId=\d+&iswx=false$/, /\/mp-student\/job$/);

  await page.getByRole('button', { name: '筛选' }).click();
  const drawer = page.getByRole('dialog', { name: '筛选职业' });
  await expect(drawer.getByText('请先选择职业大类')).toBeVisible();
  await drawer.getByText('专业技术人员').click();
  await drawer.getByText('工程技术人员').click();
  await expect(drawer.locator('.adm-radio-checked', { hasText: '工程技术人员' })).toBeVisible();
  // Another primary class resets the secondary one and lists its own.
  await drawer.getByText('办事人员和有关人员').click();
  await expect(drawer.getByText('工程技术人员')).toBeHidden();
  await drawer.getByText('行政办事人员').click();
  await drawer.getByText('专业技术人员').click();
  await drawer.getByText('工程技术人员').click();
  await drawer.getByRole('button', { name: '搜索' }).click();
  await expect(drawer).toBeHidden();
  await expect(cards(page).first()).toContainText('工程技术人员');
  const engineers = await totalOf(page);
  expect(engineers).toBeLessThan(total);
  await expect(cards(page)).toHaveCount(engineers);

  await page.getByRole('button', { name: '筛选' }).click();
  await drawer.getByRole('button', { name: '重置' }).click();
  await expect(drawer.getByText('请先选择职业大类')).toBeVisible();
  await drawer.getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => totalOf(page)).toBe(total);
});

/** A screenshot once animations (drawer slide-in, tab ink) have settled. */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(450);
  await page.screenshot({ path: `test-results/mobile-${name}.png` });
}

test('detail pages: every tab of a university, a major and a job; iswx hides the back bar', async ({ page }) => {
  await openWithToken(page, '/mp-student/university');
  await shot(page, 'university-list');
  await page.getByRole('button', { name: '筛选' }).click();
  await shot(page, 'university-drawer');
  await page.getByRole('dialog', { name: '筛选院校' }).getByRole('button', { name: '搜索' }).click();

  const search = page.getByPlaceholder('请输入院校名称');
  await search.fill('南京大学');
  await search.press('Enter');
  await cards(page)
    .filter({ has: page.getByRole('heading', { name: '南京大学', exact: true }) })
    .click();
  await expect(page.getByRole('heading', { name: '南京大学', level: 1 })).toBeVisible();
  await expect(page.locator('.adm-nav-bar')).toContainText('院校详情');
  await expect(page.getByText('始建于')).toBeVisible();
  // Demo universities have generated employment figures: the header says so.
  await expect(page.getByTestId('demo-figures')).toHaveText('演示数据');
  await shot(page, 'university-intro');
  const tab = (name: string) => page.locator('.adm-tabs-tab', { hasText: name });

  await tab('院系设置').click();
  await expect(page.getByText('院系设置信息正在整理中，敬请期待。')).toBeVisible();
  await tab('师资力量').click();
  await expect(page.getByText('师资力量信息正在整理中，敬请期待。')).toBeVisible();
  await tab('专业设置').click();
  await expect(page.getByRole('heading', { name: '国家特色专业' })).toBeVisible();
  await shot(page, 'university-majors');
  await tab('专业排名').click();
  await expect(
    page
      .locator('main table, main')
      .getByText(/暂无数据|排名/)
      .first(),
  ).toBeVisible();
  await shot(page, 'university-ranking');
  await tab('就业情况').click();
  await expect(page.getByText('国内升学率')).toBeVisible();
  await expect(page.getByText(/^\d+ 人$/).first()).toBeVisible();
  await shot(page, 'university-employment');

  await tab('历年分数').click();
  const schoolTable = page.getByRole('table', { name: '院校历年分数' });
  const majorTable = page.getByRole('table', { name: '专业历年分数' });
  await expect(schoolTable).toBeVisible();
  await expect(page.getByText('演示数据').first()).toBeVisible();
  await shot(page, 'university-scores');
  const majorSection = page.locator('section', { hasText: '专业历年分数' });
  const before = await majorTable.textContent();
  // An earlier year than the one it opens on shows other lines.
  const yearSelector = majorSection.locator('.adm-selector').nth(2);
  const opened = Number((await yearSelector.locator('.adm-selector-item-active').innerText()).trim());
  await yearSelector.getByRole('option', { name: String(opened - 1), exact: true }).click();
  await expect(majorTable).not.toHaveText(before ?? '');
  // 专科批 has no lines for this university.
  await majorSection.getByRole('option', { name: '专科批' }).click();
  await expect(majorSection.getByText('暂无数据')).toBeVisible();

  // The major list opens a major; inside the messaging app there is no back bar.
  await page.goto('/mp-student/major');
  await shot(page, 'major-list');
  await page.getByRole('button', { name: '筛选' }).click();
  await shot(page, 'major-drawer');
  await page.getByRole('dialog', { name: '筛选专业' }).getByRole('button', { name: '搜索' }).click();
  const majorHref = (await cards(page).first().getAttribute('href')) ?? '';
  await page.goto(majorHref.replace('iswx=false', 'iswx=true'));
  await expect(page.locator('.adm-nav-bar')).toHaveCount(0);
  await expect(page.getByText('是什么')).toBeVisible();
  await expect(page.getByTestId('demo-figures')).toHaveText('演示数据');
  await expect(page.getByRole('img', { name: /^男 [\d.]+% 女 [\d.]+%$/ })).toBeVisible();
  await shot(page, 'major-overview');
  await tab('专业介绍').click();
  await expect(page.locator('main h3').first()).toBeVisible();
  await shot(page, 'major-intro');
  await tab('就业情况').click();
  await expect(page.getByText('行业分布')).toBeVisible();
  await shot(page, 'major-employment');
  await tab('专业排名').click();
  await expect(page.getByText(/暂无数据|排名/).first()).toBeVisible();
  await shot(page, 'major-ranking');

  await page.goto('/mp-student/job');
  await shot(page, 'job-list');
  await page.getByRole('button', { name: '筛选' }).click();
  await page.getByRole('dialog', { name: '筛选职业' }).getByText('专业技术人员').click();
  await shot(page, 'job-drawer');
  await page.getByRole('dialog', { name: '筛选职业' }).getByRole('button', { name: '搜索' }).click();
  await cards(page).first().click();
  await expect(page.getByRole('heading', { name: '职业简介' })).toBeVisible();
  await shot(page, 'job-basic');
  await tab('从业资格').click();
  await expect(page.getByRole('heading', { name: '知识背景' })).toBeVisible();
  await tab('工作前景').click();
  await expect(page.getByRole('heading', { name: '行业前景' })).toBeVisible();
  await shot(page, 'job-prospects');
  // Opened from the list in the app, back returns to it.
  await page.locator('.adm-nav-bar-back').click();
  await expect(page).toHaveURL(/\/mp-student\/job$/);
});

test('without a session the student pages say how to get in, and stay put', async ({ page }) => {
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/mp-student/university');
  await expect(page.getByRole('status')).toHaveText('你还没有登录，请扫描老师的二维码进入。');
  await page.waitForTimeout(500);
  expect(loads).toBe(1);
  // An expired token: the first call answers 401, the session ends, the notice shows.
  await page.goto('/mp-student/job?token=0000000000000000000000000000000000000000000000000000000000000000');
  await expect(page.getByRole('status')).toHaveText('你还没有登录，请扫描老师的二维码进入。');
  await expect(page).toHaveURL(/\/mp-student\/university$/);
});

test('HTML from the knowledge base is sanitised on the phone: a script in college_introduce does not run', async ({
  page,
}) => {
  await page.route('**/api/bduniversityyif/getUniversityDetail/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Array<Record<string, unknown>> };
    const first = body.data[0];
    if (first) {
      first.college_introduce =
        '<p>简介正文</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">链接</a>';
    }
    await route.fulfill({ response, json: body });
  });
  await openWithToken(page, '/mp-student/university');
  await cards(page).first().click();
  await expect(page.getByText('简介正文')).toBeVisible();
  await page.getByText('链接').click();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('main img[onerror], main script')).toHaveCount(0);
});
