import { gzipSync } from 'node:zlib';
import { SUCCESS_CODE, SUCCESS_MESSAGE, type Envelope } from '@zhihang/contract/http/envelope.schema';

export function successEnvelope<T>(data: T, msg: string = SUCCESS_MESSAGE): Envelope<T> {
  return { code: SUCCESS_CODE, msg, data };
}

export function errorEnvelope(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}

/** A handler result that also sets `msg` (the spec puts some values there, e.g. the version). */
export class WithMessage<T> {
  constructor(
    readonly msg: string,
    readonly data: T,
  ) {}
}

/** Below this size a gzip of the envelope saves too little to be worth a header. */
const GZIP_FROM_BYTES = 8 * 1024;

/**
 * The gzip level of an answer made anew on every request (a cached one is gzipped once, at 6): on
 * a 60 KB answer a third of level 6's time for about a tenth more bytes.
 */
export const PER_REQUEST_GZIP_LEVEL = 3;

/**
 * A whole success envelope already serialised (a cached base list, or a large answer its service
 * builds to the contract): sent as it is, without validating and serialising thousands of items
 * again on every request. Large ones also keep a gzip of their bytes, made once, for clients that
 * accept it (the whole university list shrinks from ~670 KB to under a tenth).
 */
export class SerialisedEnvelope<T> {
  /** Only there to tie the type to the route's data schema. */
  declare readonly data?: T;
  private gzipped: Buffer | undefined;

  constructor(
    readonly json: string,
    private readonly gzipLevel = 6,
  ) {}

  /** The envelope of some data; `gzipLevel` 6 unless given (PER_REQUEST_GZIP_LEVEL). */
  static of<T>(data: T, gzipLevel?: number): SerialisedEnvelope<T> {
    return new SerialisedEnvelope<T>(JSON.stringify(successEnvelope(data)), gzipLevel);
  }

  /** The gzip of the bytes when they are large enough to be worth it, else undefined. */
  gzip(): Buffer | undefined {
    if (Buffer.byteLength(this.json) < GZIP_FROM_BYTES) return undefined;
    this.gzipped ??= gzipSync(this.json, { level: this.gzipLevel });
    return this.gzipped;
  }
}
