/** Remembers the window scroll position of each kept-alive view, by path. */
export type ScrollMemory = {
  save: (path: string, top: number) => void;
  /** Where a view should be shown: its saved position when it was kept alive, else the top. */
  positionOf: (path: string, keptAlive: boolean) => number;
};

export function createScrollMemory(): ScrollMemory {
  const positions = new Map<string, number>();
  return {
    save: (path, top) => {
      positions.set(path, Math.max(0, Math.round(top)));
    },
    positionOf: (path, keptAlive) => {
      if (!keptAlive) {
        positions.delete(path);
        return 0;
      }
      return positions.get(path) ?? 0;
    },
  };
}
