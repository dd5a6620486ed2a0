import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, loginThroughForm, TEACHER } from './session.ts';

/**
 * The 志愿 workspace journey of issue 10: a teacher guides one demo student from 选科 to a
 * shared, compared, printed plan. The tests share the student and the plans, in order.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

type StudentRow = { id: number; name: string; studentNo: string };
type PlanSummary = { id: number; name: string; rowCount: number };

let student: StudentRow;
let page: Page;

const activeTab = (current: Page) => current.getByRole('tabpanel');
const planRows = (current: Page) => activeTab(current).locator('tr[data-slot]');

async function openTab(current: Page, name: string) {
  await current.getByRole('tab', { name }).click();
  await expect(current.getByRole('tab', { name, selected: true })).toBeVisible();
}

async function chooseOption(current: Page, select: Locator, option: string) {
  await select.click();
  await current.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** Adds the first `count` units of a result page to the open plan. */
async function addUnitsFromPage(current: Page, pageNumber: number, count: number) {
  const panel = activeTab(current);
  const active = panel.locator('.ant-pagination-item-active');
  // The pager shows only the pages near the current one: step there page by page.
  for (;;) {
    const shown = Number(await active.textContent());
    if (shown === pageNumber) break;
    await panel.getByTitle(shown < pageNumber ? '下一页' : '上一页').click();
    await expect(active).toHaveText(String(shown < pageNumber ? shown + 1 : shown - 1));
  }
  for (let added = 0; added < count; added += 1) {
    const before = await panel.getByText('已加入', { exact: true }).count();
    await panel.getByRole('button', { name: '加入方案' }).first().click();
    await expect(panel.getByText('已加入', { exact: true })).toHaveCount(before + 1);
  }
}

async function collegeAt(current: Page, slot: number) {
  return (
    (await planRows(current)
      .nth(slot - 1)
      .locator('td')
      .nth(1)
      .locator('strong')
      .textContent()) ?? ''
  );
}

test.beforeAll(async ({ browser, request }) => {
  const call = await apiAs(request, TEACHER.account, TEACHER.password);
  const seniors = await call<{ list: StudentRow[] }>('/stuArchive/list', { page: 1, limit: 200, grade: 3 });
  // An old demo senior of its own: the newest ones are made or taken by other journeys.
  student = seniors.list.sort((a, b) => a.id - b.id)[20]!;
  // A retried or repeated run starts without the plans an earlier attempt left.
  const left = await call<PlanSummary[]>(`/stuPlan/getListByArchiveUserId/${student.id}`);
  const ours = left.filter((plan) => ['冲刺方案', '稳妥方案'].includes(plan.name)).map((plan) => plan.id);
  if (ours.length > 0) await call('/stuPlan/delete', ours);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  page = await context.newPage();
  await page.goto('/login?redirect=/edu/studentGuidance');
  await loginThroughForm(page, TEACHER.account, TEACHER.password);
  await expect(page).toHaveURL(/\/edu\/studentGuidance/);
});

test.afterAll(async () => {
  await page.context().close();
});

test('a teacher picks a student, sets 选科 and a score and sees the rank interval', async () => {
  await expect(page.getByText('请先选择一位学生，再开始志愿指导。')).toBeVisible();
  const picker = page.getByRole('combobox', { name: '选择学生' });
  await picker.click();
  await picker.fill(student.studentNo);
  await page.locator('.ant-select-dropdown:visible').getByText(student.name).first().click();
  await expect(page).toHaveURL(new RegExp(`stuId=${student.id}`));

  // 学科选择: 物理 + 化学 + 地理, with each combination's coverage of this year's plans.
  await openTab(page, '成绩与位次');
  await chooseOption(page, page.getByRole('combobox', { name: '高考省份' }), '江苏省');
  await page.getByRole('spinbutton', { name: '高考总分' }).fill('560');
  await page.getByRole('button', { name: '保存成绩' }).click();
  await expect(page.getByText('操作成功').last()).toBeVisible();

  await openTab(page, '学科选择');
  const subjects = activeTab(page);
  await subjects.getByRole('radio', { name: '物理' }).check();
  for (const name of ['生物', '政治', '化学', '地理']) {
    const box = subjects.getByRole('checkbox', { name, exact: true });
    if (['化学', '地理'].includes(name)) await box.check();
    else await box.uncheck();
  }
  const save = subjects.getByRole('button', { name: '保存选科' });
  if (await save.isEnabled()) await save.click();
  await expect(subjects.getByText('当前选科：物理 · 化学 · 地理')).toBeVisible();
  await expect(subjects.getByRole('row', { name: /物理 · 化学 · 地理\s+\d+/ })).toBeVisible();

  await openTab(page, '成绩与位次');
  // Demo 江苏 2026 物理类: 560 lies in a merged band, so the rank is an interval.
  await expect(page.getByTestId('rank-interval')).toHaveText(/^第 [\d,]+( – [\d,]+)? 名$/);
  await expect(activeTab(page).getByText('同位分')).toBeVisible();
  await expect(activeTab(page).getByRole('cell', { name: '本科', exact: true })).toBeVisible();
});

