import type { ImportJob } from '@zhihang/contract/imports/import-job.schema';
import { describe, expect, it } from 'vitest';
import { rejectedCounts, rejectedRowsCsv } from './rejectedRows.ts';

const counts = { rows: 3, inserted: 1, updated: 0, unchanged: 0, deleted: 0, skipped: 0, rejected: 2 };
const job = {
  files: [
    {
      file: 'a.csv',
      kind: 'university',
      status: 'imported',
      encoding: 'utf-8',
      counts,
      errors: [
        { file: 'a.csv', row: 2, column: '院校名称', reason: '不能为空' },
        { file: 'a.csv', row: 3, column: '省份', reason: '未知的省份 "火星"' },
      ],
      errorCount: 5,
      warnings: [],
      elapsedMs: 1,
    },
  ],
  summary: null,
} as unknown as ImportJob;

describe('rejected rows', () => {
  it('lists them as CSV with quotes where needed', () => {
    expect(rejectedRowsCsv(job)).toBe(
      '\uFEFF文件,行号,列,原因\r\na.csv,2,院校名称,不能为空\r\na.csv,3,省份,"未知的省份 ""火星"""\r\n',
    );
  });

  it('says how many were rejected and how many the report lists', () => {
    expect(rejectedCounts(job)).toEqual({ rejected: 5, listed: 2 });
  });
});
