import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import type { RevalidationEntry, RevalidationStore } from './createApiClient.ts';

/** Runs a task when the main thread is free; the store's writes go through it. */
export type IdleScheduler = (task: () => void) => void;

/** Where earlier versions kept the answers (localStorage); removed so they hold no space. */
const LEGACY_PREFIX = 'zhihang.revalidate:';

/**
 * Writes wait for an idle moment, one list per task, so that keeping the base lists adds nothing
 * to the page's work while it renders on a first visit.
 */
const whenIdle: IdleScheduler = (task) => {
  if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 0);
};

let defaultDatabase: UseStore | undefined;

/** The browser's IndexedDB store of kept answers, or null where the browser has none. */
export function keptAnswersDatabase(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  defaultDatabase ??= createStore('zhihang', 'kept-answers');
  return defaultDatabase;
}

/** Entries written but not stored yet, per database, so a read in between still finds them. */
const pendingByDatabase = new WeakMap<UseStore, Map<string, RevalidationEntry>>();
/** Bumped on sign-out so writes scheduled before it store nothing afterwards. */
let generation = 0;

function pendingOf(database: UseStore): Map<string, RevalidationEntry> {
  let pending = pendingByDatabase.get(database);
  if (!pending) {
    pending = new Map();
    pendingByDatabase.set(database, pending);
  }
  return pending;
}

/** What is stored per request: the ETag and the answer's text as it came (no serialising). */
type Kept = { etag: string; text: string };

/** The entry a stored value holds, or undefined when it is not one (another form, a refusal). */
function entryOf(kept: unknown): RevalidationEntry | undefined {
  if (typeof kept !== 'object' || kept === null) return undefined;
  const { etag, text } = kept as Partial<Kept>;
  if (typeof etag !== 'string' || typeof text !== 'string') return undefined;
  const envelope = JSON.parse(text) as { code?: unknown; data?: unknown } | null;
  if (envelope === null || typeof envelope !== 'object' || envelope.code !== 0 || !('data' in envelope)) {
    return undefined;
  }
  return { etag, data: envelope.data, text };
}

/** Removes the answers earlier versions kept in localStorage (about 1.5 MB). */
function removeLegacyEntries(storage: Storage | undefined): void {
  try {
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key?.startsWith(LEGACY_PREFIX) ?? false,
    );
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept there.
  }
}

/**
 * The kept answers of the base lists (about 1.5 MB in all) in the browser's IndexedDB. The answer's
 * text is stored as it came: storing a string there costs the page a third of what localStorage
 * took for the same text (3–15 ms per list against 13–48 ms in Chromium on a 2-core office-class
 * machine), and serialising the parsed list again cost 20 ms more per list. A browser without
 * IndexedDB, or one that refuses to store, keeps nothing: the lists are downloaded as before.
 */
export function keptAnswersStore(
  database: UseStore | null = keptAnswersDatabase(),
  schedule: IdleScheduler = whenIdle,
  legacyStorage: Storage | undefined = globalThis.localStorage,
): RevalidationStore {
  schedule(() => removeLegacyEntries(legacyStorage));
  return {
    async read(key) {
      if (!database) return undefined;
      const pending = pendingOf(database).get(key);
      if (pending) return pending;
      try {
        return entryOf(await get<unknown>(key, database));
      } catch {
        return undefined;
      }
    },
    write(key, entry) {
      if (!database) return;
      const pending = pendingOf(database);
      pending.set(key, entry);
      const scheduledIn = generation;
      schedule(() => {
        // A later write of the same key, or a sign-out, replaced this one.
        if (pending.get(key) !== entry) return;
        if (scheduledIn !== generation) {
          pending.delete(key);
          return;
        }
        const kept: Kept = { etag: entry.etag, text: entry.text };
        void set(key, kept, database)
          .catch(() => undefined)
          .finally(() => {
            if (pending.get(key) === entry) pending.delete(key);
          });
      });
    },
  };
}

/**
 * Forgets every kept answer (signing out on a shared office PC leaves nothing behind). IndexedDB
 * runs the clearing after any write already under way, and before any later read.
 */
export function clearKeptAnswers(
  database: UseStore | null = keptAnswersDatabase(),
  legacyStorage: Storage | undefined = globalThis.localStorage,
): Promise<void> {
  generation += 1;
  removeLegacyEntries(legacyStorage);
  if (!database) return Promise.resolve();
  pendingByDatabase.delete(database);
  return clear(database).catch(() => undefined);
}
