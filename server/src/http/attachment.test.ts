import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './attachment.ts';

describe('attachmentDisposition', () => {
  it('sends the Chinese name percent-encoded in UTF-8 beside an ASCII fallback', () => {
    expect(attachmentDisposition('张三_方案(一)_志愿表.xlsx', 'plan-7.xlsx')).toBe(
      'attachment; filename="plan-7.xlsx"; filename*=UTF-8\'\'%E5%BC%A0%E4%B8%89_%E6%96%B9%E6%A1%88%28%E4%B8%80%29_%E5%BF%97%E6%84%BF%E8%A1%A8.xlsx',
    );
  });

  it('keeps quotes and non-ASCII out of the fallback', () => {
    expect(attachmentDisposition('a.xlsx', '"计划".xlsx')).toBe(
      'attachment; filename="____.xlsx"; filename*=UTF-8\'\'a.xlsx',
    );
  });
});
