import { BATCH_CODE, type BatchCode } from '@zhihang/contract/admissions/admission-codes';

/**
 * The spec's batch code (本科批 3, 提前本 1, 专科批 7, 提前专 2) of a published batch name; 0 for
 * batches that are none of these (特殊类型招生控制线, a bare 国家专项…). The name itself is stored too.
 */
export function batchCodeOf(name: string): BatchCode {
  const text = name.replace(/\s+/g, '');
  if (!text) return BATCH_CODE.other;
  const juniorCollege = /专科|高职|高专/.test(text);
  const undergraduate = /本科|一本|二本|三本|一批|二批|三批|第一批|第二批/.test(text) && !juniorCollege;
  if (text.includes('提前')) {
    if (juniorCollege) return BATCH_CODE.juniorCollegeEarly;
    return BATCH_CODE.undergraduateEarly;
  }
  if (juniorCollege) return BATCH_CODE.juniorCollege;
  if (undergraduate) return BATCH_CODE.undergraduate;
  return BATCH_CODE.other;
}
