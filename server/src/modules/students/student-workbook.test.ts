import { describe, expect, it } from 'vitest';
import { readFirstSheet, WorkbookReadError, writeSheet } from './student-workbook.ts';

const NOT_A_WORKBOOK = '文件不是有效的 Excel 工作簿，请使用下载的导入模板（.xlsx）';

const columns = [
  { header: '姓名', width: 10 },
  { header: '学号', width: 10 },
];

describe('readFirstSheet', () => {
  it('reads the header and the non-blank rows of a written sheet', async () => {
    const content = await writeSheet('学生', columns, [
      ['张三', '001'],
      ['', ''],
      ['李四', '002'],
    ]);
    expect(await readFirstSheet(content, 10)).toEqual({
      header: ['姓名', '学号'],
      rows: [
        { rowNumber: 2, cells: ['张三', '001'] },
        { rowNumber: 4, cells: ['李四', '002'] },
      ],
    });
  });

  it.each([
    ['no bytes', Buffer.alloc(0)],
    ['one byte', Buffer.from([0])],
    ['text', Buffer.from('not a zip file')],
    ['a bare ZIP header', Buffer.from([0x50, 0x4b, 0x03, 0x04])],
    ['an empty ZIP archive', Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)])],
  ])('refuses %s as not a workbook', async (_name, content) => {
    const error = await readFirstSheet(content, 10).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WorkbookReadError);
    expect((error as WorkbookReadError).message).toBe(NOT_A_WORKBOOK);
  });

  it('refuses a workbook cut short', async () => {
    const content = await writeSheet('学生', columns, [['张三', '001']]);
    const error = await readFirstSheet(content.subarray(0, content.length / 2), 10).catch((caught: unknown) => caught);
    expect((error as WorkbookReadError).message).toBe(NOT_A_WORKBOOK);
  });
});
