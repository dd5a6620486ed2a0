import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CsvRecordTooLongError, CsvTokenizer } from './csv-tokenizer.ts';

/** Feeds the text in pieces of the given sizes, as a stream would. */
function tokenize(text: string, pieceSize: number, delimiter = ','): string[][] {
  const tokenizer = new CsvTokenizer(delimiter);
  const records: string[][] = [];
  for (let start = 0; start < text.length; start += pieceSize)
    records.push(...tokenizer.push(text.slice(start, start + pieceSize)));
  records.push(...tokenizer.end());
  return records;
}

const TRICKY = [
  'year,school_name,remark\r\n2025,"北京大学","含""引号""与,逗号"\r\n',
  'a,b\n1,"多行\n文本"\n2,\n',
  'a,b,c\n,,\n"",x,""\n',
  'name\n"ends with quote """\n',
  'a,b\n1,2', // no final line break
  'a,b\r\n3,4\r\n\r\n5,6\r\n',
];

describe('CsvTokenizer', () => {
  it.each(TRICKY)('matches csv-parse whatever the chunk size: %j', (text) => {
    const expected = parse(text, { relax_column_count: true, skip_empty_lines: false }) as string[][];
    for (const pieceSize of [1, 2, 3, 7, 64, text.length]) {
      const actual = tokenize(text, pieceSize).filter((record) => !(record.length === 1 && record[0] === ''));
      expect(actual).toEqual(expected.filter((record) => !(record.length === 1 && record[0] === '')));
    }
  });

  it('keeps a doubled quote split across two chunks as one quote', () => {
    expect(tokenize('a\n"x""y"\n', 4)).toEqual([['a'], ['x"y']]);
    expect(tokenize('a\n"x""y"\n', 5)).toEqual([['a'], ['x"y']]);
  });

  it('reads tab-separated text', () => {
    expect(tokenize('省份\t年份\n江苏\t2025\n', 3, '\t')).toEqual([
      ['省份', '年份'],
      ['江苏', '2025'],
    ]);
  });

  it('keeps the rest of an unterminated quoted field instead of losing it', () => {
    expect(tokenize('a,b\n1,"open\n', 100)).toEqual([
      ['a', 'b'],
      ['1', 'open\n'],
    ]);
  });
});

describe('CsvTokenizer on a record without an end', () => {
  it('throws once an unfinished record passes the limit, instead of holding it', () => {
    const tokenizer = new CsvTokenizer(',', 100);
    expect(tokenizer.push('a,b\n"open')).toEqual([['a', 'b']]);
    expect(tokenizer.push('x'.repeat(50))).toEqual([]);
    expect(() => tokenizer.push('x'.repeat(60))).toThrow(CsvRecordTooLongError);
  });

  it('takes a long record within the limit', () => {
    const tokenizer = new CsvTokenizer(',', 100);
    expect(tokenizer.push(`${'x'.repeat(90)},y`)).toEqual([]);
    expect(tokenizer.push('\n')).toEqual([[`${'x'.repeat(90)}`, 'y']]);
  });
});
