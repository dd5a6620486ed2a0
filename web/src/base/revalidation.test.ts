import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type RevalidationEntry, type RevalidationStore } from './createApiClient.ts';
import { clearRevalidationStore, localRevalidationStore } from './localRevalidationStore.ts';

function memoryStore(): RevalidationStore & { entries: Map<string, RevalidationEntry> } {
  const entries = new Map<string, RevalidationEntry>();
  return { entries, read: (key) => entries.get(key), write: (key, entry) => void entries.set(key, entry) };
}

function clientWith(store: RevalidationStore | undefined, respond: (headers: Record<string, string>) => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
    respond((init?.headers ?? {}) as Record<string, string>),
  );
  const client = createApiClient({
    baseUrl: '/api',
    timeoutMs: 1000,
    fetch: fetchMock as unknown as typeof fetch,
    getToken: () => 'abc',
    notifyError: vi.fn(),
    onUnauthorized: vi.fn(),
    texts: { timeout: () => 'timeout', network: () => 'network' },
    revalidationStore: store,
  });
  return { client, fetchMock };
}

const envelopeText = (data: unknown) => JSON.stringify({ code: 0, msg: 'success', data });
const entry = (etag: string, data: unknown) => ({ etag, data, text: envelopeText(data) });

const listAnswer = (etag: string | null, data: unknown) =>
  new Response(envelopeText(data), {
    status: 200,
    headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) },
  });

describe('base lists kept with their ETag', () => {
  it('keeps a tagged answer and, asked again, sends If-None-Match and reads a 304 from the store', async () => {
    const store = memoryStore();
    const { client, fetchMock } = clientWith(store, (headers) =>
      headers['if-none-match'] === '"v1"' ? new Response(null, { status: 304 }) : listAnswer('"v1"', [{ id: 1 }]),
    );
    expect(await client.postRevalidated('/sysArea/all')).toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0]![1]!.headers).not.toHaveProperty('if-none-match');
    expect(store.entries.get('/sysArea/all {}')).toEqual(entry('"v1"', [{ id: 1 }]));
    expect(await client.postRevalidated('/sysArea/all')).toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[1]![1]!.headers).toMatchObject({ 'if-none-match': '"v1"' });
  });

  it('replaces the kept answer when the list changed, and keeps nothing without an ETag', async () => {
    const store = memoryStore();
    store.write('/bdjob/jobTree {}', entry('"old"', ['old']));
    const changed = clientWith(store, () => listAnswer('"new"', ['new']));
    expect(await changed.client.postRevalidated('/bdjob/jobTree')).toEqual(['new']);
    expect(store.read('/bdjob/jobTree {}')).toEqual(entry('"new"', ['new']));
    const untagged = clientWith(store, () => listAnswer(null, { page: 2 }));
    expect(await untagged.client.postRevalidated('/bduniversityyif/list', { page: 2 })).toEqual({ page: 2 });
    expect(store.read('/bduniversityyif/list {"page":2}')).toBeUndefined();
  });

  it('is a plain post without a store', async () => {
    const { client, fetchMock } = clientWith(undefined, () => listAnswer('"v1"', 7));
    expect(await client.postRevalidated('/bdReportData/all')).toBe(7);
    expect(await client.postRevalidated('/bdReportData/all')).toBe(7);
    expect(fetchMock.mock.calls[1]![1]!.headers).not.toHaveProperty('if-none-match');
  });
});

describe('the localStorage store', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what it wrote, ignores unreadable entries and forgets everything on sign-out', () => {
    const store = localRevalidationStore(localStorage, (task) => task());
    store.write('/sysArea/all {}', entry('"a"', [1, 2]));
    expect(store.read('/sysArea/all {}')).toEqual(entry('"a"', [1, 2]));
    localStorage.setItem('zhihang.revalidate:broken', '"b"\n{not json');
    expect(store.read('broken')).toBeUndefined();
    // The form kept before answers were stored as they came: read as nothing kept.
    localStorage.setItem('zhihang.revalidate:older', JSON.stringify({ etag: '"o"', data: [3] }));
    expect(store.read('older')).toBeUndefined();
    localStorage.setItem('zhihang.revalidate:refused', `"r"\n${JSON.stringify({ code: 500, msg: 'x', data: null })}`);
    expect(store.read('refused')).toBeUndefined();
    localStorage.setItem('other-key', 'kept');
    clearRevalidationStore(localStorage);
    expect(store.read('/sysArea/all {}')).toBeUndefined();
    expect(localStorage.getItem('other-key')).toBe('kept');
  });

  it('stores a written list only when the main thread is idle, and not after a sign-out', () => {
    const tasks: Array<() => void> = [];
    const store = localRevalidationStore(localStorage, (task) => tasks.push(task));
    store.write('/majorTree {}', entry('"m"', ['major']));
    expect(localStorage.getItem('zhihang.revalidate:/majorTree {}')).toBeNull();
    expect(store.read('/majorTree {}')).toEqual(entry('"m"', ['major']));
    tasks.shift()!();
    // Stored as it came: the ETag, a line break and the answer's own text.
    expect(localStorage.getItem('zhihang.revalidate:/majorTree {}')).toBe(`"m"\n${envelopeText(['major'])}`);
    expect(store.read('/majorTree {}')).toEqual(entry('"m"', ['major']));

    store.write('/sysArea/all {}', entry('"a"', [1]));
    clearRevalidationStore(localStorage);
    tasks.shift()!();
    expect(store.read('/sysArea/all {}')).toBeUndefined();
    expect(localStorage.getItem('zhihang.revalidate:/sysArea/all {}')).toBeNull();
  });

  it('keeps nothing when the storage refuses to write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const store = localRevalidationStore(full, (task) => task());
    expect(() => store.write('k', entry('"x"', 1))).not.toThrow();
    expect(store.read('k')).toBeUndefined();
  });
});
