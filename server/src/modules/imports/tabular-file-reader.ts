import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type ExcelJS from 'exceljs';
import { CsvRecordTooLongError, CsvTokenizer } from './csv-tokenizer.ts';
import { ImportFileError, NotTabularError } from './import-errors.ts';
import { loadFirstWorksheet, worksheetRows, XlsxReadError } from './xlsx-workbook.ts';
import { createChunkDecoder, detectEncoding, ENCODING_SAMPLE_BYTES, type TextEncodingName } from './text-decoding.ts';

export type TabularFormat = 'csv' | 'csv.gz' | 'xlsx' | 'json';

/** One data row: its 1-based row number in the file (the header is row 1) and its cells as text. */
export type TabularRow = { rowNumber: number; values: string[] };

export type TabularFile = {
  format: TabularFormat;
  encoding: TextEncodingName | null;
  header: string[];
  /** Data rows in batches (one per decoded chunk), so a row costs no await of its own. */
  batches: AsyncIterable<TabularRow[]>;
  /** Bytes of the file consumed so far (compressed bytes for .gz). */
  bytesRead: () => number;
  close: () => void;
};

export type ReaderLimits = {
  /** Refuse files larger than this on disk. */
  maxFileBytes: number;
  /** Refuse .gz files that expand beyond this (a decompression bomb). */
  maxExpandedBytes: number;
};

const JSON_MAX_BYTES = 64 * 1024 * 1024;
/** XLSX files are read whole (xlsx-workbook.ts); larger tables come as CSV, read as a stream. */
const XLSX_MAX_BYTES = 32 * 1024 * 1024;
const XLSX_INFLATED_MAX_BYTES = 128 * 1024 * 1024;
const XLSX_TOO_LARGE = 'XLSX 文件过大（超过 32 MB，或解压后超过 128 MB），请另存为 CSV 后导入';

export function tabularFormatOf(filePath: string): TabularFormat | undefined {
  const name = path.basename(filePath).toLowerCase();
  if (name.endsWith('.csv.gz') || name.endsWith('.tsv.gz')) return 'csv.gz';
  if (name.endsWith('.csv') || name.endsWith('.tsv') || name.endsWith('.txt')) return 'csv';
  if (name.endsWith('.xlsx')) return 'xlsx';
  if (name.endsWith('.json')) return 'json';
  return undefined;
}

/** Opens a CSV (UTF-8 or GBK), CSV.gz, XLSX (first sheet) or JSON (array of objects) file as rows. */
export async function openTabularFile(filePath: string, limits: ReaderLimits): Promise<TabularFile> {
  const format = tabularFormatOf(filePath);
  if (!format) throw new ImportFileError('不支持的文件格式（支持 .csv、.csv.gz、.xlsx、.json）');
  const { size } = await fs.promises.stat(filePath);
  if (size > limits.maxFileBytes) {
    throw new ImportFileError(
      `文件过大：${(size / 1048576).toFixed(1)} MB，上限 ${(limits.maxFileBytes / 1048576).toFixed(0)} MB`,
    );
  }
  if (size === 0) throw new ImportFileError('文件为空');
  if (format === 'xlsx') return openWorkbook(filePath, size);
  if (format === 'json') return openJson(filePath, size);
  return openDelimited(filePath, format, limits);
}

async function openDelimited(filePath: string, format: 'csv' | 'csv.gz', limits: ReaderLimits): Promise<TabularFile> {
  const fileStream = fs.createReadStream(filePath, { highWaterMark: 256 * 1024 });
  let byteStream: Readable = fileStream;
  if (format === 'csv.gz') {
    const gunzip = zlib.createGunzip({ chunkSize: 256 * 1024 });
    fileStream.on('error', (error) => gunzip.destroy(error));
    byteStream = fileStream.pipe(gunzip);
  }
  const byteChunks = byteStream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let expanded = 0;
  const chunks: AsyncIterator<Buffer> = {
    next: async () => {
      const next = await byteChunks.next();
      if (!next.done) {
        expanded += next.value.length;
        if (expanded > limits.maxExpandedBytes) throw new ImportFileError('解压后的文件过大');
      }
      return next;
    },
  };

  // Collect the first bytes to decide the encoding and read the header line.
  const initial: Buffer[] = [];
  let initialLength = 0;
  let exhausted = false;
  while (initialLength < ENCODING_SAMPLE_BYTES) {
    const next = await nextChunk(chunks);
    if (next.done) {
      exhausted = true;
      break;
    }
    initial.push(next.value);
    initialLength += next.value.length;
  }
  const sample = Buffer.concat(initial);
  const { encoding, bomLength } = detectEncoding(sample);
  const decoder = createChunkDecoder(encoding);
  const firstText = decoder.write(sample.subarray(bomLength));
  const delimiter = chooseDelimiter(firstText);
  const tokenizer = new CsvTokenizer(delimiter);

  // A record past the limit ends the file with nothing written (its transaction is rolled back).
  const push = (text: string) => {
    try {
      return tokenizer.push(text);
    } catch (error) {
      if (!(error instanceof CsvRecordTooLongError)) throw error;
      byteStream.destroy();
      fileStream.destroy();
      throw new ImportFileError(
        `文件中有一行超过 ${error.maxChars.toLocaleString('en-US')} 个字符（可能有未闭合的引号，或不是表格文件），未导入任何数据`,
      );
    }
  };
  const firstRecords = push(firstText);
  async function* records(): AsyncGenerator<string[][]> {
    if (firstRecords.length > 0) yield firstRecords;
    if (!exhausted) {
      for (;;) {
        const next = await nextChunk(chunks);
        if (next.done) break;
        const completed = push(decoder.write(next.value));
        if (completed.length > 0) yield completed;
      }
    }
    const tail = decoder.end();
    yield [...(tail ? push(tail) : []), ...tokenizer.end()];
  }

  const iterator = records();
  let header: string[] | undefined;
  let rowNumber = 0;
  // The header is the first record that is not blank; what follows it in that batch is data.
  let pending: string[][] = [];
  while (!header) {
    const next = await iterator.next();
    if (next.done) break;
    for (const [index, record] of next.value.entries()) {
      rowNumber += 1;
      if (!isBlank(record)) {
        header = record;
        pending = next.value.slice(index + 1);
        break;
      }
    }
  }
  if (!header) {
    byteStream.destroy();
    fileStream.destroy();
    throw new ImportFileError('文件为空');
  }

  const toRows = (records: string[][]): TabularRow[] => {
    const rows: TabularRow[] = [];
    for (const values of records) {
      rowNumber += 1;
      if (!isBlank(values)) rows.push({ rowNumber, values });
    }
    return rows;
  };
  async function* batches(): AsyncGenerator<TabularRow[]> {
    if (pending.length > 0) yield toRows(pending);
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield toRows(next.value);
    }
  }
  return {
    format,
    encoding,
    header: header.map((cell) => cell.trim()),
    batches: batches(),
    bytesRead: () => fileStream.bytesRead,
    close: () => {
      byteStream.destroy();
      fileStream.destroy();
    },
  };
}

