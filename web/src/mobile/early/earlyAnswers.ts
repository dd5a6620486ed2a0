import { TOKEN_HEADER } from '@zhihang/contract/constants';

/**
 * Where the student document's early script (web/build/mobileRoutePreload.ts) leaves the answers
 * to the opened page's first calls, asked for while the entry was still downloading.
 */
export const EARLY_ANSWERS_GLOBAL = '__zhihangEarlyAnswers';

type EarlyAnswers = Record<string, Promise<Response> | undefined>;

/** One early call: its URL, its JSON body as sent and the session token it carried. */
export function earlyAnswerKey(url: string, body: string, token: string): string {
  return `${url} ${body} ${token}`;
}

function tokenOf(headers: RequestInit['headers']): string {
  return new Headers(headers).get(TOKEN_HEADER) ?? '';
}

/**
 * The answer the document already asked for with the same URL, body and token, taken once (a
 * later call of the same request goes to the network); undefined when there is none. An early call
 * that failed is simply made again, and the caller's abort (its timeout) still applies.
 */
export function takeEarlyAnswer(
  url: string,
  init: RequestInit | undefined,
  scope: object = globalThis,
): Promise<Response> | undefined {
  const answers = (scope as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] as EarlyAnswers | undefined;
  if (!answers || init?.method !== 'POST' || typeof init.body !== 'string') return undefined;
  const key = earlyAnswerKey(url, init.body, tokenOf(init.headers));
  const answer = answers[key];
  if (!answer) return undefined;
  delete answers[key];
  const signal = init.signal;
  return new Promise<Response>((resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('The call was aborted', 'AbortError')));
    answer.then(resolve, () => fetch(url, init).then(resolve, reject));
  });
}
