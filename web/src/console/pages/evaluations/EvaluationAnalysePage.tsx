import type { AnalyseBody } from '@zhihang/contract/evaluations/evaluations.schemas';
import { EVALUATION_KEYS, type EvaluationKey } from '@zhihang/contract/evaluations/instrument-definition';
import { AutoComplete, Card, Col, Empty, Form, Row, Select, Skeleton, Statistic } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackgroundMount, useBackgroundValue } from '../../../components/useBackgroundRender.ts';
import { analyseRingCounts } from '../../../modules/evaluations/analyseCounts.ts';
import {
  classProfileOption,
  countBarOption,
  MIN_PEOPLE_FOR_SHARE,
  ringOption,
} from '../../../modules/evaluations/charts/analyseChartOptions.ts';
import { EChart } from '../../../components/EChart.tsx';
import { useAnalysis, useInstruments, useStudentChoices } from '../../../modules/evaluations/evaluationQueries.ts';
import { answerLanguageOf, textIn } from '../../../modules/evaluations/rules/answerLanguage.ts';
import { WarningTable } from '../../../modules/evaluations/WarningTable.tsx';
import styles from '../../../modules/evaluations/evaluations.module.css';

const CHART_HEIGHT = 300;
const TOP_CODES = 15;

/**
 * /edu/analyse (数据分析): a grade's or class's Holland codes and types, average profiles by class,
 * the 预警 list and how many students' interests fit their 选科; every chart saves as an image.
 */
