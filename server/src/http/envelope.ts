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
