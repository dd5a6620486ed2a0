import { Alert, Card, Empty, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './guidance.module.css';
import { RankIntervalText } from './RankIntervalText.tsx';
import { ScoreForm } from './ScoreForm.tsx';
import { usePlanWorkspace } from './usePlanWorkspace.ts';

/**
 * 成绩与位次: the scores and 高考 year, the rank interval in that year's table, 同位分 of the two
 * years before and that year's control lines.
 */
export function ScoreTab() {
  const { t } = useTranslation();
  const { stuId, record, rank } = usePlanWorkspace();
  // The figures below are of the saved score, province and year: edits not yet saved say so.
  const [edited, setEdited] = useState(false);
  return (
    <div className={styles.tabBody}>
      {record ? (
        <ScoreForm
          key={`${stuId}:${record.updatedAt ?? 0}:${record.examYear}`}
          stuId={stuId}
          record={record}
          tableYears={rank?.tableYears ?? []}
          onEditedChange={setEdited}
        />
      ) : null}
      <div className={styles.grid}>
        <Card size="small" title={t('guidance.score.rankTitle')} className={styles.card}>
          {!rank ? null : (
            <>
              {edited ? (
                <Alert
                  type="warning"
                  showIcon
                  title={t('guidance.score.stale')}
                  data-testid="rank-stale"
                  style={{ marginBottom: 8 }}
                />
              ) : null}
              {rank.notice ? (
                <Alert
                  type={rank.year !== null && !rank.hasTable ? 'warning' : 'info'}
                  showIcon
                  title={rank.notice}
                  data-testid="rank-notice"
                  style={{ marginBottom: 8 }}
                  description={
                    rank.year !== null && rank.tableYear === null && rank.tableYears.length
                      ? t('guidance.score.noTableHint', { year: rank.year, latest: rank.tableYears[0] })
                      : undefined
                  }
                />
              ) : null}
              {rank.rank.best !== null || rank.rank.worst !== null ? (
                <>
                  <div
                    className={styles.bigRank}
                    data-testid="rank-interval"
                    style={edited ? { opacity: 0.45 } : undefined}
                  >
                    <RankIntervalText rank={rank.rank} />
                  </div>
                  <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                    {t('guidance.score.rankOf', {
                      year: rank.tableYear ?? rank.year,
                      track: rank.trackName,
                      score: rank.score,
                    })}
                    {rank.dataSource === 'demo' ? (
                      <Tag color="orange" style={{ marginInlineStart: 8 }}>
                        {t('common.demoData')}
                      </Tag>
                    ) : null}
                  </Typography.Paragraph>
                  {rank.rank.kind === 'merged-band' ? (
                    <Typography.Text type="secondary">{t('guidance.score.mergedNote')}</Typography.Text>
                  ) : rank.rank.kind === 'gap' ? (
                    <Typography.Text type="secondary">{t('guidance.score.gapNote')}</Typography.Text>
                  ) : null}
                </>
              ) : null}
              {rank.years ? (
                <Typography.Paragraph type="secondary" data-testid="year-model" style={{ margin: '8px 0 0' }}>
                  {rank.years.label}
                </Typography.Paragraph>
              ) : null}
            </>
          )}
        </Card>
        <Card size="small" title={t('guidance.score.equivalentTitle')} className={styles.card}>
          {rank?.equivalentScores.length ? (
            <Table
              size="small"
              pagination={false}
              rowKey="year"
              dataSource={rank.equivalentScores}
              columns={[
                {
                  title: t('guidance.score.yearColumn'),
                  dataIndex: 'year',
                  width: 80,
                },
                {
                  title: t('guidance.score.lineScore'),
                  render: (_value, row) =>
                    row.low === null
                      ? '—'
                      : row.kind === 'below-floor'
                        ? t('guidance.score.equivalentFloor', { low: row.low })
                        : row.high !== null && row.high !== row.low
                          ? t('guidance.score.equivalentRange', { low: row.low, high: row.high })
                          : t('guidance.score.equivalentOne', { low: row.low }),
                },
              ]}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('knowledge.noData')} />
          )}
        </Card>
        <Card size="small" title={t('guidance.score.linesTitle')} className={styles.card}>
          {rank?.controlLines.length ? (
            <Table
              size="small"
              pagination={false}
              rowKey={(row) => `${row.batchCode}:${row.lineType}`}
              dataSource={rank.controlLines}
              columns={[
                { title: t('guidance.score.batch'), dataIndex: 'batchName' },
                { title: t('guidance.score.lineType'), dataIndex: 'lineType' },
                { title: t('guidance.score.lineScore'), dataIndex: 'score', align: 'right', width: 90 },
              ]}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('guidance.score.noLines')} />
          )}
        </Card>
      </div>
    </div>
  );
}
