import type { Envelope } from '@zhihang/contract/http/envelope.schema';
import { LOGIN_TYPE_HEADER, LOGIN_TYPE_TEACHER, TOKEN_HEADER } from '@zhihang/contract/constants';
import { ApiError } from './ApiError.ts';

const SUCCESS_CODE = 0;
const UNAUTHORIZED_CODE = 401;

/** A successful call: `data`, and `msg` for the few calls that answer in it (the system version). */
export type ApiResult<T> = { data: T; msg: string };

export type ApiClientOptions = {
  baseUrl: string;
  timeoutMs: number;
  fetch: typeof fetch;
  getToken: () => string | null;
  /** Shows an error text to the user (7 s in the app). */
  notifyError: (text: string) => void;
  /** Code 401: the token is gone; the app clears it and returns to the root. */
  onUnauthorized: () => void;
  texts: { timeout: () => string; network: () => string };
  /** Where answers that carry an ETag are kept between page loads (see `postRevalidated`). */
  revalidationStore?: RevalidationStore;
};

/**
 * A kept answer and the ETag it came with, by request. `text` is the answer's body as it came (the
 * envelope's JSON): a store keeps that string as is, since serialising a base list again costs the
 * page 20–70 ms per list on a first visit.
 */
export type RevalidationEntry = { etag: string; data: unknown; text: string };
export type RevalidationStore = {
  read: (key: string) => Promise<RevalidationEntry | undefined>;
  write: (key: string, entry: RevalidationEntry) => void;
};

export type ApiClient = {
  call: <T>(path: string, body?: unknown) => Promise<ApiResult<T>>;
  post: <T>(path: string, body?: unknown) => Promise<T>;
  /**
   * `post` for the large base lists the server tags with an ETag: the answer is kept with its
   * ETag, and the next page load asks with If-None-Match, so an unchanged list costs a 304
   * instead of its download. Without a store it is `post`.
   */
  postRevalidated: <T>(path: string, body?: unknown) => Promise<T>;
  /**
   * A GET that answers a file (an export): its bytes and the name its Content-Disposition gives
   * (`filename*=UTF-8''…`). A refusal answers the envelope and is shown like any other.
   */
  download: (path: string) => Promise<DownloadedFile>;
};

export type DownloadedFile = { blob: Blob; fileName: string };

/** The file name of a Content-Disposition: the UTF-8 `filename*`, else the plain `filename`. */
export function fileNameOfDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim() ?? fallback;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/** The body's text and its JSON (undefined when it is not JSON). */
async function readJson(response: Response): Promise<{ text: string; payload: unknown }> {
  let text = '';
  try {
    text = await response.text();
    return { text, payload: JSON.parse(text) as unknown };
  } catch {
    return { text, payload: undefined };
  }
}

/**
 * The one HTTP client of the web app: POST with a JSON body, token and login-type headers,
 * a timeout, and the `{code,msg,data}` envelope turned into a value or a shown, rejected error.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fail = (code: number, text: string): never => {
    options.notifyError(text);
    throw new ApiError(code, text);
  };

  const request = async (path: string, init: { method: 'GET' | 'POST'; body?: unknown; etag?: string }) => {
    const headers: Record<string, string> = { [LOGIN_TYPE_HEADER]: LOGIN_TYPE_TEACHER };
    if (init.method === 'POST') headers['content-type'] = 'application/json';
    if (init.etag) headers['if-none-match'] = init.etag;
    const token = options.getToken();
    if (token) headers[TOKEN_HEADER] = token;

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      const response = await options.fetch(`${options.baseUrl}${path}`, {
        method: init.method,
        headers,
        ...(init.method === 'POST' ? { body: JSON.stringify(init.body ?? {}) } : {}),
        signal: controller.signal,
        credentials: 'same-origin',
      });
      // A download's bytes are read inside the timeout too.
      return { response, blob: init.method === 'GET' ? await response.blob() : undefined };
    } catch {
      return fail(0, controller.signal.aborted ? options.texts.timeout() : options.texts.network());
    } finally {
      clearTimeout(timer);
    }
  };

  /** An envelope that is not a success: shown, and thrown as an ApiError. */
  const refuse = (payload: Envelope<unknown>): never => {
    const text = payload.msg || 'Error';
    options.notifyError(text);
    if (payload.code === UNAUTHORIZED_CODE) options.onUnauthorized();
    throw new ApiError(payload.code, text);
  };

  const send = async <T>(
    path: string,
    body: unknown,
    cached?: RevalidationEntry,
  ): Promise<ApiResult<T> & { etag: string | null; notModified: boolean; text: string }> => {
    const { response } = await request(path, { method: 'POST', body, etag: cached?.etag });

    if (response.status === 304 && cached) {
      return { data: cached.data as T, msg: 'success', etag: cached.etag, notModified: true, text: cached.text };
    }
    const { text, payload } = await readJson(response);
    if (!response.ok) {
      return fail(
        isEnvelope(payload) ? payload.code : response.status,
        isEnvelope(payload) ? `${payload.code}:${payload.msg}` : `Request failed with status code ${response.status}`,
      );
    }
    if (!isEnvelope(payload)) return fail(response.status, 'Error');
    if (payload.code !== SUCCESS_CODE) return refuse(payload);
    return { data: payload.data as T, msg: payload.msg, etag: response.headers.get('etag'), notModified: false, text };
  };

  const call = async <T>(path: string, body?: unknown): Promise<ApiResult<T>> => {
    const { data, msg } = await send<T>(path, body);
    return { data, msg };
  };

  const postRevalidated = async <T>(path: string, body?: unknown): Promise<T> => {
    const store = options.revalidationStore;
    if (!store) return (await send<T>(path, body)).data;
    const key = `${path} ${JSON.stringify(body ?? {})}`;
    const cached = await store.read(key);
    const result = await send<T>(path, body, cached);
    if (!result.notModified && result.etag)
      store.write(key, { etag: result.etag, data: result.data, text: result.text });
    return result.data;
  };

  const download = async (path: string): Promise<DownloadedFile> => {
    const { response, blob } = await request(path, { method: 'GET' });
    const file = blob as Blob;
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      let payload: unknown;
      try {
        payload = JSON.parse(await file.text());
      } catch {
        payload = undefined;
      }
      if (isEnvelope(payload)) return refuse(payload);
      return fail(response.status, `Request failed with status code ${response.status}`);
    }
    if (!response.ok) return fail(response.status, `Request failed with status code ${response.status}`);
    const fallback = path.split('?')[0]?.split('/').pop() ?? 'download';
    return { blob: file, fileName: fileNameOfDisposition(response.headers.get('content-disposition'), fallback) };
  };

  return {
    call,
    post: async <T>(path: string, body?: unknown) => (await call<T>(path, body)).data,
    postRevalidated,
    download,
  };
}
