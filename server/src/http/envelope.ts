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

/**
 * A whole success envelope already serialised (a cached base list): sent as it is, without
 * validating and serialising thousands of items again on every request.
 */
export class SerialisedEnvelope<T> {
  /** Only there to tie the type to the route's data schema. */
  declare readonly data?: T;
  constructor(readonly json: string) {}

  static of<T>(data: T): SerialisedEnvelope<T> {
    return new SerialisedEnvelope<T>(JSON.stringify(successEnvelope(data)));
  }
}
