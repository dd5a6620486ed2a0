import type { ImportJob } from '@zhihang/contract/imports/import-job.schema';

function cell(value: string | number): string {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rejected rows an import reported, as CSV (with a BOM so Excel reads the Chinese). */
export function rejectedRowsCsv(job: ImportJob): string {
  const files = job.summary?.files ?? job.files;
  const lines = [['文件', '行号', '列', '原因'].join(',')];
  for (const file of files) {
    for (const error of file.errors)
      lines.push([error.file, error.row, error.column, error.reason].map(cell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Rejected rows in all, and how many of them the report lists (the server caps each file's list). */
export function rejectedCounts(job: ImportJob): { rejected: number; listed: number } {
  const files = job.summary?.files ?? job.files;
  return {
    rejected: files.reduce((sum, file) => sum + file.errorCount, 0),
    listed: files.reduce((sum, file) => sum + file.errors.length, 0),
  };
}
