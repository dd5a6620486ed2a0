import zlib from 'node:zlib';

/** A one-entry archive whose entry is `content` deflated, declaring `declaredSize` as its unpacked size. */
export function deflatedArchive(content: Buffer, declaredSize: number, name = 'xl/worksheets/sheet1.xml'): Buffer {
  const nameBytes = Buffer.from(name);
  const packed = zlib.deflateRawSync(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt16LE(8, 10);
  entry.writeUInt32LE(packed.length, 20);
  entry.writeUInt32LE(declaredSize, 24);
  entry.writeUInt16LE(nameBytes.length, 28);
  entry.writeUInt32LE(0, 42);
  const directory = Buffer.concat([entry, nameBytes]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(directory.length, 12);
  const directoryStart = local.length + nameBytes.length + packed.length;
  end.writeUInt32LE(directoryStart, 16);
  return Buffer.concat([local, nameBytes, packed, directory, end]);
}
