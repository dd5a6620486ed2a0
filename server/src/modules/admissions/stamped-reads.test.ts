import { describe, expect, it } from 'vitest';
import { createStampedReads } from './stamped-reads.ts';

describe('reads kept under a stamp of their tables', () => {
  const counting = () => {
    let stamp = 'v1';
    let loads = 0;
    const read = createStampedReads(async () => stamp, 2);
    return {
      read: (key: string) =>
        read(key, async () => {
          loads += 1;
          return `${key}@${stamp}#${loads}`;
        }),
      setStamp: (next: string) => {
        stamp = next;
      },
      loads: () => loads,
    };
  };

  it('answers from the kept read while the stamp holds, and reads again once it moves', async () => {
    const reads = counting();
    expect(await reads.read('广东')).toBe('广东@v1#1');
    expect(await reads.read('广东')).toBe('广东@v1#1');
    reads.setStamp('v2');
    expect(await reads.read('广东')).toBe('广东@v2#2');
    expect(reads.loads()).toBe(2);
  });

  it('shares one read between two uses at once, and drops the least recently used past the bound', async () => {
    const reads = counting();
    const [first, second] = await Promise.all([reads.read('吉林'), reads.read('吉林')]);
    expect(first).toBe(second);
    expect(reads.loads()).toBe(1);
    await reads.read('福建');
    await reads.read('吉林');
    await reads.read('甘肃');
    // 福建 was the least recently used of three keys with room for two.
    await reads.read('福建');
    expect(reads.loads()).toBe(4);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const read = createStampedReads(async () => 'v1');
    const load = async () => {
      if (fail) throw new Error('busy');
      return 7;
    };
    await expect(read('北京', load)).rejects.toThrow('busy');
    fail = false;
    expect(await read('北京', load)).toBe(7);
  });
});
