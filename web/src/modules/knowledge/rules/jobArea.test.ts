import { describe, expect, it } from 'vitest';
import { showsJobArea } from './jobArea.ts';

describe('job area', () => {
  it('is shown for Chinese only', () => {
    expect(showsJobArea('zh')).toBe(true);
    expect(showsJobArea('zh-CN')).toBe(true);
    expect(showsJobArea('en')).toBe(false);
    expect(showsJobArea('en-US')).toBe(false);
  });
});
