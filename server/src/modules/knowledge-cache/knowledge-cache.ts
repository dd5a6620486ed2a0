import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/schema.ts';
import { SerialisedEnvelope } from '../../http/envelope.ts';
import { createKnowledgeVersionRepository } from './knowledge-version.repository.ts';

type Entry = { version: string; value: unknown; etag: string; builtAt: number; bytes: number };

/** Default bounds: the base lists are a dozen keys and a few MB; nothing a caller asks for grows past them. */
export const KNOWLEDGE_CACHE_MAX_ENTRIES = 32;
export const KNOWLEDGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

export type KnowledgeCacheOptions = {
  db: Kysely<Database>;
  now?: () => number;
  /** How long one fingerprint read is trusted (ms); requests within it do no query at all. */
  checkIntervalMs?: number;
  /** Upper bound on an entry's age (ms): in-place updates that keep every count are seen too. */
  maxAgeMs?: number;
  /** Bounds of the cache, in entries and in serialised bytes; the least recently used go first. */
  maxEntries?: number;
  maxBytes?: number;
};

/**
 * In-memory cache of the base lists (major tree, job tree and map, university lookup, report
 * data). Each entry remembers the data fingerprint it was built from; a request re-reads the
 * fingerprint at most once per check interval and rebuilds entries whose fingerprint changed,
 * so every instance sees another instance's import within that interval. The cache is bounded
 * by entries and bytes (an entry's size is its serialised JSON), so no key a caller makes up can
 * make it grow without limit.
 */
export function createKnowledgeCache({
  db,
  now = Date.now,
  checkIntervalMs = 1000,
  maxAgeMs = 10 * 60 * 1000,
  maxEntries = KNOWLEDGE_CACHE_MAX_ENTRIES,
  maxBytes = KNOWLEDGE_CACHE_MAX_BYTES,
}: KnowledgeCacheOptions) {
  const versions = createKnowledgeVersionRepository(db);
  const entries = new LRUCache<string, Entry>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
  });
  const building = new Map<string, Promise<Entry>>();
  let checked: { version: string; at: number } | undefined;

  const currentVersion = async (): Promise<string> => {
    const at = now();
    if (checked && at - checked.at < checkIntervalMs) return checked.version;
    checked = { version: await versions.fingerprint(), at };
    return checked.version;
  };

  const entryFor = async (key: string, build: () => Promise<unknown>): Promise<Entry> => {
    const version = await currentVersion();
    const existing = entries.get(key);
    if (existing && existing.version === version && now() - existing.builtAt < maxAgeMs) return existing;
    const pending = building.get(`${key}|${version}`);
    if (pending) return pending;
    const promise = (async () => {
      const value = await build();
      const bytes = value instanceof SerialisedEnvelope ? value.json : JSON.stringify(value);
      const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
      const entry = { version, value, etag, builtAt: now(), bytes: Buffer.byteLength(bytes) };
      entries.set(key, entry);
      return entry;
    })().finally(() => building.delete(`${key}|${version}`));
    building.set(`${key}|${version}`, promise);
    return promise;
  };

  return {
    /** The cached value, rebuilt when the data changed. */
    async get<T>(key: string, build: () => Promise<T>): Promise<T> {
      return (await entryFor(key, build)).value as T;
    },

    /**
     * For route handlers: sets ETag and answers 304 (empty body) when the client already holds
     * this version. The value is returned either way; Fastify sends no body with a 304.
     */
    async serve<T>(key: string, build: () => Promise<T>, request: FastifyRequest, reply: FastifyReply): Promise<T> {
      const entry = await entryFor(key, build);
      reply.header('etag', entry.etag);
      reply.header('cache-control', 'private, no-cache');
      const held = request.headers['if-none-match'];
      if (typeof held === 'string' && held.split(/\s*,\s*/).includes(entry.etag)) reply.code(304);
      return entry.value as T;
    },

    /**
     * Like `serve`, for large lists: the envelope is serialised once per data version and the
     * same bytes are sent to every caller (with ETag / 304).
     */
    async serveSerialised<T>(
      key: string,
      build: () => Promise<T>,
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<SerialisedEnvelope<T>> {
      return this.serve(key, async () => SerialisedEnvelope.of(await build()), request, reply);
    },

    /** How many entries and serialised bytes the cache holds now. */
    size(): { entries: number; bytes: number } {
      return { entries: entries.size, bytes: entries.calculatedSize };
    },

    /** Forgets every entry (tests; an in-process import). */
    clear(): void {
      entries.clear();
      checked = undefined;
    },
  };
}

export type KnowledgeCache = ReturnType<typeof createKnowledgeCache>;