async function nextChunk(chunks: AsyncIterator<Buffer>): Promise<IteratorResult<Buffer>> {
  try {
    return await chunks.next();
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ImportFileError(`文件无法读取：${reason}`);
  }
}

function chooseDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n/) === -1 ? text.length : text.search(/\r|\n/));
  const tabs = firstLine.split('\t').length;
  const commas = firstLine.split(',').length;
  return tabs > commas ? '\t' : ',';
}

function isBlank(record: string[]): boolean {
  return record.every((cell) => cell.trim() === '');
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function openWorkbook(filePath: string, size: number): Promise<TabularFile> {
  if (size > XLSX_MAX_BYTES) throw new ImportFileError(XLSX_TOO_LARGE);
  let sheet: ExcelJS.Worksheet;
  try {
    sheet = await loadFirstWorksheet(await fs.promises.readFile(filePath), XLSX_INFLATED_MAX_BYTES);
  } catch (error) {
    if (!(error instanceof XlsxReadError)) throw error;
    throw new ImportFileError(error.problem === 'too-large' ? XLSX_TOO_LARGE : `XLSX 文件无法读取：${error.message}`);
  }
  function* sheetRows(): Generator<TabularRow> {
    for (const row of worksheetRows(sheet)) {
      yield { rowNumber: row.rowNumber, values: Array.from(row.values, (cell) => cellText(cell)) };
    }
  }
  const iterator = sheetRows();
  let header: string[] | undefined;
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    if (!isBlank(next.value.values)) {
      header = next.value.values;
      break;
    }
  }
  if (!header) throw new ImportFileError('文件为空');
  async function* batches(): AsyncGenerator<TabularRow[]> {
    let batch: TabularRow[] = [];
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      if (!isBlank(next.value.values)) batch.push(next.value);
      if (batch.length >= 500) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }
  return {
    format: 'xlsx',
    encoding: null,
    header: header.map((cell) => cell.trim()),
    batches: batches(),
    // The file was read whole before the first row.
    bytesRead: () => size,
    close: () => undefined,
  };
}

function jsonCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** JSON: an array of objects, or an object whose first array-of-objects property holds them. */
async function openJson(filePath: string, size: number): Promise<TabularFile> {
  if (size > JSON_MAX_BYTES) throw new ImportFileError('JSON 文件过大，请改用 CSV');
  let parsed: unknown;
  try {
    parsed = JSON.parse(await fs.promises.readFile(filePath, 'utf8'));
  } catch {
    throw new ImportFileError('JSON 格式错误');
  }
  const isRecordList = (value: unknown): value is Array<Record<string, unknown>> =>
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item));
  const records = isRecordList(parsed)
    ? parsed
    : parsed && typeof parsed === 'object'
      ? Object.values(parsed).find(isRecordList)
      : undefined;
  if (!records) throw new NotTabularError('JSON 文件中没有记录数组');
  const header: string[] = [];
  for (const record of records) {
    for (const key of Object.keys(record)) if (!header.includes(key)) header.push(key);
  }
  async function* batches(): AsyncGenerator<TabularRow[]> {
    yield records!.map((record, index) => ({
      rowNumber: index + 2,
      values: header.map((key) => jsonCell(record[key])),
    }));
  }
  return {
    format: 'json',
    encoding: 'utf-8',
    header,
    batches: batches(),
    bytesRead: () => size,
    close: () => undefined,
  };
}
