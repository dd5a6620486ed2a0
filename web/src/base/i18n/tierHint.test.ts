import { TIER_BOUNDS } from '@zhihang/contract/plans/plan-tier';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { zh, type Messages } from './zh.ts';

describe('the 冲/稳/保 hint', () => {
  it.each([
    ['zh', zh],
    ['en', en],
  ] as Array<[string, Messages]>)(
    'states the contract’s rank-gap bounds in %s and no figure of its own',
    (language, messages) => {
      expect(messages.guidance.tierHint).not.toMatch(/[0-9]/);
      const i18n = i18next.createInstance();
      void i18n.init({
        resources: { [language]: { translation: messages } },
        lng: language,
        initAsync: false,
        interpolation: { escapeValue: false },
      });
      const hint = i18n.t('guidance.tierHint', { safe: TIER_BOUNDS.safe, match: TIER_BOUNDS.match });
      expect(hint).toContain(`≤${TIER_BOUNDS.safe}`);
      expect(hint).toContain(`≤${TIER_BOUNDS.match}`);
      expect(hint).not.toContain('{{');
    },
  );

  it('reads as before in Chinese', () => {
    const i18n = i18next.createInstance();
    void i18n.init({ resources: { zh: { translation: zh } }, lng: 'zh', initAsync: false });
    expect(i18n.t('guidance.tierHint', { safe: TIER_BOUNDS.safe, match: TIER_BOUNDS.match })).toBe(
      '冲/稳/保 按学生位次与该单位去年最低位次之比：≤0.85 为保，≤1.05 为稳，其余为冲',
    );
  });
});
