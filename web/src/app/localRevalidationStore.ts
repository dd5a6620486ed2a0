import type { RevalidationEntry, RevalidationStore } from './createApiClient.ts';

const PREFIX = 'zhihang.revalidate:';

/**
 * The browser's localStorage as the kept-answers store of the base lists (about 1.5 MB in all).
 * Storage that is full, disabled or holds something unreadable simply keeps nothing: the lists
 * are then downloaded as before.
 */
export function localRevalidationStore(storage: Storage | undefined = globalThis.localStorage): RevalidationStore {
  return {
    read(key) {
      try {
        const text = storage?.getItem(PREFIX + key);
        if (!text) return undefined;
        const entry = JSON.parse(text) as Partial<RevalidationEntry>;
        return typeof entry.etag === 'string' && 'data' in entry ? (entry as RevalidationEntry) : undefined;
      } catch {
        return undefined;
      }
    },
    write(key, entry) {
      try {
        storage?.setItem(PREFIX + key, JSON.stringify(entry));
      } catch {
        // Quota exceeded or storage disabled: the next load downloads the list again.
        try {
          storage?.removeItem(PREFIX + key);
        } catch {
          // Nothing more to do.
        }
      }
    },
  };
}

/** Forgets every kept answer (signing out on a shared office PC leaves nothing behind). */
export function clearRevalidationStore(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key?.startsWith(PREFIX) ?? false,
    );
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
