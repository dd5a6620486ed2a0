import type { UnitPrediction } from '@zhihang/contract/admission/admission-predict.schema';
import type { PlanTier } from '@zhihang/contract/plans/plan-linter';
import { Button, Popover, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './guidance.module.css';
import { whyLinesOf } from './rules/predictionWhy.ts';
import { rankNumber } from './rules/rankText.ts';
import { percentText } from './rules/wholeListStrip.ts';

const COLORS: Record<PlanTier, string> = { 冲: 'volcano', 稳: 'gold', 保: 'green' };

export type PlanRowPredictionProps = {
  prediction: UnitPrediction | undefined;
  loading: boolean;
  studentRank: number | null;
  /** The tier by the rank gap to last year's line: shown, labelled, where the engine has no number. */
  fallbackTier: PlanTier | null;
  /** A major inside a group slot: one compact line. */
  compact?: boolean;
};

/** The "why" of a prediction, line by line. */
function WhyList({ prediction, studentRank }: { prediction: UnitPrediction; studentRank: number }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.whyList} data-testid="prediction-why">
      {whyLinesOf(prediction, studentRank).map((line) => (
        <li key={line.key}>
          {t(`guidance.plans.why.${line.key}`, {
            ...line.values,
            ...(line.level ? { level: t(`guidance.plans.why.levels.${line.level}`) } : {}),
          })}
        </li>
      ))}
      <li className={styles.muted}>{prediction.why.text}</li>
    </ul>
  );
}

/**
 * A plan row's engine numbers: P(admit) with tier and confidence, the predicted cutoff's 80 %
 * interval and the why behind a button. 数据不足 says so with its reason and never a number; the
 * rank-gap tier then stands in, labelled as such.
 */
export function PlanRowPrediction({ prediction, loading, studentRank, fallbackTier, compact }: PlanRowPredictionProps) {
  const { t } = useTranslation();
  if (!prediction) {
    if (loading) return <Spin size="small" />;
    return fallbackTier ? (
      <span data-testid="plan-row-prediction">
        <Tag>{t('guidance.plans.rankGapTier', { tier: t(`guidance.tiers.${fallbackTier}`) })}</Tag>
      </span>
    ) : (
      <span className={styles.muted}>{t('guidance.tiers.unknown')}</span>
    );
  }
  const why =
    studentRank === null ? null : (
      <Popover
        trigger="click"
        title={t('guidance.plans.whyTitle')}
        content={<WhyList prediction={prediction} studentRank={studentRank} />}
      >
        <Button size="small" type="link" className={styles.whyButton}>
          {t('guidance.plans.whyButton')}
        </Button>
      </Popover>
    );
  if (prediction.status !== 'predicted' || prediction.probability === null) {
    return (
      <div data-testid="plan-row-prediction" data-status="insufficient">
        <span className={styles.muted}>{t('guidance.tiers.unknown')}</span>
        {fallbackTier ? (
          <Tag style={{ marginInlineStart: 4 }}>
            {t('guidance.plans.rankGapTier', { tier: t(`guidance.tiers.${fallbackTier}`) })}
          </Tag>
        ) : null}
        {compact ? null : <div className={styles.code}>{prediction.why.text.replace(/^数据不足：/, '')}</div>}
        {why}
      </div>
    );
  }
  return (
    <div data-testid="plan-row-prediction" data-status="predicted" style={{ whiteSpace: 'nowrap' }}>
      {prediction.tier ? (
        <Tag color={COLORS[prediction.tier]} style={{ marginInlineEnd: 4 }}>
          {t(`guidance.tiers.${prediction.tier}`)}
        </Tag>
      ) : null}
      <strong>{percentText(prediction.probability)}</strong>
      {prediction.confidence ? (
        <span className={styles.code} style={{ marginInlineStart: 4 }}>
          {t('guidance.search.confidence', { label: prediction.confidence })}
        </span>
      ) : null}
      {compact ? null : (
        <>
          {prediction.interval80 ? (
            <div className={styles.code}>
              {t('guidance.search.interval80', {
                low: rankNumber(prediction.interval80.low),
                high: rankNumber(prediction.interval80.high),
              })}
            </div>
          ) : null}
          {why}
        </>
      )}
    </div>
  );
}
