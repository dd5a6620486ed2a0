import 'fake-indexeddb/auto';
import { createStore, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type RevalidationEntry, type RevalidationStore } from './createApiClient.ts';
import { clearKeptAnswers, keptAnswersStore } from './keptAnswersStore.ts';

function memoryStore(): RevalidationStore & { entries: Map<string, RevalidationEntry> } {
  const entries = new Map<string, RevalidationEntry>();
  return { entries, read: async (key) => entries.get(key), write: (key, entry) => void entries.set(key, entry) };
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
    expect(await store.read('/bdjob/jobTree {}')).toEqual(entry('"new"', ['new']));
    const untagged = clientWith(store, () => listAnswer(null, { page: 2 }));
    expect(await untagged.client.postRevalidated('/bduniversityyif/list', { page: 2 })).toEqual({ page: 2 });
    expect(await store.read('/bduniversityyif/list {"page":2}')).toBeUndefined();
  });

  it('is a plain post without a store', async () => {
    const { client, fetchMock } = clientWith(undefined, () => listAnswer('"v1"', 7));
    expect(await client.postRevalidated('/bdReportData/all')).toBe(7);
    expect(await client.postRevalidated('/bdReportData/all')).toBe(7);
    expect(fetchMock.mock.calls[1]![1]!.headers).not.toHaveProperty('if-none-match');
  });
});

describe('the IndexedDB store', () => {
  let database = createStore('test', 'kept');
  beforeEach(() => {
    localStorage.clear();
    database = createStore(`test-${Math.random()}`, 'kept');
  });
  /** Runs the scheduled tasks now, and waits for IndexedDB to finish what they started. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('reads back what it wrote, ignores unreadable entries and forgets everything on sign-out', async () => {
    const store = keptAnswersStore(database, (task) => task());
    store.write('/sysArea/all {}', entry('"a"', [1, 2]));
    await settle();
    expect(await store.read('/sysArea/all {}')).toEqual(entry('"a"', [1, 2]));
    // Stored as it came: the ETag and the answer's own text.
    expect(await get('/sysArea/all {}', database)).toEqual({ etag: '"a"', text: envelopeText([1, 2]) });
    await set('broken', { etag: '"b"', text: '{not json' }, database);
    expect(await store.read('broken')).toBeUndefined();
    await set('refused', { etag: '"r"', text: JSON.stringify({ code: 500, msg: 'x', data: null }) }, database);
    expect(await store.read('refused')).toBeUndefined();
    await set('other form', { etag: '"o"', data: [3] }, database);
    expect(await store.read('other form')).toBeUndefined();
    await clearKeptAnswers(database, localStorage);
    expect(await store.read('/sysArea/all {}')).toBeUndefined();
  });

  it('stores a written list only when the main thread is idle, and not after a sign-out', async () => {
    const tasks: Array<() => void> = [];
    const store = keptAnswersStore(database, (task) => tasks.push(task));
    tasks.shift()!(); // the removal of the localStorage entries of earlier versions
    store.write('/majorTree {}', entry('"m"', ['major']));
    await settle();
    expect(await get('/majorTree {}', database)).toBeUndefined();
    expect(await store.read('/majorTree {}')).toEqual(entry('"m"', ['major']));
    tasks.shift()!();
    await settle();
    expect(await get('/majorTree {}', database)).toEqual({ etag: '"m"', text: envelopeText(['major']) });

    store.write('/sysArea/all {}', entry('"a"', [1]));
    await clearKeptAnswers(database, localStorage);
    tasks.shift()!();
    await settle();
    expect(await store.read('/sysArea/all {}')).toBeUndefined();
    expect(await get('/sysArea/all {}', database)).toBeUndefined();
  });

  it('removes what earlier versions kept in localStorage, and leaves the rest', async () => {
    localStorage.setItem('zhihang.revalidate:/bdjob/jobMap {}', '"j"\n{"code":0,"data":{}}');
    localStorage.setItem('other-key', 'kept');
    keptAnswersStore(database, (task) => task(), localStorage);
    expect(localStorage.getItem('zhihang.revalidate:/bdjob/jobMap {}')).toBeNull();
    expect(localStorage.getItem('other-key')).toBe('kept');
  });

  it('keeps nothing without IndexedDB or when it refuses to store', async () => {
    const none = keptAnswersStore(null, (task) => task());
    expect(() => none.write('k', entry('"x"', 1))).not.toThrow();
    expect(await none.read('k')).toBeUndefined();
    const refusing = (() => Promise.reject(new Error('QuotaExceededError'))) as unknown as typeof database;
    const full = keptAnswersStore(refusing, (task) => task());
    expect(() => full.write('k', entry('"x"', 1))).not.toThrow();
    await settle();
    expect(await full.read('k')).toBeUndefined();
  });
});