test('the teacher creates a plan and adds units across 冲, 稳 and 保', async () => {
  await openTab(page, '报考方案');
  await activeTab(page).getByRole('button', { name: '新建方案' }).first().click();
  await page.getByRole('textbox', { name: '方案名称' }).fill('冲刺方案');
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(activeTab(page).getByText('填报模式：院校专业组')).toBeVisible();

  await openTab(page, '院校专业查询');
  await expect(activeTab(page).getByText(/位次 [\d,]+ – [\d,]+/)).toBeVisible();
  // The results run from the student's 冲 units (page 1) to 稳 and then 保 on the later pages.
  await addUnitsFromPage(page, 1, 5);
  await addUnitsFromPage(page, 3, 4);
});

test('more units from the 稳 and 保 pages fill the plan, which is saved', async () => {
  for (const pageNumber of [5, 7, 9]) await addUnitsFromPage(page, pageNumber, 4);

  await openTab(page, '报考方案');
  await expect(page.getByText('未保存', { exact: true })).toBeVisible();
  const rows = await planRows(page).count();
  expect(rows).toBeGreaterThanOrEqual(18);
  const counts = page.getByTestId('tier-counts');
  await expect(counts).toContainText(/冲 [1-9]/);
  await expect(counts).toContainText(/稳 [1-9]/);
  await expect(counts).toContainText(/保 [1-9]/);
  await page.getByRole('button', { name: '保存方案' }).click();
  await expect(page.getByText('已保存').last()).toBeVisible();
  await expect(page.getByText('未保存', { exact: true })).toHaveCount(0);
});

test('the teacher reorders by drag and by keyboard, and is asked before leaving unsaved', async () => {
  const [first, second, third, fourth, fifth] = await Promise.all([1, 2, 3, 4, 5].map((slot) => collegeAt(page, slot)));
  // The mouse drags the third row by its handle onto the second.
  const handle = (slot: number) => page.getByRole('button', { name: `拖动调整第 ${slot} 志愿的顺序` });
  await handle(3).hover();
  await page.mouse.down();
  const from = (await handle(3).boundingBox())!;
  const onto = (await planRows(page).nth(1).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, onto.y + onto.height / 2, { steps: 8 });
  await expect(planRows(page).nth(1)).toHaveClass(/dropTarget/);
  await page.mouse.up();
  await expect.poll(() => collegeAt(page, 2)).toBe(third);
  await expect.poll(() => collegeAt(page, 3)).toBe(second);
  await expect(page.getByText('未保存', { exact: true })).toBeVisible();

  // The keyboard lifts the fourth row by its handle, moves it one place down and drops it.
  await handle(4).focus();
  await page.keyboard.press('Space');
  await expect(handle(4)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(handle(5)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(handle(5)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => collegeAt(page, 4)).toBe(fifth);
  await expect.poll(() => collegeAt(page, 5)).toBe(fourth);

  // 上移 puts it back the same way.
  const moveUp = page.getByRole('button', { name: '上移 5' });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => collegeAt(page, 4)).toBe(fourth);
  await expect.poll(() => collegeAt(page, 5)).toBe(fifth);
  expect(await collegeAt(page, 1)).toBe(first);

  // Spec §2: leaving with unsaved changes asks first; cancel stays.
  await page.getByRole('link', { name: '知识库' }).first().click();
  await expect(page.getByText('检测到数据还未保存，此时离开会导致数据丢失，是否离开?')).toBeVisible();
  await page.getByRole('button', { name: /取\s*消/ }).click();
  await expect(page).toHaveURL(/studentGuidance/);

  await page.getByRole('button', { name: '保存方案' }).click();
  await expect(page.getByText('未保存', { exact: true })).toHaveCount(0);
});

test('a second plan compares with the first: same, other and missing positions', async () => {
  await activeTab(page).getByRole('button', { name: '新建方案' }).click();
  await page.getByRole('textbox', { name: '方案名称' }).fill('稳妥方案');
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByRole('combobox', { name: '方案名称' })).toBeVisible();
  await expect(activeTab(page).getByText('方案中还没有志愿').first()).toBeVisible();

  await openTab(page, '院校专业查询');
  await addUnitsFromPage(page, 1, 5);
  await addUnitsFromPage(page, 2, 3);
  await openTab(page, '报考方案');
  await page.getByRole('button', { name: '保存方案' }).click();
  await expect(page.getByText('未保存', { exact: true })).toHaveCount(0);

  await openTab(page, '方案对比');
  const panel = activeTab(page);
  await chooseOption(page, panel.getByRole('combobox', { name: '对比方案' }), '冲刺方案');
  await expect(panel.getByTestId('compare-legend')).toContainText('1 · 位置相同');
  for (const status of ['1', '2', '3']) {
    await expect(panel.locator(`[data-status="${status}"]`).first()).toBeVisible();
  }
});

