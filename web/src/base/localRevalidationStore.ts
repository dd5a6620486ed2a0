import type { RevalidationEntry, RevalidationStore } from './createApiClient.ts';

const PREFIX = 'zhihang.revalidate:';

/** Runs a task when the main thread is free; the store's writes go through it. */
export type IdleScheduler = (task: () => void) => void;

/**
 * Writes wait for an idle moment, one list per task: serialising and storing the base lists takes
 * 30–60 ms on a first visit, which would otherwise block the page while it renders.
 */
const whenIdle: IdleScheduler = (task) => {
  if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 0);
};

/** Entries written but not stored yet, per storage, so a read in between still finds them. */
const pendingByStorage = new WeakMap<Storage, Map<string, RevalidationEntry>>();
/** Bumped on sign-out so writes scheduled before it store nothing afterwards. */
let generation = 0;

function pendingOf(storage: Storage): Map<string, RevalidationEntry> {
  let pending = pendingByStorage.get(storage);
  if (!pending) {
    pending = new Map();
    pendingByStorage.set(storage, pending);
  }
  return pending;
}

function store(storage: Storage, key: string, entry: RevalidationEntry): void {
  try {
    storage.setItem(PREFIX + key, JSON.stringify(entry));
  } catch {
    // Quota exceeded or storage disabled: the next load downloads the list again.
    try {
      storage.removeItem(PREFIX + key);
    } catch {
      // Nothing more to do.
    }
  }
}

/**
 * The browser's localStorage as the kept-answers store of the base lists (about 1.5 MB in all).
 * Storage that is full, disabled or holds something unreadable simply keeps nothing: the lists
 * are then downloaded as before.
 */
export function localRevalidationStore(
  storage: Storage | undefined = globalThis.localStorage,
  schedule: IdleScheduler = whenIdle,
): RevalidationStore {
  return {
    read(key) {
      try {
        if (!storage) return undefined;
        const pending = pendingByStorage.get(storage)?.get(key);
        if (pending) return pending;
        const text = storage.getItem(PREFIX + key);
        if (!text) return undefined;
        const entry = JSON.parse(text) as Partial<RevalidationEntry>;
        return typeof entry.etag === 'string' && 'data' in entry ? (entry as RevalidationEntry) : undefined;
      } catch {
        return undefined;
      }
    },
    write(key, entry) {
      if (!storage) return;
      const pending = pendingOf(storage);
      pending.set(key, entry);
      const scheduledIn = generation;
      schedule(() => {
        // A later write of the same key, or a sign-out, replaced this one.
        if (pending.get(key) !== entry) return;
        pending.delete(key);
        if (scheduledIn === generation) store(storage, key, entry);
      });
    },
  };
}

/** Forgets every kept answer (signing out on a shared office PC leaves nothing behind). */
export function clearRevalidationStore(storage: Storage | undefined = globalThis.localStorage): void {
  generation += 1;
  try {
    if (!storage) return;
    pendingByStorage.delete(storage);
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key?.startsWith(PREFIX) ?? false,
    );
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
