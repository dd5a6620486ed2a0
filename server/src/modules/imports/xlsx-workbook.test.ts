import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFirstWorksheet, worksheetRows, XlsxReadError } from './xlsx-workbook.ts';

/** Three sheets, with the student sheet not first in the archive's sheet files but first in tab order. */
async function threeSheetWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const students = workbook.addWorksheet('学生档案');
  students.addRow(['姓名', '学号']);
  for (let index = 1; index <= 50; index += 1) students.addRow([`学生${index}`, `S-${index}`]);
  workbook.addWorksheet('说明').addRow(['第二张表不读']);
  workbook.addWorksheet('选项').addRow(['男', '女']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const problemOf = async (content: Buffer, maxInflatedBytes = 1_000_000) =>
  loadFirstWorksheet(content, maxInflatedBytes).then(
    () => 'read',
    (error: unknown) => (error instanceof XlsxReadError ? error.problem : String(error)),
  );

describe('loadFirstWorksheet', () => {
  let content: Buffer;
  beforeAll(async () => {
    content = await threeSheetWorkbook();
  });

  it('reads the first sheet, with row numbers and shared strings resolved', async () => {
    const rows = [...worksheetRows(await loadFirstWorksheet(content, 1_000_000))];
    expect(rows).toHaveLength(51);
    expect(rows[0]).toEqual({ rowNumber: 1, values: ['姓名', '学号'] });
    expect(rows[50]).toEqual({ rowNumber: 51, values: ['学生50', 'S-50'] });
  });

  // The stream reader refused about one such file in four hundred; reading whole never does.
  it('reads the same file the same way every time', async () => {
    const counts = await Promise.all(
      Array.from({ length: 300 }, async () => [...worksheetRows(await loadFirstWorksheet(content, 1_000_000))].length),
    );
    expect(new Set(counts)).toEqual(new Set([51]));
  });

  it('refuses a file that unpacks to more than the limit before opening it', async () => {
    expect(await problemOf(content, 1000)).toBe('too-large');
  });

  it.each([
    ['text', Buffer.from('姓名,学号\n张三,001')],
    ['a workbook cut short', Buffer.alloc(0)],
    ['an empty ZIP archive', Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)])],
  ])('refuses %s as not a workbook', async (_name, bytes) => {
    expect(await problemOf(bytes)).toBe('not-a-workbook');
  });

  it('refuses half a workbook as not a workbook', async () => {
    expect(await problemOf(content.subarray(0, content.length / 2))).toBe('not-a-workbook');
  });
});