test('the plan is shared, read on a phone with its code, unlocked, edited and republished', async ({ browser }) => {
  await openTab(page, '报考方案');
  await page.getByRole('button', { name: /分\s*享/ }).click();
  const link = (await page.getByTestId('share-link').textContent()) ?? '';
  const code = (await page.getByTestId('share-code').textContent()) ?? '';
  expect(link).toMatch(/\/stu\/enroll\/trace\/report\?shareId=/);
  expect(code).toMatch(/^\w{4,16}$/);
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('已分享并锁定').first()).toBeVisible();

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  await phone.goto(link);
  await phone.getByRole('textbox', { name: '访问码' }).fill('WRONG1');
  await phone.getByRole('button', { name: '查看方案' }).click();
  await expect(phone.getByRole('alert')).toContainText('链接或访问码不正确，请核对老师发来的访问码');
  await phone.getByRole('button', { name: '重新输入访问码' }).click();
  await phone.getByRole('textbox', { name: '访问码' }).fill(code);
  await phone.getByRole('button', { name: '查看方案' }).click();
  const report = phone.getByTestId('plan-report');
  await expect(report.getByRole('heading', { name: '稳妥方案' })).toBeVisible();
  const sharedRows = await report
    .locator('ol > li')
    .filter({ has: phone.locator('ol') })
    .count();
  expect(sharedRows).toBeGreaterThanOrEqual(6);

  await page.getByRole('button', { name: /解\s*锁/ }).click();
  await expect(page.getByText('已分享并锁定')).toHaveCount(0);
  await page.getByRole('button', { name: `移除 ${sharedRows}` }).click();
  await page.getByRole('button', { name: '保存方案' }).click();
  await expect(page.getByText('未保存', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: '重新发布' }).click();
  await expect(page.getByTestId('share-code')).toHaveText(code);
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();

  await phone.reload();
  await phone.getByRole('textbox', { name: '访问码' }).fill(code);
  await phone.getByRole('button', { name: '查看方案' }).click();
  await expect(
    phone
      .getByTestId('plan-report')
      .locator('ol > li')
      .filter({ has: phone.locator('ol') }),
  ).toHaveCount(sharedRows - 1);
  await phone.close();
});

test('the first plan prints as a 志愿确认单 of about one A4 page per 16–20 rows, then is deleted', async ({
  request,
}) => {
  const call = await apiAs(request, TEACHER.account, TEACHER.password);
  const plans = await call<PlanSummary[]>(`/stuPlan/getListByArchiveUserId/${student.id}`);
  const first = plans.find((plan) => plan.name === '冲刺方案')!;
  // The teacher's own session prints it.
  const print = await page.context().newPage();
  await print.goto(`/edu/pdf?planId=${first.id}`);
  const sheet = print.getByTestId('print-sheet');
  await expect(sheet.getByRole('heading', { name: '志愿确认单' })).toBeVisible();
  await expect(sheet).toContainText(student.name);
  await expect(sheet).toContainText('物理、化学、地理');
  for (const text of ['院校代码', '专业组代码', '学生签字：', '家长签字：', '指导教师签字：', '规则检查', '演示数据']) {
    await expect(sheet).toContainText(text);
  }
  await expect(sheet.locator('tbody tr')).toHaveCount(first.rowCount);
  const pdf = (await print.pdf({ format: 'A4', printBackground: true })).toString('latin1');
  const pages = (pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  expect(pages).toBeGreaterThanOrEqual(Math.ceil(first.rowCount / 20));
  expect(pages).toBeLessThanOrEqual(Math.ceil(first.rowCount / 16) + 1);
  await print.close();

  await chooseOption(page, page.getByRole('combobox', { name: '方案名称' }), `冲刺方案（${first.rowCount}）`);
  await page.getByRole('button', { name: '删除方案' }).click();
  await expect(page.getByText('此操作将删除数据, 是否继续?')).toBeVisible();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect
    .poll(async () =>
      (await call<PlanSummary[]>(`/stuPlan/getListByArchiveUserId/${student.id}`)).map((plan) => plan.name),
    )
    .not.toContain('冲刺方案');
});
