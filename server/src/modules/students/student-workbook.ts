import type ExcelJS from 'exceljs';
import { loadFirstWorksheet, worksheetRows, XlsxReadError } from '../imports/xlsx-workbook.ts';

/** One sheet row: its number as Excel shows it (header = 1) and its cells as trimmed text. */
export type SheetRow = { rowNumber: number; cells: string[] };

export type SheetContent = { header: string[]; rows: SheetRow[] };

/** A file that cannot be read as a student sheet; nothing is written. */
export class WorkbookReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkbookReadError';
  }
}

// exceljs is large: load it when a file is read or written, not at start.
const loadExcel = async () => (await import('exceljs')).default;

const NOT_A_WORKBOOK = '文件不是有效的 Excel 工作簿，请使用下载的导入模板（.xlsx）';
const TOO_LARGE = '文件解压后超过 16 MB，不是一份学生名单的大小，请使用下载的导入模板或分批导入';

function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  }
  return '';
}

const isBlank = (cells: string[]) => cells.every((cell) => cell === '');

/**
 * A student sheet of 10,000 rows and the template's columns unpacks to about 9 MB (its XML and
 * shared strings); more is not a class list.
 */
export const INFLATED_MAX_BYTES = 16 * 1024 * 1024;

/**
 * The first worksheet (in tab order) of an XLSX file as text: the first non-blank row is the
 * header, blank rows are skipped, and more than `maxRows` data rows are refused.
 */
export async function readFirstSheet(content: Buffer, maxRows: number): Promise<SheetContent> {
  const tooManyRows = `数据行超过上限 ${maxRows} 行，请分批导入`;
  let sheet;
  try {
    sheet = await loadFirstWorksheet(content, INFLATED_MAX_BYTES);
  } catch (error) {
    if (error instanceof XlsxReadError) {
      throw new WorkbookReadError(error.problem === 'too-large' ? TOO_LARGE : NOT_A_WORKBOOK);
    }
    throw error;
  }
  let header: string[] | undefined;
  const rows: SheetRow[] = [];
  for (const row of worksheetRows(sheet)) {
    const cells = Array.from(row.values, (value) => cellText(value));
    if (isBlank(cells)) continue;
    if (!header) {
      header = cells;
      continue;
    }
    if (rows.length >= maxRows) throw new WorkbookReadError(tooManyRows);
    rows.push({ rowNumber: row.rowNumber, cells });
  }
  if (!header) throw new WorkbookReadError('文件中没有表头，请使用下载的导入模板');
  return { header, rows };
}

/** A column of a written sheet: its header, width and, for the template, a drop-down list. */
export type SheetColumn = { header: string; width: number; required?: boolean; options?: readonly string[] };

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F3FF' } };
const REQUIRED_FONT: Partial<ExcelJS.Font> = { bold: true, color: { argb: 'FFD4380D' } };
const HEADER_FONT: Partial<ExcelJS.Font> = { bold: true, color: { argb: 'FF1F2D3D' } };

/** Rows of the template that get drop-down lists. */
const TEMPLATE_ROWS = 2000;

type DataValidations = { add: (address: string, validation: ExcelJS.DataValidation) => void };

const columnLetter = (index: number) => {
  let letter = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  return letter;
};

function addSheet(workbook: ExcelJS.Workbook, name: string, columns: readonly SheetColumn[]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.required ? `${column.header}*` : column.header,
    width: column.width,
  }));
  const header = sheet.getRow(1);
  header.height = 22;
  columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.fill = HEADER_FILL;
    cell.font = column.required ? REQUIRED_FONT : HEADER_FONT;
    cell.alignment = { vertical: 'middle', horizontal: 'center' };
  });
  return sheet;
}

/** The data sheet with rows as text cells (student numbers and phones stay text). */
export function writeSheet(
  name: string,
  columns: readonly SheetColumn[],
  rows: ReadonlyArray<readonly string[]>,
): Promise<Buffer> {
  return writeSheets([{ name, columns, rows }]);
}

/** A workbook of data sheets in this order; their names must already be Excel's (unique, ≤ 31). */
export async function writeSheets(
  sheets: ReadonlyArray<{ name: string; columns: readonly SheetColumn[]; rows: ReadonlyArray<readonly string[]> }>,
): Promise<Buffer> {
  const excel = await loadExcel();
  const workbook = new excel.Workbook();
  workbook.creator = '志航';
  for (const { name, columns, rows } of sheets) {
    const sheet = addSheet(workbook, name, columns);
    for (const row of rows) sheet.addRow([...row]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The import template: the header (required columns marked *), drop-down lists fed from a
 * hidden sheet of options, and a sheet explaining every column.
 */
export async function writeTemplate(
  name: string,
  columns: readonly SheetColumn[],
  instructions: ReadonlyArray<readonly [string, string]>,
): Promise<Buffer> {
  const excel = await loadExcel();
  const workbook = new excel.Workbook();
  workbook.creator = '志航';
  const sheet = addSheet(workbook, name, columns);
  for (const index of columns.keys()) sheet.getColumn(index + 1).numFmt = '@';

  const options = workbook.addWorksheet('选项', { state: 'veryHidden' });
  const validations = (sheet as unknown as { dataValidations: DataValidations }).dataValidations;
  let listColumn = 0;
  columns.forEach((column, index) => {
    if (!column.options?.length) return;
    listColumn += 1;
    const letter = columnLetter(listColumn - 1);
    options.getCell(`${letter}1`).value = column.header;
    column.options.forEach((option, row) => {
      options.getCell(`${letter}${row + 2}`).value = option;
    });
    const target = columnLetter(index);
    validations.add(`${target}2:${target}${TEMPLATE_ROWS + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`'选项'!$${letter}$2:$${letter}$${column.options.length + 1}`],
      showErrorMessage: false,
    });
  });

  const help = workbook.addWorksheet('填写说明');
  help.columns = [
    { header: '列', width: 16 },
    { header: '填写要求', width: 90 },
  ];
  help.getRow(1).font = HEADER_FONT;
  help.getRow(1).fill = HEADER_FILL;
  for (const line of instructions) help.addRow([...line]);
  help.getColumn(2).alignment = { wrapText: true, vertical: 'top' };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
