import { describe, expect, it } from 'vitest';
import { ANY_OPTION, filterValuesOf, toggleFilterOption } from './filterGroup.ts';
import { hasRatio, parseRatio, ratioText } from './ratio.ts';
import { sortByRate } from './rateSort.ts';
import { TRUNCATE_LENGTH, truncateText, withThousands } from './textFormat.ts';
import { relativeTime, timestampMs } from './timeText.ts';

describe('filter groups', () => {
  it('不限 clears the others', () => {
    expect(toggleFilterOption(['985', '211'], ANY_OPTION)).toEqual([ANY_OPTION]);
  });
  it('another option clears 不限 and adds itself', () => {
    expect(toggleFilterOption([ANY_OPTION], '985')).toEqual(['985']);
    expect(toggleFilterOption(['985'], '211')).toEqual(['985', '211']);
  });
  it('tapping a chosen option removes it; an emptied group reverts to 不限', () => {
    expect(toggleFilterOption(['985', '211'], '985')).toEqual(['211']);
    expect(toggleFilterOption(['985'], '985')).toEqual([ANY_OPTION]);
  });
  it('sends no values for 不限', () => {
    expect(filterValuesOf([ANY_OPTION])).toEqual([]);
    expect(filterValuesOf(['11', '31'])).toEqual(['11', '31']);
  });
});

describe('a:b ratios', () => {
  it('turns counts into shares rounded to two decimals', () => {
    expect(parseRatio('1:2')).toEqual({ left: 33.33, right: 66.67 });
    expect(parseRatio('62:38')).toEqual({ left: 62, right: 38 });
    expect(parseRatio(' 3：1 ')).toEqual({ left: 75, right: 25 });
  });
  it('is hidden when empty or a bare colon', () => {
    expect(parseRatio('')).toBeNull();
    expect(parseRatio(':')).toBeNull();
    expect(parseRatio(null)).toBeNull();
    expect(hasRatio(' : ')).toBe(false);
  });
  it('falls back to 50/50 when the parts are not numbers', () => {
    expect(parseRatio('a:b')).toEqual({ left: 50, right: 50 });
    expect(parseRatio('0:0')).toEqual({ left: 50, right: 50 });
    expect(parseRatio('5:')).toEqual({ left: 50, right: 50 });
  });
  it('shows - in lists when empty', () => {
    expect(ratioText(':')).toBe('-');
    expect(ratioText(undefined)).toBe('-');
    expect(ratioText('6:4')).toBe('6:4');
  });
});

describe('chart order', () => {
  const items = [
    { name: 'a', rate: '0.2' },
    { name: 'b', rate: 0.5 },
    { name: 'c', rate: null },
  ];
  it('sorts by rate either way without touching the input', () => {
    expect(sortByRate(items, 'desc').map((item) => item.name)).toEqual(['b', 'a', 'c']);
    expect(sortByRate(items, 'asc').map((item) => item.name)).toEqual(['c', 'a', 'b']);
    expect(items.map((item) => item.name)).toEqual(['a', 'b', 'c']);
  });
});

describe('time text', () => {
  const now = Date.UTC(2026, 5, 7, 12, 0, 0);
  it('reads 10-digit timestamps as seconds', () => {
    expect(timestampMs(1_780_000_000)).toBe(1_780_000_000_000);
    expect(timestampMs('1780000000')).toBe(1_780_000_000_000);
    expect(timestampMs(1_780_000_000_000)).toBe(1_780_000_000_000);
  });
  it('says how long ago', () => {
    expect(relativeTime(now - 10_000, now)).toBe('刚刚');
    expect(relativeTime(now - 5 * 60_000, now)).toBe('5分钟前');
    expect(relativeTime(now - 3 * 3_600_000, now)).toBe('3小时前');
    expect(relativeTime(now - 30 * 3_600_000, now)).toBe('1天前');
    expect(relativeTime((now - 30 * 3_600_000) / 1000, now)).toBe('1天前');
    expect(relativeTime(now - 72 * 3_600_000, now)).toMatch(/^2026-06-0[45] \d\d:\d\d$/);
  });
});

describe('text formats', () => {
  it('truncates to 12 characters by default', () => {
    expect(TRUNCATE_LENGTH).toBe(12);
    expect(truncateText('中华人民共和国教育部高校学生司')).toBe('中华人民共和国教育部高校…');
    expect(truncateText('北京大学')).toBe('北京大学');
    expect(truncateText(null)).toBe('');
  });
  it('groups thousands', () => {
    expect(withThousands(34_888)).toBe('34,888');
    expect(withThousands('1234567.5')).toBe('1,234,567.5');
    expect(withThousands(999)).toBe('999');
    expect(withThousands(-12_000)).toBe('-12,000');
    expect(withThousands('暂无')).toBe('暂无');
    expect(withThousands(null)).toBe('');
  });
});
