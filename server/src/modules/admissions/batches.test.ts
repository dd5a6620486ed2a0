import { BATCH_CODE } from '@zhihang/contract/admissions/admission-codes';
import { describe, expect, it } from 'vitest';
import { batchCodeOf } from './batches.ts';

describe('batchCodeOf', () => {
  it.each([
    ['本科批', BATCH_CODE.undergraduate],
    ['本科一批', BATCH_CODE.undergraduate],
    ['普通类本科批次平行志愿', BATCH_CODE.undergraduate],
    ['本科提前批B段', BATCH_CODE.undergraduateEarly],
    ['高职（专科）提前批', BATCH_CODE.juniorCollegeEarly],
    ['高职(专科)批', BATCH_CODE.juniorCollege],
    ['专科批征集志愿（第一轮）', BATCH_CODE.juniorCollege],
    ['特殊类型招生控制线', BATCH_CODE.other],
    ['国家专项', BATCH_CODE.other],
  ])('%s → %i', (name, code) => {
    expect(batchCodeOf(name)).toBe(code);
  });
});
