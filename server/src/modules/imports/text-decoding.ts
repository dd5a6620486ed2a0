import iconv from 'iconv-lite';
import { ImportFileError } from './import-errors.ts';

export type TextEncodingName = 'utf-8' | 'gb18030' | 'utf-16le' | 'utf-16be';

/** How many leading bytes decide the encoding. */
export const ENCODING_SAMPLE_BYTES = 64 * 1024;

/**
 * UTF-8 (with or without BOM) unless the sample is not valid UTF-8, then GBK (read as GB18030,
 * its superset). UTF-16 only with a BOM. Spreadsheet programs on Chinese Windows save CSV as GBK.
 */
export function detectEncoding(sample: Uint8Array): { encoding: TextEncodingName; bomLength: number } {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return { encoding: 'utf-8', bomLength: 3 };
  if (sample[0] === 0xff && sample[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  if (sample[0] === 0xfe && sample[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  try {
    // stream: true tolerates a character cut at the end of the sample.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return { encoding: 'utf-8', bomLength: 0 };
  } catch {
    return { encoding: 'gb18030', bomLength: 0 };
  }
}

/** Incremental decoder; UTF-8 is strict so a file that turns out not to be UTF-8 is refused. */
export function createChunkDecoder(encoding: TextEncodingName): {
  write: (bytes: Uint8Array) => string;
  end: () => string;
} {
  if (encoding === 'utf-8') {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const fail = (): never => {
      throw new ImportFileError('文件不是有效的 UTF-8 或 GBK 文本');
    };
    return {
      write: (bytes) => {
        try {
          return decoder.decode(bytes, { stream: true });
        } catch {
          return fail();
        }
      },
      end: () => {
        try {
          return decoder.decode();
        } catch {
          return fail();
        }
      },
    };
  }
  const decoder = iconv.getDecoder(encoding);
  return {
    write: (bytes) => decoder.write(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    end: () => decoder.end() ?? '',
  };
}
