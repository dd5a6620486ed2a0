import type { EvaluationKey } from '@zhihang/contract/evaluations/instrument-definition';
import { Button, Card, Empty, Progress, Radio, Segmented, Select, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeadExtra } from '../../view/RoutePageHeader.tsx';
import { useInstrument, useInstruments } from '../../../modules/evaluations/evaluationQueries.ts';
import { answerLanguageOf, textIn, type AnswerLanguage } from '../../../modules/evaluations/rules/answerLanguage.ts';
import { progressPercent } from '../../../modules/evaluations/rules/takingPosition.ts';
import styles from './InstrumentPreviewPage.module.css';

/**
 * /test (测试页): an instrument as a student sees it on the phone, one item per screen in either
 * language, for teachers to try before assigning. Nothing is sent or saved.
 */
export function InstrumentPreviewPage() {
  const { t, i18n } = useTranslation();
  const instruments = useInstruments();
  const [key, setKey] = useState<EvaluationKey>('hol');
  const instrument = useInstrument(key);
  const [language, setLanguage] = useState<AnswerLanguage>(answerLanguageOf(i18n.language));
  const [index, setIndex] = useState(-1);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const data = instrument.data;
  const items = data?.items ?? [];
  const item = index >= 0 ? items[index] : undefined;
  const summary = instruments.data?.find((entry) => entry.key === key);

  const restart = (next: EvaluationKey = key) => {
    setKey(next);
    setIndex(-1);
    setAnswers({});
  };

  return (
    <div>
      <PageHeadExtra>
        <Space wrap>
          <Select
            aria-label={t('evaluations.preview.pick')}
            style={{ width: 220 }}
            value={key}
            onChange={(next: EvaluationKey) => restart(next)}
            options={(instruments.data ?? []).map((entry) => ({ value: entry.key, label: entry.name }))}
          />
          <Button onClick={() => restart()}>{t('evaluations.preview.restart')}</Button>
        </Space>
      </PageHeadExtra>
      <div className={styles.stage}>
        <Card variant="borderless" className={styles.phone} data-testid="instrument-preview">
          {!data ? (
            instrument.isError ? (
              <Empty />
            ) : (
              <Skeleton active paragraph={{ rows: 8 }} />
            )
          ) : (
            <div className={styles.body}>
              <div className={styles.head}>
                <Typography.Title level={2} className={styles.title}>
                  {textIn(data.title, language)}
                </Typography.Title>
                <Segmented
                  size="small"
                  value={language}
                  onChange={(value) => setLanguage(value as AnswerLanguage)}
                  options={[
                    { value: 'zh', label: t('evaluations.language.zh') },
                    { value: 'en', label: t('evaluations.language.en') },
                  ]}
                />
              </div>
              <Typography.Text type="secondary">
                {t('evaluations.preview.version', { version: data.version })} ·{' '}
                {t('evaluations.preview.items', { count: items.length })}
                {summary ? ` · ${summary.resultCode}` : ''}
              </Typography.Text>
              {index < 0 ? (
                <>
                  <Typography.Title level={3} className={styles.subTitle}>
                    {t('evaluations.mobile.intro')}
                  </Typography.Title>
                  <Typography.Paragraph>{textIn(data.intro, language)}</Typography.Paragraph>
                  <Typography.Paragraph type="secondary" className={styles.disclaimer}>
                    {textIn(data.disclaimer, language)}
                  </Typography.Paragraph>
                  <Button type="primary" shape="round" size="large" block onClick={() => setIndex(0)}>
                    {t('evaluations.mobile.begin')}
                  </Button>
                </>
              ) : item ? (
                <>
                  <div className={styles.progressRow}>
                    <strong>{t('evaluations.mobile.progress', { current: index + 1, total: items.length })}</strong>
                    <span>{t('evaluations.mobile.answered', { count: Object.keys(answers).length })}</span>
                  </div>
                  <Progress percent={progressPercent(items.length, Object.keys(answers).length)} showInfo={false} />
                  <Typography.Title level={3} className={`${styles.subTitle} ${styles.itemText}`}>
                    {index + 1}. {textIn(item.text, language)}
                  </Typography.Title>
                  <Radio.Group
                    className={styles.options}
                    value={answers[item.id]}
                    onChange={(event) => {
                      setAnswers((current) => ({ ...current, [item.id]: Number(event.target.value) }));
                      if (index < items.length - 1) setTimeout(() => setIndex((current) => current + 1), 250);
                    }}
                    options={data.responseScale.options.map((option) => ({
                      value: option.value,
                      label: textIn(option.label, language),
                    }))}
                  />
                  <div className={styles.footer}>
                    <Button shape="round" size="large" disabled={index === 0} onClick={() => setIndex(index - 1)}>
                      {t('evaluations.mobile.previous')}
                    </Button>
                    <Button
                      type="primary"
                      shape="round"
                      size="large"
                      onClick={() => setIndex(index < items.length - 1 ? index + 1 : items.length)}
                    >
                      {index < items.length - 1 ? t('evaluations.mobile.next') : t('evaluations.mobile.submit')}
                    </Button>
                  </div>
                </>
              ) : (
                <Empty description={t('evaluations.preview.done')} image={Empty.PRESENTED_IMAGE_SIMPLE}>
                  <Button onClick={() => restart()}>{t('evaluations.preview.restart')}</Button>
                </Empty>
              )}
            </div>
          )}
        </Card>
      </div>
    </div>
  );
}
