import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { E2E_ACCOUNTS } from '../global-setup.ts';
import { loginThroughForm } from './session.ts';

const TEACHER = E2E_ACCOUNTS.students;

async function openStudentPage(page: Page): Promise<void> {
  await page.goto('/login');
  await loginThroughForm(page, TEACHER.account, TEACHER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('banner').getByText('学生管理', { exact: true }).click();
  await expect(page).toHaveURL(/\/edu\/studentManage$/);
  await expect(page.getByRole('heading', { name: '学生管理' })).toBeVisible();
}

/**
 * Picks an option of the antd select labelled `label` inside `scope`; searchable selects (long
 * lists such as the provinces) get the option typed first, as the list only renders what fits.
 */
async function choose(page: Page, scope: Locator, label: string, option: string | RegExp, search?: string) {
  const select = scope.getByLabel(label, { exact: true });
  // A click while the previous select's list is still closing can leave this one shut: open it
  // until it says so, then pick from the open list (the newest one when two are still drawn).
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    await expect(select).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass();
  if (search) await select.fill(search);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: option })
    .last()
    .click();
}

const rowOf = (page: Page, name: string) => page.locator('.ant-table-tbody tr', { hasText: name });
// Substring: a button that was loading keeps its (collapsed) loading icon in its name.
const confirmButton = (scope: Locator) => scope.getByRole('button', { name: '确定' });

async function readSheet(file: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push(
      (row.values as ExcelJS.CellValue[])
        .slice(1)
        .map((value) => (value === null || value === undefined ? '' : String(value))),
    );
  });
  return rows;
}

