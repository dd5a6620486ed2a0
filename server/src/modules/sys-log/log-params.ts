/** Keys whose values never reach the log: passwords, tokens, secrets, uploaded contents. */
const MASKED_KEY = /pass(word|wd)?|pwd|token|secret|credential|captcha|^content$/i;
export const MASK = '******';
/** The column holds 4000 characters; longer bodies are cut and say so. */
export const PARAMS_MAX_CHARS = 4000;
const TRUNCATED = '…(已截断)';

function masked(value: unknown, depth: number): unknown {
  if (depth > 6) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => masked(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        MASKED_KEY.test(key) ? MASK : masked(item, depth + 1),
      ]),
    );
  }
  if (typeof value === 'string' && value.length > 500) return `${value.slice(0, 500)}${TRUNCATED}`;
  return value;
}

/** The request body as the log keeps it: JSON with secrets masked, at most PARAMS_MAX_CHARS. */
export function logParams(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body !== 'object') return '';
  const text = JSON.stringify(masked(body, 0));
  return text.length > PARAMS_MAX_CHARS ? `${text.slice(0, PARAMS_MAX_CHARS - TRUNCATED.length)}${TRUNCATED}` : text;
}

/** What a write acted on: the path id, else the body's id or ids. */
export function logTarget(params: unknown, body: unknown): string {
  const fromPath = (params as Record<string, unknown> | undefined)?.id;
  if (typeof fromPath === 'string' || typeof fromPath === 'number') return String(fromPath);
  if (Array.isArray(body))
    return body
      .filter((item) => typeof item === 'number')
      .slice(0, 20)
      .join(',');
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['id', 'ids', 'userId', 'stuId', 'planId', 'jobName', 'orgKey', 'account']) {
      const value = record[key];
      if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, 256);
      if (Array.isArray(value)) return value.slice(0, 20).join(',').slice(0, 256);
    }
  }
  return '';
}

function unescaped(text: string): string {
  try {
    return JSON.parse(`"${text}"`) as string;
  } catch {
    return text;
  }
}

/** Envelope code and message from a JSON reply's first bytes, without parsing the whole body. */
export function envelopeOutcome(payload: unknown): { code: number; msg: string } | undefined {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
  const head = (typeof payload === 'string' ? payload : payload.toString('utf8', 0, 600)).slice(0, 600);
  const code = /"code":(-?\d+)/.exec(head);
  if (!code) return undefined;
  const msg = /"msg":"((?:[^"\\]|\\.)*)"/.exec(head);
  return { code: Number(code[1]), msg: msg ? unescaped(msg[1] ?? '').slice(0, 512) : '' };
}
