import { readFileSync } from 'node:fs';
import type { InstrumentDefinition } from '@zhihang/contract/evaluations/instrument-definition';
import { describe, expect, it } from 'vitest';
import { hollandScalesOf } from '../evaluations/student-interests.ts';
import { hollandCodeOf, interestFitOf } from './interest-fit.ts';

/** The 霍兰德 instrument as stored: the mapping the reports use. */
const HOLLAND = hollandScalesOf(
  JSON.parse(
    readFileSync(new URL('../../setup/seed/evaluations/hol.json', import.meta.url), 'utf8'),
  ) as InstrumentDefinition,
);

describe('interest codes', () => {
  it('reads the Holland code from the codes made only of RIASEC letters', () => {
    expect(hollandCodeOf(['RIA'])).toBe('RIA');
    expect(hollandCodeOf(['r', 'I'])).toBe('RI');
    expect(hollandCodeOf(['INTJ', 'SEC'])).toBe('SEC');
    expect(hollandCodeOf(['RIASEC'])).toBe('RIA');
    expect(hollandCodeOf(['IR', 'RI'])).toBe('IR');
    expect(hollandCodeOf(['ENFP', ''])).toBeNull();
    expect(hollandCodeOf([])).toBeNull();
  });

  it('weighs a major by the first letter whose 专业类 hold it, and names that letter', () => {
    const fit = interestFitOf('RIA', HOLLAND, { source: 'request' });
    // 0809 计算机类 is among 研究型's classes; 0802 机械类 among 现实型's.
    expect(fit({ majorCode: '080901' })).toEqual({ weight: 1.06, label: '兴趣代码 RIA 的研究型 I，专业类 0809' });
    expect(fit({ majorCode: '080201' })?.weight).toBe(1.1);
    expect(fit({ majorCode: '130201' })?.weight).toBe(1.03);
    // 法学 is in no letter of RIA.
    expect(fit({ majorCode: '030101' })).toBeNull();
    const fromResult = interestFitOf('SEC', HOLLAND, { source: 'evaluation', resultId: 7, completedAt: 0 });
    expect(fromResult({ majorCode: '030101' })).toEqual({
      weight: 1.06,
      label: '兴趣代码 SEC（最近一次霍兰德测评）的企业型 E，专业类 0301',
    });
  });
});
