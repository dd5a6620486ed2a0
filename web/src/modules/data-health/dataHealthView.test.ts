import type { ScoreTableHealth } from '@zhihang/contract/data-health/data-health.schema';
import { describe, expect, it } from 'vitest';
import { actionColourOf, countText, groupScoreTables, percentText, sourceOf } from './dataHealthView.ts';

const table = (trackCode: number, trackName: string, overrides: Partial<ScoreTableHealth> = {}): ScoreTableHealth => ({
  trackCode,
  trackName,
  rows: 100,
  excludedRows: 0,
  candidates: 1000,
  sourceId: 'owner/repo@abc1234',
  sourceName: null,
  ...overrides,
});

describe('data health view rules', () => {
  it('writes shares as percentages with one decimal, and nothing to share as a dash', () => {
    expect(percentText(2 / 3)).toBe('66.7%');
    expect(percentText(0)).toBe('0.0%');
    expect(percentText(1)).toBe('100.0%');
    expect(percentText(null)).toBe('—');
  });

  it('writes counts with thousands separators', () => {
    expect(countText(433366)).toBe('433,366');
    expect(countText(12)).toBe('12');
  });

  it('colours 已更正 green, 不予使用 red and 待核对 (or anything else) orange', () => {
    expect(actionColourOf('fixed')).toBe('green');
    expect(actionColourOf('excluded')).toBe('red');
    expect(actionColourOf('flagged')).toBe('orange');
    expect(actionColourOf('later')).toBe('orange');
  });

  it('shows the general tracks’ tables one by one and counts the art, sports and other ones', () => {
    const groups = groupScoreTables([
      table(15, '物理类'),
      table(11, '历史类'),
      table(30, '美术类'),
      table(30, '音乐类'),
      table(40, '体育类'),
      table(5, '理科'),
    ]);
    expect(groups.general.map((entry) => entry.trackName)).toEqual(['物理类', '历史类', '理科']);
    expect(groups.others).toBe(3);
    expect(groupScoreTables([])).toEqual({ general: [], others: 0 });
  });

  it('names a table’s source by the declared name, else by the rows’ source id', () => {
    expect(sourceOf({ sourceName: '河北省教育考试院', sourceId: 'owner/repo@abc1234' })).toBe('河北省教育考试院');
    expect(sourceOf({ sourceName: null, sourceId: 'owner/repo@abc1234' })).toBe('owner/repo@abc1234');
    expect(sourceOf({ sourceName: null, sourceId: '' })).toBe('');
  });
});
