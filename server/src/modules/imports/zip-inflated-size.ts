import zlib from 'node:zlib';

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_RECORD_BYTES = 22;

/** Where the archive's end record starts (it sits before a comment of up to 65,535 bytes), or -1. */
function endRecordOffset(content: Buffer): number {
  const lastStart = content.length - END_RECORD_BYTES;
  for (let at = lastStart; at >= Math.max(0, lastStart - 0xffff); at -= 1) {
    if (content.readUInt32LE(at) === END_SIGNATURE) return at;
  }
  return -1;
}

/**
 * The total unpacked size of a ZIP archive's entries as its central directory declares them,
 * read without unpacking anything: a workbook is read in memory, so a small upload that unpacks
 * to gigabytes is refused before it is opened. Null when the bytes hold no readable directory;
 * Infinity for a ZIP64 archive, whose sizes do not fit the classic fields (no sheet needs one).
 */
export function zipInflatedSize(content: Buffer): number | null {
  const end = endRecordOffset(content);
  if (end < 0) return null;
  const entries = content.readUInt16LE(end + 10);
  const directoryBytes = content.readUInt32LE(end + 12);
  const directoryStart = content.readUInt32LE(end + 16);
  if (entries === 0xffff || directoryStart === 0xffffffff) return Number.POSITIVE_INFINITY;
  if (directoryStart + directoryBytes > end) return null;
  let total = 0;
  let at = directoryStart;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > end || content.readUInt32LE(at) !== ENTRY_SIGNATURE) return null;
    const inflated = content.readUInt32LE(at + 24);
    if (inflated === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += inflated;
    at += 46 + content.readUInt16LE(at + 28) + content.readUInt16LE(at + 30) + content.readUInt16LE(at + 32);
  }
  return total;
}

/**
 * Whether the archive's entries, really unpacked one after another, stay within `maxBytes`: a
 * declared size can lie (4 KB declared, 256 MB inside), so each entry is inflated with an output
 * bound and the count stops at the first byte past the limit, never holding more than the limit.
 * Null when the archive cannot be walked (a broken directory or entry); false beyond the limit.
 */
export function zipFitsUnpacked(content: Buffer, maxBytes: number): boolean | null {
  const end = endRecordOffset(content);
  if (end < 0) return null;
  const entries = content.readUInt16LE(end + 10);
  let at = content.readUInt32LE(end + 16);
  let left = maxBytes;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > end || content.readUInt32LE(at) !== ENTRY_SIGNATURE) return null;
    const method = content.readUInt16LE(at + 10);
    const packed = content.readUInt32LE(at + 20);
    const local = content.readUInt32LE(at + 42);
    at += 46 + content.readUInt16LE(at + 28) + content.readUInt16LE(at + 30) + content.readUInt16LE(at + 32);
    if (local + 30 > content.length || content.readUInt32LE(local) !== LOCAL_SIGNATURE) return null;
    const dataStart = local + 30 + content.readUInt16LE(local + 26) + content.readUInt16LE(local + 28);
    const data = content.subarray(dataStart, dataStart + packed);
    if (method === 0) {
      left -= data.length;
    } else if (method === 8) {
      try {
        // One byte more than is left: an entry that fills it exactly still fits.
        left -= zlib.inflateRawSync(data, { maxOutputLength: left + 1 }).length;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return false;
        return null;
      }
    } else {
      return null;
    }
    if (left < 0) return false;
  }
  return true;
}
