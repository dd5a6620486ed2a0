/**
 * The total unpacked size of a ZIP archive's entries as its central directory declares them,
 * read without unpacking anything: a workbook is read in memory, so a small upload that unpacks
 * to gigabytes is refused before it is opened. Null when the bytes hold no readable directory;
 * Infinity for a ZIP64 archive, whose sizes do not fit the classic fields (no sheet needs one).
 */
export function zipInflatedSize(content: Buffer): number | null {
  const END_SIGNATURE = 0x06054b50;
  const ENTRY_SIGNATURE = 0x02014b50;
  const END_RECORD_BYTES = 22;
  const lastStart = content.length - END_RECORD_BYTES;
  // The end record sits at the very end, before a comment of up to 65,535 bytes.
  let end = -1;
  for (let at = lastStart; at >= Math.max(0, lastStart - 0xffff); at -= 1) {
    if (content.readUInt32LE(at) === END_SIGNATURE) {
      end = at;
      break;
    }
  }
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
