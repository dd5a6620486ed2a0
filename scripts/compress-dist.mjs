// Writes .gz and .br twins of the built web assets so the server can send them pre-compressed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A directory given as the argument (a build made elsewhere, for measuring) instead of web/dist.
const dist = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'web/dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

function* files(directory) {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  const content = fs.readFileSync(file);
  if (content.length < 1024) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
process.stdout.write(`compressed ${count} web assets (gzip + brotli)\n`);
