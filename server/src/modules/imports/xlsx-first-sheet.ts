import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';

/** A row of the first worksheet as exceljs reads it: its number (header = 1) and its cell values. */
export type XlsxRow = { rowNumber: number; values: ExcelJS.CellValue[] };

type WorksheetRows = AsyncIterable<ExcelJS.Row>;

/**
 * The rows of an XLSX file's first worksheet, read as a stream.
 *
 * When a file stores its worksheets before the shared strings (Excel and exceljs both do),
 * exceljs copies each worksheet to a temporary file and removes it, and closes its descriptor,
 * only once the reader has been iterated to the end. Stopping at the first sheet, or at a bad
 * row, would leave one file and one descriptor behind per sheet on every import. So when the
 * caller stops, or the first sheet ends, the remaining sheets are passed over without parsing
 * them, which lets exceljs clean up. An archive without a worksheet is an error.
 */
export async function* xlsxFirstSheetRows(input: Readable): AsyncGenerator<XlsxRow> {
  // exceljs is large: loaded when a workbook is read, not at start.
  const { default: excel } = await import('exceljs');
  const reader = new excel.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const sheets = (reader as unknown as AsyncIterable<WorksheetRows>)[Symbol.asyncIterator]();
  try {
    const first = await sheets.next();
    if (first.done) throw new Error('文件中没有工作表');
    for await (const row of first.value) {
      const values = Array.isArray(row.values) ? (row.values.slice(1) as ExcelJS.CellValue[]) : [];
      yield { rowNumber: row.number, values };
    }
  } finally {
    // Not awaited: the caller's return must not wait on the rest of the archive.
    void passOverRemainingSheets(sheets).catch(() => undefined);
  }
}

async function passOverRemainingSheets(sheets: AsyncIterator<WorksheetRows>): Promise<void> {
  for (let next = await sheets.next(); !next.done; next = await sheets.next()) {
    // Starting a sheet's iteration and leaving it at its first row closes its stream: an
    // iteration never started would leave the stream open.
    const rows = next.value[Symbol.asyncIterator]();
    await rows.next();
    await rows.return?.();
  }
}
