import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { deflatedArchive } from '../../../test/zip-fixtures.ts';
import { zipFitsUnpacked, zipInflatedSize } from './zip-inflated-size.ts';

/** A stored (uncompressed) one-entry archive written by hand, with a chosen declared size. */
function oneEntryArchive(declaredSize: number, name = 'a.txt'): Buffer {
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt32LE(declaredSize, 24);
  entry.writeUInt16LE(nameBytes.length, 28);
  const directory = Buffer.concat([entry, nameBytes]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(local.length + nameBytes.length, 16);
  return Buffer.concat([local, nameBytes, directory, end]);
}

describe('zipInflatedSize', () => {
  it('adds up the declared sizes of a written workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('学生').addRow(['姓名', '学号']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const size = zipInflatedSize(content);
    expect(size).toBeGreaterThan(content.length);
    expect(size).toBeLessThan(100_000);
  });

  it('reads the size an entry declares, however large', () => {
    expect(zipInflatedSize(oneEntryArchive(1234))).toBe(1234);
    expect(zipInflatedSize(oneEntryArchive(4_000_000_000))).toBe(4_000_000_000);
  });

  it('treats a ZIP64 size as unbounded', () => {
    expect(zipInflatedSize(oneEntryArchive(0xffffffff))).toBe(Number.POSITIVE_INFINITY);
  });

  it.each([
    ['no bytes', Buffer.alloc(0)],
    ['text', Buffer.from('not a zip file at all, not even close to one')],
    ['an archive cut short', oneEntryArchive(10).subarray(0, 60)],
  ])('finds no directory in %s', (_name, content) => {
    expect(zipInflatedSize(content)).toBeNull();
  });

  it('counts nothing in an empty archive', () => {
    expect(zipInflatedSize(Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]))).toBe(0);
  });
});

describe('zipFitsUnpacked', () => {
  const MB = 1024 * 1024;

  it('unpacks a written workbook and finds it within a small limit', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('学生').addRow(['姓名', '学号']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(zipFitsUnpacked(content, MB)).toBe(true);
    expect(zipFitsUnpacked(content, 100)).toBe(false);
  });

  it('stops an entry that declares 4 KB and holds 64 MB at the limit, whatever it declares', () => {
    const bomb = deflatedArchive(Buffer.alloc(64 * MB, 0x20), 4096);
    expect(bomb.length).toBeLessThan(200_000);
    expect(zipInflatedSize(bomb)).toBe(4096);
    expect(zipFitsUnpacked(bomb, 16 * MB)).toBe(false);
    expect(zipFitsUnpacked(bomb, 64 * MB)).toBe(true);
  });

  it('cannot walk a broken archive', () => {
    const archive = deflatedArchive(Buffer.from('<worksheet/>'), 12);
    // The local header's signature is gone.
    const broken = Buffer.from(archive);
    broken.writeUInt32LE(0, 0);
    expect(zipFitsUnpacked(broken, MB)).toBeNull();
    expect(zipFitsUnpacked(Buffer.from('not a zip file at all, not even close to one'), MB)).toBeNull();
  });
});
