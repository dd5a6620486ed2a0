import type { ProvinceHealth, YearHealth } from '@zhihang/contract/data-health/data-health.schema';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './dataHealth.module.css';
import { countText, groupScoreTables, percentText, sourceOf } from './dataHealthView.ts';

export type DataHealthYearTableProps = { province: ProvinceHealth };

/** One province's data, a row per year: plan book, 一分一段 tables, lines, outcomes and coverage. */
export function DataHealthYearTable({ province }: DataHealthYearTableProps) {
  const { t } = useTranslation();

  const columns = useMemo<TableColumnsType<YearHealth>>(() => {
    const excluded = (count: number, key: 'excludedRows' | 'excludedLines') =>
      count > 0 ? (
        <Typography.Text type="secondary" className={styles.line}>
          {t(`dataHealth.${key}`, { value: countText(count) })}
        </Typography.Text>
      ) : null;
    return [
      {
        title: t('dataHealth.columns.year'),
        dataIndex: 'year',
        width: 64,
        fixed: 'left',
        render: (year: number) => <strong>{year}</strong>,
      },
      {
        title: t('dataHealth.columns.planBook'),
        width: 150,
        render: (_, { planBook }) =>
          planBook ? (
            <>
              <span className={styles.line}>
                {t('dataHealth.rows', { value: countText(planBook.rows) })}
                {planBook.latest ? <Tag className={styles.latest}>{t('dataHealth.latestPlan')}</Tag> : null}
              </span>
              {planBook.tracks.length ? (
                <Typography.Text type="secondary" className={styles.line}>
                  {planBook.tracks.join('、')}
                </Typography.Text>
              ) : null}
              {planBook.servesPlans ? null : (
                <Typography.Text type="warning" className={styles.line} data-testid="plan-book-not-served">
                  {t('dataHealth.notPlanBook', { value: countText(planBook.schools) })}
                </Typography.Text>
              )}
              {excluded(planBook.excludedRows, 'excludedRows')}
            </>
          ) : (
            <Typography.Text type="secondary">{t('dataHealth.none')}</Typography.Text>
          ),
      },
      {
        title: t('dataHealth.columns.scoreTables'),
        width: 270,
        render: (_, { scoreTables }) => {
          const { general, others } = groupScoreTables(scoreTables);
          if (scoreTables.length === 0)
            return <Typography.Text type="secondary">{t('dataHealth.none')}</Typography.Text>;
          return (
            <ul className={styles.tables}>
              {general.map((table) => (
                <li key={`${table.trackCode}|${table.trackName}|${table.sourceId}|${table.sourceName ?? ''}`}>
                  <span className={styles.line}>
                    {table.candidates === null
                      ? t('dataHealth.tableNoTotal', { track: table.trackName, rows: countText(table.rows) })
                      : t('dataHealth.table', {
                          track: table.trackName,
                          rows: countText(table.rows),
                          candidates: countText(table.candidates),
                        })}
                  </span>
                  <Typography.Text type="secondary" className={styles.line}>
                    {t('dataHealth.source', { source: sourceOf(table) || t('dataHealth.noSource') })}
                  </Typography.Text>
                  {excluded(table.excludedRows, 'excludedRows')}
                </li>
              ))}
              {others > 0 ? (
                <li>
                  <Typography.Text type="secondary">{t('dataHealth.otherTables', { value: others })}</Typography.Text>
                </li>
              ) : null}
            </ul>
          );
        },
      },
      {
        title: t('dataHealth.columns.controlLines'),
        width: 90,
        render: (_, { controlLines }) => (
          <>
            <span className={styles.line}>{t('dataHealth.lines', { value: countText(controlLines.served) })}</span>
            {excluded(controlLines.excluded, 'excludedLines')}
          </>
        ),
      },
      {
        title: t('dataHealth.columns.outcomes'),
        width: 150,
        render: (_, { outcomes }) => {
          const levels = [outcomes.universities, outcomes.groups, outcomes.majors];
          const excludedCount = levels.reduce((sum, level) => sum + level.excluded, 0);
          return (
            <>
              <span className={styles.line}>{levels.map((level) => countText(level.served)).join(' / ')}</span>
              {excludedCount > 0 ? (
                <Typography.Text type="secondary" className={styles.line}>
                  {t('dataHealth.excludedRows', { value: countText(excludedCount) })}
                </Typography.Text>
              ) : null}
            </>
          );
        },
      },
      {
        title: t('dataHealth.columns.subjectCoverage'),
        width: 96,
        align: 'right',
        render: (_, { subjectCoverage }) => percentText(subjectCoverage),
      },
      {
        title:
          province.latestOutcomeYear === null
            ? t('dataHealth.columns.historyCoverageNone')
            : t('dataHealth.columns.historyCoverage', { year: province.latestOutcomeYear }),
        width: 130,
        align: 'right',
        render: (_, { historyCoverage }) => percentText(historyCoverage),
      },
      {
        title: t('dataHealth.columns.findings'),
        width: 170,
        render: (_, { findings }) =>
          findings.total === 0 ? (
            <Typography.Text type="secondary">{t('dataHealth.none')}</Typography.Text>
          ) : (
            <>
              <span className={styles.line}>{t('dataHealth.findingCount', { value: countText(findings.total) })}</span>
              <Typography.Text type="secondary" className={styles.line}>
                {findings.kinds.map((kind) => `${kind.kindLabel} ${countText(kind.count)}`).join('、')}
              </Typography.Text>
            </>
          ),
      },
    ];
  }, [t, province.latestOutcomeYear]);

  return (
    <Table<YearHealth>
      size="small"
      rowKey="year"
      columns={columns}
      dataSource={province.years}
      pagination={false}
      scroll={{ x: 1120 }}
    />
  );
}
