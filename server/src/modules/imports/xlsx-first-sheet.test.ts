import fs from 'node:fs';
import os from 'node:os';
import { Readable } from 'node:stream';
import { setTimeout as wait } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { xlsxFirstSheetRows } from './xlsx-first-sheet.ts';

/** Three sheets; exceljs stores them before the shared strings, as Excel does. */
async function threeSheetWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const students = workbook.addWorksheet('学生档案');
  students.addRow(['姓名', '学号']);
  for (let index = 1; index <= 50; index += 1) students.addRow([`学生${index}`, `S-${index}`]);
  workbook.addWorksheet('说明').addRow(['第二张表不读']);
  workbook.addWorksheet('选项').addRow(['男', '女']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** exceljs's temporary copies of this process's sheets, and this process's open descriptors. */
const leftovers = () => ({
  temporaryFiles: fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`)).length,
  descriptors: fs.existsSync('/proc/self/fd') ? fs.readdirSync('/proc/self/fd').length : 0,
});

// The reader passes over the remaining sheets after returning: give it a moment.
const settled = async () => {
  await wait(100);
  return leftovers();
};

describe('xlsxFirstSheetRows', () => {
  let content: Buffer;
  beforeAll(async () => {
    content = await threeSheetWorkbook();
    // The case this reader exists for: worksheets before the shared strings in the archive.
    const text = content.toString('latin1');
    expect(text.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(text.indexOf('xl/sharedStrings.xml'));
  });

  it('reads only the first sheet, with row numbers and shared strings resolved', async () => {
    const rows = [];
    for await (const row of xlsxFirstSheetRows(Readable.from([content]))) rows.push(row);
    expect(rows).toHaveLength(51);
    expect(rows[0]).toEqual({ rowNumber: 1, values: ['姓名', '学号'] });
    expect(rows[50]).toEqual({ rowNumber: 51, values: ['学生50', 'S-50'] });
  });

  it('leaves no temporary file or open descriptor behind, read to the end or left early', async () => {
    const before = await settled();
    for (let round = 0; round < 5; round += 1) {
      for await (const _row of xlsxFirstSheetRows(Readable.from([content]))) void _row;
      for await (const row of xlsxFirstSheetRows(Readable.from([content]))) if (row.rowNumber === 3) break;
    }
    expect(await settled()).toEqual(before);
  });

  it('refuses an archive without a worksheet', async () => {
    const rows = xlsxFirstSheetRows(Readable.from([Buffer.from('PK\u0005\u0006' + '\0'.repeat(18), 'latin1')]));
    await expect(rows.next()).rejects.toThrow();
  });
});
