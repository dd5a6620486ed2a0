import { describe, expect, it } from 'vitest';
import { fingerprintValues, makeRowKey } from '../dataset-writer.ts';
import { groupCodeOf, groupNameOf } from './admission-fields.ts';
import { fillingModeOf } from './filling-rule.kind.ts';
import { parseScoreBand } from './score-rank.kind.ts';
import { collegeLevelOf } from './university.kinds.ts';

describe('values read by the kinds', () => {
  it('reads 一分一段 scores, merged bands and floors as published', () => {
    expect(parseScoreBand('600')).toEqual({ low: 600, high: 600 });
    expect(parseScoreBand('666-750')).toEqual({ low: 666, high: 750 });
    expect(parseScoreBand('684+')).toEqual({ low: 684, high: null });
    expect(parseScoreBand('683分以上')).toEqual({ low: 683, high: null });
    expect(parseScoreBand('0-139')).toEqual({ low: 0, high: 139 });
    expect(parseScoreBand('139以下')).toEqual({ low: 0, high: 139 });
    expect(parseScoreBand('高分')).toBeNull();
  });

  it('reads group codes, 志愿 modes and levels', () => {
    expect(groupCodeOf('206专业组')).toBe('206');
    expect(groupCodeOf('第05组')).toBe('05');
    expect(groupCodeOf('A00105')).toBe('A00105');
    // 吉林's guide: the school's group code, the group, the major's code.
    expect(groupCodeOf('3301004 第004组 008')).toBe('004');
    expect(groupNameOf('3301004 第004组 008', '004')).toBe('3301004 第004组');
    expect(groupCodeOf('3301004 第004组')).toBe('004');
    expect(groupNameOf('206专业组', '206')).toBe('206专业组');
    expect(groupNameOf('A00105', 'A00105')).toBe('');
    expect(
      groupCodeOf('成都信息工程大学-安徽-物理 + 化学（大气英才）-普通类-80-and-a-long-descriptive-label-text'),
    ).toBe('');
    expect(fillingModeOf('院校专业组')).toBe('院校专业组');
    expect(fillingModeOf('专业（类）+院校')).toBe('专业+院校');
    expect(fillingModeOf('院校')).toBe('院校');
    expect(fillingModeOf('平行志愿')).toBeNull();
    expect(collegeLevelOf('本科')).toBe('1');
    expect(collegeLevelOf('专科')).toBe('2');
    expect(collegeLevelOf('未知')).toBeNull();
  });

  it('fingerprints values so that any change, including type and null, shows', () => {
    const base = fingerprintValues(['440000', 2025, null, '北京大学', 689.5]);
    expect(fingerprintValues(['440000', 2025, null, '北京大学', 689.5])).toBe(base);
    expect(fingerprintValues(['440000', 2025, '', '北京大学', 689.5])).not.toBe(base);
    expect(fingerprintValues(['440000', '2025', null, '北京大学', 689.5])).not.toBe(base);
    expect(fingerprintValues(['440000', 2025, null, '北京大学', 689])).not.toBe(base);
    expect(fingerprintValues(['44000', '02025', null, '北京大学', 689.5])).not.toBe(base);
  });

  it('keeps long natural keys unique within the column size', () => {
    const long = makeRowKey(['a'.repeat(300)]);
    expect(long.length).toBeLessThanOrEqual(200);
    expect(makeRowKey(['a'.repeat(300)])).toBe(long);
    expect(makeRowKey([`${'a'.repeat(299)}b`])).not.toBe(long);
    expect(makeRowKey(['440000', 2025, null, '本科批'])).toBe('440000|2025||本科批');
  });
});
