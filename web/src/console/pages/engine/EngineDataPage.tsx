import {
  BACKTEST_LEVELS,
  type BacktestFigureRow,
  type BacktestScores,
} from '@zhihang/contract/admission/backtest-figures.schema';
import {
  Alert,
  Card,
  Collapse,
  Empty,
  Segmented,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackgroundValue } from '../../../components/useBackgroundRender.ts';
import styles from './EngineDataPage.module.css';
import { targetChecks } from './targets.ts';
import { useBacktestFigures } from './useBacktestFigures.ts';

const ReliabilityChart = lazy(() => import('./ReliabilityChart.tsx'));

type Level = (typeof BACKTEST_LEVELS)[number];

const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)} %`);
const decimal = (value: number | null) => (value === null ? '—' : value.toFixed(3));

/** "engine / B0 / mean of three" of one figure, the engine's in bold. */
function Compared({
  row,
  figure,
  format,
  baselines = 2,
}: {
  row: BacktestFigureRow;
  figure: keyof BacktestScores;
  format: (value: number | null) => string;
  baselines?: 1 | 2;
}) {
  const value = (scores: BacktestScores) => format(scores[figure] as number | null);
  return (
    <span className={styles.compared}>
      <strong>{value(row.scores.engine)}</strong>
      {' / '}
      {value(row.scores['last-year'])}
      {baselines === 2 ? ` / ${value(row.scores['mean-3'])}` : ''}
    </span>
  );
}

/**
 * 数据说明: the admission engine's backtest as the repository publishes it (the figures
 * `npm run backtest` wrote): the reliability of its probabilities and its accuracy beside the
 * naive baselines, per level and province, with the targets it meets and misses.
 */
export function EngineDataPage() {
  const { t } = useTranslation();
  const figures = useBacktestFigures();
  // The figures' tables are drawn in a background render, not in the update that brings them.
  const shown = useBackgroundValue(figures.data);
  const years = shown?.years ?? [];
  const [chosenYear, setYear] = useState<number | undefined>(undefined);
  const [level, setLevel] = useState<Level>('major');
  const year = years.find((entry) => entry.year === chosenYear) ?? years[0];
  const levelFigures = year?.levels.find((entry) => entry.level === level);
  const levelName = t(`engine.levels.${level}`);

  const columns = useMemo<TableColumnsType<BacktestFigureRow>>(
    () => [
      {
        title: t('engine.province'),
        dataIndex: 'provinceName',
        fixed: 'left',
        width: 150,
        render: (name: string, row) => (
          <span className={row.provinceCode === '' ? styles.pooled : undefined}>
            {name}
            {row.firstReformedYear && row.provinceCode !== 'first-reformed' ? (
              <Tag className={styles.reformTag}>{t('engine.firstReformed')}</Tag>
            ) : null}
          </span>
        ),
      },
      { title: t('engine.units'), width: 80, align: 'right', render: (_, row) => row.scores.engine.units },
      {
        title: `${t('engine.within10')}（${t('engine.engine')} / B0 / ${t('engine.meanOfThree')}）`,
        width: 200,
        render: (_, row) => <Compared row={row} figure="within10" format={percent} />,
      },
      {
        title: `${t('engine.within20')}（${t('engine.engine')} / B0 / ${t('engine.meanOfThree')}）`,
        width: 200,
        render: (_, row) => <Compared row={row} figure="within20" format={percent} />,
      },
      {
        title: `${t('engine.coverage')}（${t('engine.engine')} / B0）`,
        width: 150,
        render: (_, row) => <Compared row={row} figure="coverage80" format={percent} baselines={1} />,
      },
      {
        title: `${t('engine.ece')}（${t('engine.engine')} / B0）`,
        width: 130,
        render: (_, row) => <Compared row={row} figure="ece" format={decimal} baselines={1} />,
      },
      {
        title: `${t('engine.medianError')}（${t('engine.engine')} / B0 / ${t('engine.meanOfThree')}）`,
        width: 200,
        render: (_, row) => <Compared row={row} figure="medianRelativeError" format={percent} />,
      },
    ],
    [t],
  );

  // The teacher's view: last year's line against ours, and how often 保 held, in plain words.
  const plainColumns = useMemo<TableColumnsType<BacktestFigureRow>>(
    () => [
      {
        title: t('engine.province'),
        dataIndex: 'provinceName',
        fixed: 'left',
        width: 130,
        render: (name: string, row) => (
          <span className={row.provinceCode === '' ? styles.pooled : undefined}>
            {name}
            {row.firstReformedYear && row.provinceCode !== 'first-reformed' ? (
              <Tag className={styles.reformTag}>{t('engine.firstReformed')}</Tag>
            ) : null}
          </span>
        ),
      },
      { title: t('engine.plainUnits'), width: 90, align: 'right', render: (_, row) => row.scores.engine.units },
      {
        title: t('engine.plainLastYear'),
        width: 130,
        align: 'right',
        render: (_, row) => percent(row.scores['last-year'].within10),
      },
      {
        title: t('engine.plainOurs'),
        width: 130,
        align: 'right',
        render: (_, row) => <strong>{percent(row.scores.engine.within10)}</strong>,
      },
      {
        title: t('engine.plainSafe'),
        width: 150,
        align: 'right',
        render: (_, row) => percent(row.scores.engine.safeAdmitted ?? null),
      },
      {
        title: t('engine.plainNote'),
        width: 200,
        render: (_, row) =>
          levelFigures?.lastYearCentreProvinces?.includes(row.provinceCode)
            ? t('engine.plainLastYearCentre')
            : row.scores.engine.unitsWithProbability === 0
              ? t('engine.plainNoProbability')
              : '',
      },
    ],
    [t, levelFigures],
  );

  const pooled = levelFigures?.rows.find((row) => row.provinceCode === '');
  const checks = pooled ? targetChecks(level, pooled) : [];

  return (
    <div>
      {figures.isLoading || (shown === undefined && figures.data !== undefined) ? (
        <Spin />
      ) : !year || !levelFigures ? (
        <Empty description={t('engine.noData')} />
      ) : (
        <Space direction="vertical" size="middle" className={styles.stack}>
          <div className={styles.controls}>
            <span className={styles.control}>
              <span className={styles.controlLabel}>{t('engine.year')}</span>
              <Segmented
                value={year.year}
                onChange={(value) => setYear(Number(value))}
                options={years.map((entry) => ({
                  value: entry.year,
                  label: t('engine.yearOption', { year: entry.year }),
                }))}
              />
            </span>
            <span className={styles.control}>
              <span className={styles.controlLabel}>{t('engine.level')}</span>
              <Segmented
                value={level}
                onChange={(value) => setLevel(value as Level)}
                options={BACKTEST_LEVELS.map((each) => ({ value: each, label: t(`engine.levels.${each}`) }))}
              />
            </span>
          </div>
          <Card size="small" title={t('engine.plainTitle', { year: year.year, level: levelName })}>
            <Typography.Paragraph type="secondary" className={styles.hint}>
              {t('engine.plainHint', { year: year.year })}
            </Typography.Paragraph>
            <Table<BacktestFigureRow>
              size="small"
              rowKey="provinceCode"
              columns={plainColumns}
              dataSource={levelFigures.rows}
              pagination={false}
              scroll={{ x: 850 }}
            />
          </Card>
          <Collapse
            items={[
              {
                key: 'technical',
                label: t('engine.technical'),
                children: (
                  <Space direction="vertical" size="middle" className={styles.stack}>
                    {checks.length ? (
                      <Alert
                        type="info"
                        showIcon
                        message={t('engine.targetsTitle', { year: year.year })}
                        description={
                          <ul className={styles.targets}>
                            {checks.map((check) => (
                              <li key={check.name}>
                                {t('engine.target', check)}{' '}
                                <Tag color={check.met ? 'green' : 'orange'}>
                                  {check.met ? t('engine.met') : t('engine.missed')}
                                </Tag>
                              </li>
                            ))}
                          </ul>
                        }
                      />
                    ) : null}
                    <Card size="small" title={`${levelName} · ${t('engine.reliabilityTitle')}`}>
                      <Typography.Paragraph type="secondary" className={styles.hint}>
                        {t('engine.reliabilityHint')}
                      </Typography.Paragraph>
                      <Suspense fallback={<Spin />}>
                        <ReliabilityChart
                          engine={levelFigures.reliability.engine}
                          lastYear={levelFigures.reliability['last-year']}
                          label={t('engine.reliabilityLabel', { level: levelName })}
                        />
                      </Suspense>
                    </Card>
                    <Card size="small" title={`${levelName} · ${t('engine.tableTitle')}`}>
                      <Typography.Paragraph type="secondary" className={styles.hint}>
                        {t('engine.tableHint')}
                      </Typography.Paragraph>
                      <Table<BacktestFigureRow>
                        size="small"
                        rowKey="provinceCode"
                        columns={columns}
                        dataSource={levelFigures.rows}
                        pagination={false}
                        scroll={{ x: 1010 }}
                      />
                    </Card>
                    {levelFigures.confidence?.length ? (
                      <Card size="small" title={`${levelName} · ${t('engine.confidenceTitle')}`}>
                        <Table
                          size="small"
                          rowKey="label"
                          pagination={false}
                          dataSource={levelFigures.confidence}
                          columns={[
                            { title: t('engine.confidenceLabel'), dataIndex: 'label', width: 100 },
                            { title: t('engine.units'), dataIndex: 'units', width: 90, align: 'right' },
                            {
                              title: t('engine.within10'),
                              dataIndex: 'within10',
                              width: 100,
                              align: 'right',
                              render: (value: number | null) => percent(value),
                            },
                            {
                              title: t('engine.within20'),
                              dataIndex: 'within20',
                              width: 100,
                              align: 'right',
                              render: (value: number | null) => percent(value),
                            },
                          ]}
                        />
                      </Card>
                    ) : null}
                    <Typography.Paragraph type="secondary" className={styles.hint}>
                      {t('engine.parameters', {
                        alpha: levelFigures.parameters.shiftDamping.toFixed(3),
                        scale: levelFigures.parameters.spreadScale.toFixed(3),
                      })}
                      {level !== 'major' || levelFigures.parameters.classTrend === undefined
                        ? null
                        : t('engine.classTrend', { gamma: levelFigures.parameters.classTrend.toFixed(3) })}
                      <br />
                      {t('engine.source', { command: shown?.command ?? '' })}
                    </Typography.Paragraph>
                  </Space>
                ),
              },
            ]}
          />
        </Space>
      )}
    </div>
  );
}
