import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { openImportDatabase } from '../../../test/import-test-support.ts';
import { createKnowledgeCache, KNOWLEDGE_CACHE_MAX_BYTES, KNOWLEDGE_CACHE_MAX_ENTRIES } from './knowledge-cache.ts';
import { bumpKnowledgeVersion } from './knowledge-version.ts';

/** A fresh string of `bytes` characters (not a slice or rope of a shared one, so it really holds memory). */
/** A full garbage collection, so that memory figures count live data only. */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const distinctText = (seed: number, bytes: number) => Buffer.alloc(bytes, `${seed}-`).toString('latin1');

describe('knowledge cache', () => {
  let database: DatabaseHandle;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, close } = await openImportDatabase('sqlite'));
  });
  afterAll(() => close());

  it('stays within its entry bound however many keys are asked for', async () => {
    const cache = createKnowledgeCache({ db: database.db });
    for (let limit = 1; limit <= 5000; limit += 1) {
      expect(await cache.get(`sweep:${limit}`, async () => ({ limit }))).toEqual({ limit });
    }
    expect(cache.size().entries).toBe(KNOWLEDGE_CACHE_MAX_ENTRIES);
    // The most recent keys are kept, the oldest were evicted and are built again when asked for.
    let builds = 0;
    await cache.get('sweep:5000', async () => ++builds);
    await cache.get('sweep:1', async () => ++builds);
    expect(builds).toBe(1);
  });

  it('stays within its byte bound, and the process memory with it', async () => {
    const cache = createKnowledgeCache({ db: database.db });
    collectGarbage();
    const before = process.memoryUsage();
    // 200 distinct values of 2 MB: 400 MB if every one were kept.
    for (let key = 0; key < 200; key += 1) {
      await cache.get(`large:${key}`, async () => distinctText(key, 2 * 1024 * 1024));
      expect(cache.size().bytes).toBeLessThanOrEqual(KNOWLEDGE_CACHE_MAX_BYTES);
    }
    collectGarbage();
    const { entries, bytes } = cache.size();
    expect(bytes).toBeGreaterThan(KNOWLEDGE_CACHE_MAX_BYTES / 2);
    expect(entries).toBeLessThan(KNOWLEDGE_CACHE_MAX_ENTRIES);
    // Live memory (large strings are held outside the heap) stays near the bound; the resident
    // size is checked loosely, as the allocator keeps pages it has used, but far below 400 MB.
    const after = process.memoryUsage();
    const live = (usage: NodeJS.MemoryUsage) => usage.heapUsed + usage.external;
    expect(live(after) - live(before)).toBeLessThan(64 * 1024 * 1024);
    expect(after.rss - before.rss).toBeLessThan(250 * 1024 * 1024);
  }, 60_000);

  it('sees a data change only once its check interval has passed on the clock it was given', async () => {
    let at = 1_000_000;
    const cache = createKnowledgeCache({ db: database.db, now: () => at, checkIntervalMs: 1000 });
    let builds = 0;
    const build = async () => ++builds;
    expect(await cache.get('counter', build)).toBe(1);
    await bumpKnowledgeVersion(database.db);
    at += 999;
    expect(await cache.get('counter', build)).toBe(1);
    at += 1;
    expect(await cache.get('counter', build)).toBe(2);
  });

  it('rebuilds an entry older than its maximum age even when the data did not change', async () => {
    let at = 0;
    const cache = createKnowledgeCache({ db: database.db, now: () => at, maxAgeMs: 60_000 });
    let builds = 0;
    const build = async () => ++builds;
    expect(await cache.get('aged', build)).toBe(1);
    at += 59_999;
    expect(await cache.get('aged', build)).toBe(1);
    at += 1;
    expect(await cache.get('aged', build)).toBe(2);
  });
});
