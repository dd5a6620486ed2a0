import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError.ts';
import { createApiClient, fileNameOfDisposition, type ApiClientOptions } from './createApiClient.ts';

function jsonResponse(payload: unknown, status = 200): Response {
  return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
}

function buildClient(respond: (url: string, init: RequestInit) => Promise<Response>, token: string | null = 'abc') {
  const notifyError = vi.fn<(text: string) => void>();
  const onUnauthorized = vi.fn<() => void>();
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => respond(String(input), init ?? {}));
  const options: ApiClientOptions = {
    baseUrl: '/api',
    timeoutMs: 50,
    fetch: fetchMock as unknown as typeof fetch,
    getToken: () => token,
    notifyError,
    onUnauthorized,
    texts: { timeout: () => '请求超时', network: () => '网络错误' },
  };
  return { client: createApiClient(options), notifyError, onUnauthorized, fetchMock };
}

describe('createApiClient', () => {
  it('posts JSON to the base path with the token and login-type headers', async () => {
    const { client, fetchMock } = buildClient(async () => jsonResponse({ code: 0, msg: 'success', data: { id: 7 } }));
    const data = await client.post<{ id: number }>('/sys/user/info', { a: 1 });
    expect(data).toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/sys/user/info');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({ token: 'abc', 'login-type': '0', 'content-type': 'application/json' });
  });

  it('sends no token header without a token and an empty object without a body', async () => {
    const { client, fetchMock } = buildClient(async () => jsonResponse({ code: 0, msg: 'success', data: null }), null);
    await client.post('/home/org');
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.headers).not.toHaveProperty('token');
    expect(init.body).toBe('{}');
  });

  it('exposes msg for calls that answer in it', async () => {
    const { client } = buildClient(async () => jsonResponse({ code: 0, msg: '1.4.2', data: null }));
    await expect(client.call('/sys/config/getSysVersion')).resolves.toEqual({ data: null, msg: '1.4.2' });
  });

  it('shows the message of a non-zero code and rejects with it', async () => {
    const { client, notifyError, onUnauthorized } = buildClient(async () =>
      jsonResponse({ code: 500, msg: '账号或密码不正确', data: null }),
    );
    const failure = client.post('/sys/teacherLogin');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 500, message: '账号或密码不正确' });
    expect(notifyError).toHaveBeenCalledWith('账号或密码不正确');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('falls back to "Error" when a failure has no message', async () => {
    const { client, notifyError } = buildClient(async () => jsonResponse({ code: 500, msg: '', data: null }));
    await expect(client.post('/x')).rejects.toMatchObject({ message: 'Error' });
    expect(notifyError).toHaveBeenCalledWith('Error');
  });

  it('on code 401 also hands over to the unauthorized handler', async () => {
    const { client, notifyError, onUnauthorized } = buildClient(async () =>
      jsonResponse({ code: 401, msg: 'token失效，请重新登录', data: null }),
    );
    await expect(client.post('/sys/user/info')).rejects.toMatchObject({ code: 401 });
    expect(notifyError).toHaveBeenCalledWith('token失效，请重新登录');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('shows code:msg for an HTTP error that carries the envelope', async () => {
    const { client, notifyError } = buildClient(async () =>
      jsonResponse({ code: 429, msg: '登录尝试过于频繁，请15分钟后再试', data: null }, 429),
    );
    await expect(client.post('/sys/teacherLogin')).rejects.toMatchObject({ code: 429 });
    expect(notifyError).toHaveBeenCalledWith('429:登录尝试过于频繁，请15分钟后再试');
  });

  it('reports a timeout when the server does not answer in time', async () => {
    const { client, notifyError } = buildClient(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(client.post('/slow')).rejects.toMatchObject({ message: '请求超时' });
    expect(notifyError).toHaveBeenCalledWith('请求超时');
  });

  it('downloads a file by GET with the token, named by its UTF-8 Content-Disposition', async () => {
    const disposition = `attachment; filename="plan-9.xlsx"; filename*=UTF-8''${encodeURIComponent('张三_方案_志愿表.xlsx')}`;
    const { client, fetchMock } = buildClient(
      async () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          headers: { 'content-type': 'application/octet-stream', 'content-disposition': disposition },
        }),
    );
    const file = await client.download('/stuPlan/exportPlanXlsx?id=9');
    expect(file.fileName).toBe('张三_方案_志愿表.xlsx');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/stuPlan/exportPlanXlsx?id=9');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toMatchObject({ token: 'abc' });
  });

  it('shows and throws a download’s refusal envelope', async () => {
    const { client, notifyError } = buildClient(async () => jsonResponse({ code: 404, msg: '记录不存在', data: null }));
    await expect(client.download('/stuPlan/exportPlanXlsx?id=1')).rejects.toEqual(new ApiError(404, '记录不存在'));
    expect(notifyError).toHaveBeenCalledWith('记录不存在');
  });

  it('reads the plain file name where no UTF-8 one is given', () => {
    expect(fileNameOfDisposition('attachment; filename="a.xlsx"', 'x')).toBe('a.xlsx');
    expect(fileNameOfDisposition(null, 'x')).toBe('x');
  });
});
