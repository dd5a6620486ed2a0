import type { PlanTier } from '@zhihang/contract/plans/plan-linter';
import { TIER_BOUNDS } from '@zhihang/contract/plans/plan-tier';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<PlanTier, string> = { 冲: 'volcano', 稳: 'gold', 保: 'green' };

export type TierTagProps = { tier: PlanTier | null };

/** 冲 / 稳 / 保, or 数据不足 when the unit has no earlier year to measure against. */
export function TierTag({ tier }: TierTagProps) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('guidance.tierHint', { safe: TIER_BOUNDS.safe, match: TIER_BOUNDS.match })}>
      {tier ? (
        <Tag color={COLORS[tier]} style={{ marginInlineEnd: 0 }}>
          {t(`guidance.tiers.${tier}`)}
        </Tag>
      ) : (
        <Tag style={{ marginInlineEnd: 0 }}>{t('guidance.tiers.unknown')}</Tag>
      )}
    </Tooltip>
  );
}