export function EvaluationAnalysePage() {
  const { t, i18n } = useTranslation();
  const language = answerLanguageOf(i18n.language);
  const [scope, setScope] = useState<AnalyseBody>({});
  const [profileKey, setProfileKey] = useState<EvaluationKey>('hol');
  const analysis = useAnalysis(scope);
  const instruments = useInstruments().data ?? [];
  const classes = useStudentChoices(scope.grade).data?.classes ?? [];
  // The charts and the 预警 table take each answer in a background render, one task less to wait for.
  const data = useBackgroundValue(analysis.data);
  const waiting = analysis.isLoading || data !== analysis.data;
  // The charts' cards, the class profiles and the 预警 table mount after the page's first frame.
  const bodyShown = useBackgroundMount();
  const nameOf = (key: EvaluationKey) => instruments.find((item) => item.key === key)?.name ?? key;
  const counts = useMemo(
    () =>
      data
        ? analyseRingCounts(data, { fits: t('evaluations.analyse.fits'), misfits: t('evaluations.analyse.misfits') })
        : null,
    [data, t],
  );
  const profiles = useMemo(
    () => (data ? data.profiles.filter((profile) => profile.instrumentKey === profileKey) : []),
    [data, profileKey],
  );
  const profileOption = useMemo(
    () => classProfileOption(profiles, (name) => textIn(name, language)),
    [profiles, language],
  );
  const scopeName = [scope.grade ? t(`students.gradeName${scope.grade as 1 | 2 | 3}`) : '', scope.className ?? ''].join(
    '',
  );
  const chartLabel = (title: string) => `${scopeName}${title}`;
  // While the first answer is on its way the cards wait rather than say there is nothing.
  const empty = waiting ? (
    <Skeleton active paragraph={{ rows: 5 }} />
  ) : (
    <Empty description={t('evaluations.analyse.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
  );

  return (
    <div>
      <Card variant="borderless" className={styles.card}>
        <Form layout="inline" name="analyseScope" aria-label={t('evaluations.analyse.scope')}>
          <Form.Item label={t('evaluations.analyse.grade')}>
            <Select
              allowClear
              style={{ width: 120 }}
              aria-label={t('evaluations.analyse.grade')}
              placeholder={t('evaluations.console.all')}
              value={scope.grade}
              onChange={(grade?: number) => setScope({ grade })}
              options={[1, 2, 3].map((value) => ({ value, label: t(`students.gradeName${value as 1 | 2 | 3}`) }))}
            />
          </Form.Item>
          <Form.Item label={t('evaluations.analyse.className')}>
            <AutoComplete
              allowClear
              style={{ width: 160 }}
              aria-label={t('evaluations.analyse.className')}
              placeholder={t('evaluations.analyse.allClasses')}
              value={scope.className}
              options={classes.map((name) => ({ value: name }))}
              onChange={(className?: string) =>
                setScope((current) => ({ ...current, className: className || undefined }))
              }
            />
          </Form.Item>
        </Form>
        {data ? (
          <div className={styles.stat} style={{ marginTop: 16 }}>
            <Statistic title={t('evaluations.analyse.people')} value={data.studentCount} />
            {data.completed.map((item) => (
              <Statistic
                key={item.instrumentKey}
                title={nameOf(item.instrumentKey)}
                value={item.count}
                suffix={`/ ${data.studentCount}`}
              />
            ))}
          </div>
        ) : null}
      </Card>

      {bodyShown ? (
        <>
          <div className={styles.grid}>
            <Card variant="borderless" className={styles.card} title={t('evaluations.analyse.hollandDistribution')}>
              {data?.hollandCodes.length ? (
                <EChart
                  exportLabel={t('evaluations.analyse.exportImage')}
                  label={chartLabel(t('evaluations.analyse.hollandDistribution'))}
                  height={CHART_HEIGHT}
                  option={countBarOption(data.hollandCodes.slice(0, TOP_CODES), t('evaluations.analyse.people'))}
                />
              ) : (
                empty
              )}
            </Card>
            <Card variant="borderless" className={styles.card} title={t('evaluations.analyse.hollandFirst')}>
              {counts?.holland.some((item) => item.count > 0) ? (
                <EChart
                  exportLabel={t('evaluations.analyse.exportImage')}
                  label={chartLabel(t('evaluations.analyse.hollandFirst'))}
                  height={CHART_HEIGHT}
                  option={ringOption(counts.holland, t('evaluations.analyse.personUnit'))}
                />
              ) : (
                empty
              )}
            </Card>
            <Card variant="borderless" className={styles.card} title={t('evaluations.analyse.typeDistribution')}>
              {data?.personalityTypes.length ? (
                <EChart
                  exportLabel={t('evaluations.analyse.exportImage')}
                  label={chartLabel(t('evaluations.analyse.typeDistribution'))}
                  height={CHART_HEIGHT}
                  option={countBarOption(data.personalityTypes, t('evaluations.analyse.people'), '#8e6ff7')}
                />
              ) : (
                empty
              )}
            </Card>
            <Card variant="borderless" className={styles.card} title={t('evaluations.analyse.subjectFit')}>
              {data && data.subjectFit.share !== null && counts ? (
                <>
                  {data.subjectFit.withSubjects >= MIN_PEOPLE_FOR_SHARE ? (
                    <Statistic
                      title={t('evaluations.analyse.subjectFitDetail', {
                        fit: data.subjectFit.fitting,
                        total: data.subjectFit.withSubjects,
                      })}
                      value={Math.round(data.subjectFit.share * 100)}
                      suffix="%"
                    />
                  ) : (
                    // A share of one or two students reads as a finding; say how few there are instead.
                    <Statistic
                      title={t('evaluations.analyse.subjectFitFew', { min: MIN_PEOPLE_FOR_SHARE })}
                      value={data.subjectFit.fitting}
                      suffix={`/ ${data.subjectFit.withSubjects}`}
                    />
                  )}
                  <EChart
                    exportLabel={t('evaluations.analyse.exportImage')}
                    label={chartLabel(t('evaluations.analyse.subjectFit'))}
                    height={CHART_HEIGHT - 60}
                    option={ringOption(counts.subjectFit, t('evaluations.analyse.personUnit'))}
                  />
                </>
              ) : waiting ? (
                empty
              ) : (
                <Empty description={t('evaluations.analyse.subjectFitNone')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
              )}
            </Card>
          </div>

          <Card
            variant="borderless"
            className={styles.card}
            title={t('evaluations.analyse.classProfile')}
            extra={
              <Select
                style={{ width: 200 }}
                aria-label={t('evaluations.analyse.instrument')}
                value={profileKey}
                onChange={setProfileKey}
                options={EVALUATION_KEYS.map((key) => ({ value: key, label: nameOf(key) }))}
              />
            }
          >
            {profiles.length ? (
              <EChart
                exportLabel={t('evaluations.analyse.exportImage')}
                label={chartLabel(`${t('evaluations.analyse.classProfile')} ${nameOf(profileKey)}`)}
                height={380}
                option={profileOption}
              />
            ) : (
              empty
            )}
          </Card>

          <Row>
            <Col span={24}>
              <Card variant="borderless" className={styles.card} title={t('evaluations.analyse.warnings')}>
                <WarningTable
                  warnings={data?.warnings ?? []}
                  loading={analysis.isFetching || waiting}
                  nameOf={nameOf}
                />
              </Card>
            </Col>
          </Row>
        </>
      ) : null}
    </div>
  );
}