// Whole journeys through many dialogs and selects: a loaded 2-core machine needs about two
// minutes for the first.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.describe('student management', () => {
  test('create, edit, filter and delete students', async ({ page }) => {
    await openStudentPage(page);
    const filters = page.getByRole('form', { name: '查询' });

    await page.getByRole('button', { name: '新增' }).click();
    let dialog = page.getByRole('dialog', { name: '新增学生' });
    await dialog.getByLabel('姓名', { exact: true }).fill('陈思远');
    await dialog.getByRole('radio', { name: '男' }).check();
    await choose(page, dialog, '年级', /^高二/);
    await dialog.getByLabel('学号', { exact: true }).fill('E2E-001');
    await dialog.getByLabel('手机号', { exact: true }).fill('2380013800');
    await dialog.getByLabel('手机号', { exact: true }).blur();
    await expect(dialog.getByText('请输入正确的手机号码')).toBeVisible();
    await dialog.getByLabel('手机号', { exact: true }).fill('13800138000');
    await choose(page, dialog, '高考省份', '广东省', '广东');
    await choose(page, dialog, '首选科目', '物理');
    await choose(page, dialog, '再选科目1', '化学');
    await confirmButton(dialog).click();
    await expect(dialog.getByText('请完整选择首选科目和两门再选科目')).toBeVisible();
    await choose(page, dialog, '再选科目2', '生物');
    await choose(page, dialog, '民族', '汉族');
    await confirmButton(dialog).click();
    await expect(page.getByText('操作成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    const first = rowOf(page, '陈思远');
    await expect(first).toContainText('高二');
    await expect(first).toContainText('物理 + 化学 / 生物');
    await expect(first).toContainText('广东省');
    await expect(first).toContainText('13800138000');

    await page.getByRole('button', { name: '新增' }).click();
    dialog = page.getByRole('dialog', { name: '新增学生' });
    await dialog.getByLabel('姓名', { exact: true }).fill('林一诺');
    await dialog.getByRole('radio', { name: '女' }).check();
    await choose(page, dialog, '年级', /^高一/);
    await dialog.getByLabel('班级', { exact: true }).fill('2班');
    await confirmButton(dialog).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, '林一诺')).toContainText('高一');

    // Edit: the dialog comes back filled in.
    await rowOf(page, '陈思远').getByRole('button', { name: '修改' }).click();
    dialog = page.getByRole('dialog', { name: '修改学生档案' });
    await expect(dialog.getByLabel('学号', { exact: true })).toHaveValue('E2E-001');
    await dialog.getByLabel('班级', { exact: true }).fill('5班');
    await confirmButton(dialog).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, '陈思远')).toContainText('5班');

    // Filters.
    await filters.getByLabel('姓名', { exact: true }).fill('林');
    await filters.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
    await expect(rowOf(page, '林一诺')).toBeVisible();
    await filters.getByRole('button', { name: /重\s*置/ }).click();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2);
    await choose(page, filters, '年级', '高二');
    await choose(page, filters, '首选科目', '物理');
    await filters.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
    await expect(rowOf(page, '陈思远')).toBeVisible();
    await filters.getByRole('button', { name: /重\s*置/ }).click();

    // Delete one, with the spec's confirmation text.
    await rowOf(page, '林一诺').getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '此操作将删除数据, 是否继续?' });
    await expect(confirm).toBeVisible();
    await confirmButton(confirm).click();
    await expect(rowOf(page, '林一诺')).toHaveCount(0);
    await expect(rowOf(page, '陈思远')).toBeVisible();

    // Bulk delete what is left.
    await rowOf(page, '陈思远').getByRole('checkbox').check();
    await page.getByRole('button', { name: '批量删除' }).click();
    await confirmButton(page.getByRole('dialog').filter({ hasText: '此操作将删除数据, 是否继续?' })).click();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(0);
  });

  test('download the template, import it back with a row-level report, export the filtered list', async ({ page }) => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-e2e-xlsx-'));
    await openStudentPage(page);

    const [templateDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载模板' }).click(),
    ]);
    expect(templateDownload.suggestedFilename()).toBe('学生档案导入模板.xlsx');
    const templateFile = path.join(directory, 'template.xlsx');
    await templateDownload.saveAs(templateFile);
    const [header] = await readSheet(templateFile);
    expect(header?.slice(0, 6)).toEqual(['姓名*', '性别*', '年级*', '班级', '学号', '手机号']);

    const fill = async (file: string, rows: string[][]) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(templateFile);
      const sheet = workbook.getWorksheet('学生档案') as ExcelJS.Worksheet;
      for (const row of rows) sheet.addRow(row);
      await workbook.xlsx.writeFile(file);
    };
    const goodRows = [
      ['E2E导入甲', '男', '高三', '1班', 'IMP-E2E-1', '13900000001', '', '广东省', '', '', '物理', '化学', '生物'],
      ['E2E导入乙', '女', '高一', '2班', 'IMP-E2E-2', '13900000002', '', '北京市'],
    ];
    const badFile = path.join(directory, 'bad.xlsx');
    await fill(badFile, [goodRows[0] as string[], ['E2E导入丙', '女', '高一', '2班', '', '12345']]);
    const goodFile = path.join(directory, 'good.xlsx');
    await fill(goodFile, goodRows);

    await page.getByRole('button', { name: '导入' }).click();
    let dialog = page.getByRole('dialog', { name: '导入学生' });
    await dialog.locator('input[type=file]').setInputFiles(badFile);
    dialog = page.getByRole('dialog', { name: '导入错误报告' });
    await expect(dialog.getByText('共 2 行，发现 1 处错误，未导入任何数据')).toBeVisible();
    const errorRow = dialog.locator('.ant-table-tbody tr.ant-table-row');
    await expect(errorRow).toHaveCount(1);
    await expect(errorRow).toContainText('3');
    await expect(errorRow).toContainText('手机号');
    await expect(errorRow).toContainText('请输入正确的手机号码（11 位数字，以 1 开头）');

    await dialog.locator('input[type=file]').setInputFiles(goodFile);
    dialog = page.getByRole('dialog', { name: '导入学生' });
    await expect(dialog.getByText('成功导入 2 名学生')).toBeVisible();
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await expect(rowOf(page, 'E2E导入甲')).toContainText('物理 + 化学 / 生物');
    await expect(rowOf(page, 'E2E导入乙')).toContainText('北京市');

    const filters = page.getByRole('form', { name: '查询' });
    await filters.getByLabel('姓名', { exact: true }).fill('导入甲');
    await filters.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
    const [exportDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出' }).click(),
    ]);
    expect(exportDownload.suggestedFilename()).toMatch(/^学生档案_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const exportFile = path.join(directory, 'export.xlsx');
    await exportDownload.saveAs(exportFile);
    const [exportHeader, ...exported] = await readSheet(exportFile);
    expect(exported.map((row) => row[0])).toEqual(['E2E导入甲']);
    const cell = (column: string) => exported[0]?.[(exportHeader as string[]).indexOf(column)];
    expect(cell('年级')).toBe('高三');
    expect(cell('手机号')).toBe('13900000001');
    expect(cell('高考省份')).toBe('广东省');
    fs.rmSync(directory, { recursive: true, force: true });
  });

  test('opening a student account shows the initial password once', async ({ page }) => {
    await openStudentPage(page);
    await rowOf(page, 'E2E导入乙').getByRole('button', { name: '开通账号' }).click();
    const dialog = page.getByRole('dialog', { name: /学生端账号/ });
    await expect(dialog.getByText('初始密码只显示这一次')).toBeVisible();
    const account = (await dialog.getByTestId('student-account').textContent()) ?? '';
    const password = (await dialog.getByTestId('student-password').textContent()) ?? '';
    expect(account).toMatch(/^xs\d{6,}$/);
    expect(password).toMatch(/^[a-z2-9]{8}$/);
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await expect(rowOf(page, 'E2E导入乙')).toContainText(account);
    await expect(rowOf(page, 'E2E导入乙').getByRole('button', { name: '重置密码' })).toBeVisible();
    const login = await page.request.post('/api/stuAccount/login', { data: { account, password } });
    expect(((await login.json()) as { code: number }).code).toBe(0);
  });
});
