import type ExcelJS from 'exceljs';
import { zipFitsUnpacked, zipInflatedSize } from './zip-inflated-size.ts';

/** Why a file could not be opened as a workbook; each caller words it for its own page. */
export type XlsxProblem = 'not-a-workbook' | 'too-large';

export class XlsxReadError extends Error {
  constructor(
    readonly problem: XlsxProblem,
    detail: string,
  ) {
    super(detail);
    this.name = 'XlsxReadError';
  }
}

/** Every XLSX file is a ZIP archive, which opens with a local file header. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The first worksheet (in tab order) of an XLSX file held in memory.
 *
 * The file is read whole, never as a stream: exceljs's stream reader (through unzipper, which
 * reports the end of an archive as soon as its last record is parsed) now and then drops the
 * entries that follow the sheets, such as the workbook's sheet list, and refuses a valid file at
 * random. Reading whole is bounded by the unpacked size the archive declares, checked first, then
 * by its real size, counted as it unpacks and stopped at the limit, so a small upload that unpacks
 * to gigabytes is refused before it is opened, whatever it declares.
 */
export async function loadFirstWorksheet(content: Buffer, maxInflatedBytes: number): Promise<ExcelJS.Worksheet> {
  if (!content.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE)) {
    throw new XlsxReadError('not-a-workbook', '不是 ZIP 格式');
  }
  const inflated = zipInflatedSize(content);
  if (inflated === null) throw new XlsxReadError('not-a-workbook', '文件不完整');
  if (inflated > maxInflatedBytes) throw new XlsxReadError('too-large', '解压后过大');
  // The declared sizes can lie: unpack once with a bound before exceljs unpacks without one.
  const fits = zipFitsUnpacked(content, maxInflatedBytes);
  if (fits === null) throw new XlsxReadError('not-a-workbook', '文件不完整');
  if (!fits) throw new XlsxReadError('too-large', '解压后过大');
  // exceljs is large: loaded when a workbook is read, not at start.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch (error) {
    throw new XlsxReadError('not-a-workbook', error instanceof Error ? error.message : String(error));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new XlsxReadError('not-a-workbook', '文件中没有工作表');
  return sheet;
}

/** A worksheet's rows in order, each with its number and its cells from column A on (gaps as undefined). */
export function* worksheetRows(
  sheet: ExcelJS.Worksheet,
): Generator<{ rowNumber: number; values: ExcelJS.CellValue[] }> {
  for (let rowNumber = 1; rowNumber <= sheet.rowCount; rowNumber += 1) {
    const values = sheet.getRow(rowNumber).values;
    yield { rowNumber, values: Array.isArray(values) ? Array.from(values.slice(1)) : [] };
  }
}
