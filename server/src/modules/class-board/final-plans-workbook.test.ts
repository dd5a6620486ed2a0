import { describe, expect, it } from 'vitest';
import { sheetNamesOf } from './final-plans-workbook.ts';

describe('sheetNamesOf', () => {
  it('keeps a plain name as it is', () => {
    expect(sheetNamesOf(['张三_稳妥方案'])).toEqual(['张三_稳妥方案']);
  });

  it('replaces the characters Excel refuses and the apostrophes at either end', () => {
    expect(sheetNamesOf(['李四_方案[1]/2:*?\\', "'王五_冲刺'"])).toEqual(['李四_方案 1  2', '王五_冲刺']);
  });

  it('cuts a long name to 31 characters', () => {
    const [name] = sheetNamesOf([`赵六_${'很长的方案名称'.repeat(6)}`]);
    expect(Array.from(name!)).toHaveLength(31);
    expect(name!.startsWith('赵六_很长的方案名称')).toBe(true);
  });

  it('numbers a repeat, ignoring case, and fits the number within 31 characters', () => {
    const long = `学生_${'甲'.repeat(40)}`;
    expect(sheetNamesOf(['张三_A', '张三_a', '张三_A'])).toEqual(['张三_A', '张三_a(2)', '张三_A(3)']);
    const [first, second] = sheetNamesOf([long, long]);
    expect(first).toHaveLength(31);
    expect(second).toHaveLength(31);
    expect(second!.endsWith('(2)')).toBe(true);
  });

  it('avoids the names already taken and Excel’s own History', () => {
    expect(sheetNamesOf(['汇总', 'History', ''], ['汇总'])).toEqual(['汇总(2)', 'History(2)', '志愿表']);
  });
});
