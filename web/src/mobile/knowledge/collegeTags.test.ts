import { describe, expect, it } from 'vitest';
import { splitCollegeTags } from './collegeTags.ts';

describe('college tags', () => {
  it('splits on commas, full-width commas and spaces', () => {
    expect(splitCollegeTags('985,211，双一流  强基')).toEqual(['985', '211', '双一流', '强基']);
    expect(splitCollegeTags('')).toEqual([]);
    expect(splitCollegeTags(null)).toEqual([]);
  });
});
