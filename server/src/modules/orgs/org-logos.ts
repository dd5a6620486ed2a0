import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ORG_LOGO_MAX_BYTES } from '@zhihang/contract/operations/org-admin.schema';

/** Image kinds a logo may be, told by their first bytes (never by the file name). */
const SIGNATURES: Array<{ extension: string; type: string; matches: (bytes: Buffer) => boolean }> = [
  {
    extension: 'png',
    type: 'image/png',
    matches: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    extension: 'jpg',
    type: 'image/jpeg',
    matches: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  },
  {
    extension: 'webp',
    type: 'image/webp',
    matches: (bytes) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP',
  },
];

/** Stored logo names: what the public route accepts, so no path can escape the folder. */
export const LOGO_FILE_NAME = /^org-\d+-[0-9a-f]{12}\.(png|jpg|webp)$/;

export function logoContentType(fileName: string): string {
  const extension = fileName.split('.').pop();
  return SIGNATURES.find((signature) => signature.extension === extension)?.type ?? 'application/octet-stream';
}

export class LogoRejected extends Error {}

/** Logos live in `<dataDir>/logos`, served by a public route under the API base. */
export function createLogoStore(folder: string) {
  return {
    folder,
    /** Checks and stores an uploaded image; answers the stored file's name. */
    async save(orgId: number, bytes: Buffer): Promise<string> {
      if (!bytes.length) throw new LogoRejected('图片是空的');
      if (bytes.length > ORG_LOGO_MAX_BYTES) throw new LogoRejected('图片不能超过 512 KB');
      const signature = SIGNATURES.find((candidate) => candidate.matches(bytes));
      // SVG and other formats could carry scripts: only plain raster images are taken.
      if (!signature) throw new LogoRejected('只支持 PNG、JPEG 或 WebP 图片');
      await fs.promises.mkdir(folder, { recursive: true });
      const name = `org-${orgId}-${randomBytes(6).toString('hex')}.${signature.extension}`;
      await fs.promises.writeFile(path.join(folder, name), bytes);
      return name;
    },

    async read(fileName: string): Promise<Buffer | undefined> {
      if (!LOGO_FILE_NAME.test(fileName)) return undefined;
      try {
        return await fs.promises.readFile(path.join(folder, fileName));
      } catch {
        return undefined;
      }
    },
  };
}

export type LogoStore = ReturnType<typeof createLogoStore>;
