import type { UnitPrediction } from '@zhihang/contract/admission/admission-predict.schema';
import type { PlanTier } from '@zhihang/contract/plans/plan-linter';
import { Spin, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './guidance.module.css';
import { rankNumber } from './rules/rankText.ts';
import { percentText } from './rules/wholeListStrip.ts';
import { TierTag } from './TierTag.tsx';

const COLORS: Record<PlanTier, string> = { 冲: 'volcano', 稳: 'gold', 保: 'green' };

export type PredictionCellProps = {
  /** The engine's answer for the row; undefined while loading or when the call failed. */
  prediction: UnitPrediction | undefined;
  loading: boolean;
  /** The tier by the rank gap to last year's line: shown only when the engine gave no answer. */
  fallbackTier: PlanTier | null;
};

/**
 * A search row's P(admit) with its tier and confidence; the predicted cutoff's 80 % interval and
 * the engine's "why" in the tooltip. 数据不足 in grey where the engine gives no number.
 */
export function PredictionCell({ prediction, loading, fallbackTier }: PredictionCellProps) {
  const { t } = useTranslation();
  if (loading) return <Spin size="small" />;
  if (!prediction) return <TierTag tier={fallbackTier} />;
  if (prediction.status !== 'predicted' || prediction.probability === null) {
    return (
      <Tooltip title={prediction.why.text}>
        <span className={styles.muted} data-testid="unit-prediction" style={{ cursor: 'help' }}>
          {t('guidance.tiers.unknown')}
        </span>
      </Tooltip>
    );
  }
  const tooltip = (
    <div>
      {prediction.predictedRank !== null ? (
        <div>{t('guidance.search.predictedRank', { rank: rankNumber(prediction.predictedRank) })}</div>
      ) : null}
      {prediction.interval80 ? (
        <div>
          {t('guidance.search.interval80', {
            low: rankNumber(prediction.interval80.low),
            high: rankNumber(prediction.interval80.high),
          })}
        </div>
      ) : null}
      <div style={{ marginTop: 4 }}>{prediction.why.text}</div>
    </div>
  );
  return (
    <Tooltip title={tooltip}>
      <div data-testid="unit-prediction" style={{ cursor: 'help', whiteSpace: 'nowrap' }}>
        {prediction.tier ? (
          <Tag color={COLORS[prediction.tier]} style={{ marginInlineEnd: 4 }}>
            {t(`guidance.tiers.${prediction.tier}`)}
          </Tag>
        ) : null}
        <strong>{percentText(prediction.probability)}</strong>
        {prediction.confidence ? (
          <div className={styles.code}>{t('guidance.search.confidence', { label: prediction.confidence })}</div>
        ) : null}
      </div>
    </Tooltip>
  );
}
