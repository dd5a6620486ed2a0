import type { RevalidationEntry, RevalidationStore } from './createApiClient.ts';

const PREFIX = 'zhihang.revalidate:';

/** Runs a task when the main thread is free; the store's writes go through it. */
export type IdleScheduler = (task: () => void) => void;

/**
 * Writes wait for an idle moment, one list per task: storing a base list takes up to ~10 ms on a
 * first visit, which would otherwise add to the page's work while it renders.
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

/**
 * An entry is stored as its ETag, a line break and the answer's text as it came: no serialising on
 * the way in (JSON.stringify of the job map alone took 20 ms, and storing its result 45 ms against
 * 11 ms for the text as received, in Chromium on a 2-core office-class machine).
 */
const storedForm = (entry: RevalidationEntry) => `${entry.etag}\n${entry.text}`;

/** The entry a stored value holds, or undefined when it is not one (another format, a refusal). */
function entryOf(value: string): RevalidationEntry | undefined {
  const lineBreak = value.indexOf('\n');
  if (lineBreak <= 0) return undefined;
  const text = value.slice(lineBreak + 1);
  const envelope = JSON.parse(text) as { code?: unknown; data?: unknown } | null;
  if (envelope === null || typeof envelope !== 'object' || envelope.code !== 0 || !('data' in envelope)) {
    return undefined;
  }
  return { etag: value.slice(0, lineBreak), data: envelope.data, text };
}

function store(storage: Storage, key: string, entry: RevalidationEntry): void {
  try {
    storage.setItem(PREFIX + key, storedForm(entry));
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
 * A value in an older form reads as nothing kept: the list is downloaded once more and replaces it.
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
        const value = storage.getItem(PREFIX + key);
        return value ? entryOf(value) : undefined;
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
