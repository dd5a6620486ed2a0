import { describe, expect, it } from 'vitest';
import { isGroupOnlyPlanRow, planMajorName, planRowName, tuitionText } from './plan-row-text.ts';

describe('plan rows published per 院校专业组', () => {
  it('recognises a group row by its school + 组 + group code name and <group>_001 code', () => {
    expect(isGroupOnlyPlanRow({ major: '四川大学组3801', majorExamCode: '3801_001', groupCode: '3801' })).toBe(true);
    expect(isGroupOnlyPlanRow({ major: '北京大学组203', majorExamCode: '', groupCode: '203' })).toBe(true);
  });

  it('keeps real majors, and a name ending in another group code, as majors', () => {
    expect(isGroupOnlyPlanRow({ major: '计算机科学与技术', majorExamCode: '080901', groupCode: '203' })).toBe(false);
    expect(isGroupOnlyPlanRow({ major: '北京大学组203', majorExamCode: '3801_001', groupCode: '3801' })).toBe(false);
    expect(isGroupOnlyPlanRow({ major: '北京大学组203', majorExamCode: '080901', groupCode: '203' })).toBe(false);
    expect(isGroupOnlyPlanRow({ major: '某大学组1', majorExamCode: null, groupCode: null })).toBe(false);
  });

  it('names a group row 专业组 <code> without a major code', () => {
    expect(planRowName({ major: '四川大学组3801', majorExamCode: '3801_001', groupCode: '3801' })).toEqual({
      name: '专业组 3801',
      code: null,
      groupOnly: true,
    });
    expect(planRowName({ major: '临床医学', majorExamCode: '100201K', groupCode: '05' })).toEqual({
      name: '临床医学',
      code: '100201K',
      groupOnly: false,
    });
  });

  it("names a plan's major by the same rule, with the slot's group code", () => {
    expect(planMajorName({ majorName: '四川大学组3801', majorCode: '3801_001' }, '3801')).toEqual({
      name: '专业组 3801',
      code: null,
      groupOnly: true,
    });
    expect(planMajorName({ majorName: '四川大学组3801', majorCode: '3801_001' }, '')).toEqual({
      name: '四川大学组3801',
      code: '3801_001',
      groupOnly: false,
    });
    expect(planMajorName({ majorName: '口腔医学', majorCode: '100301K' }, '3801').name).toBe('口腔医学');
  });
});

describe('tuition text', () => {
  it('drops a zero decimal part and keeps published text', () => {
    expect(tuitionText('6000.0')).toBe('6000');
    expect(tuitionText('95000.00')).toBe('95000');
    expect(tuitionText('7250.5')).toBe('7250.5');
    expect(tuitionText('1.48万')).toBe('1.48万');
    expect(tuitionText('待定')).toBe('待定');
    expect(tuitionText(null)).toBe('');
  });
});
