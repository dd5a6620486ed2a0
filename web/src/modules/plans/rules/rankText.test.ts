import { describe, expect, it } from 'vitest';
import { rankTextOf } from './rankText.ts';

describe('rank text', () => {
  it('shows one rank when the table publishes the score alone', () => {
    expect(rankTextOf({ best: 34_888, worst: 34_888, exact: true, kind: 'exact' })).toEqual({
      key: 'exact',
      values: { rank: '34,888' },
    });
  });

  it('shows both ends of a merged band or a gap', () => {
    expect(rankTextOf({ best: 27_385, worst: 27_930, exact: false, kind: 'merged-band' })).toEqual({
      key: 'interval',
      values: { best: '27,385', worst: '27,930' },
    });
  });

  it('says the rank is after the floor below the lowest published score', () => {
    expect(rankTextOf({ best: 250_001, worst: null, exact: false, kind: 'below-floor' })).toEqual({
      key: 'belowFloor',
      values: { rank: '250,001' },
    });
  });

  it('says nothing can be ranked without a table', () => {
    expect(rankTextOf({ best: null, worst: null, exact: false, kind: 'no-table' }).key).toBe('none');
  });
});
