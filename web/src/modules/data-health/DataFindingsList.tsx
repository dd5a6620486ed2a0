import type { YearHealth } from '@zhihang/contract/data-health/data-health.schema';
import { Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './dataHealth.module.css';
import { actionColourOf, countText } from './dataHealthView.ts';

export type DataFindingsListProps = { years: YearHealth[] };

/** What the import checks found in one province, year by year: kind, what was done, where. */
export function DataFindingsList({ years }: DataFindingsListProps) {
  const { t } = useTranslation();
  const withFindings = years.filter((year) => year.findings.total > 0);
  if (withFindings.length === 0) return <Empty description={t('dataHealth.noFindings')} />;
  return (
    <div className={styles.findingYears}>
      {withFindings.map(({ year, findings }) => (
        <section key={year} aria-labelledby={`findings-${year}`}>
          <h2 id={`findings-${year}`} className={styles.findingYear}>
            {t('dataHealth.findingsYear', { year, value: countText(findings.total) })}
          </h2>
          <ul className={styles.findings}>
            {findings.list.map((finding, index) => (
              <li key={index} className={styles.finding}>
                <div className={styles.findingHead}>
                  <Tag color={actionColourOf(finding.action)}>{finding.actionLabel}</Tag>
                  <strong>{finding.kindLabel}</strong>
                  <span>{finding.subject}</span>
                  {finding.rowNumber !== null ? (
                    <Typography.Text type="secondary">
                      {t('dataHealth.rowNumber', { row: finding.rowNumber })}
                    </Typography.Text>
                  ) : null}
                </div>
                <p className={styles.findingMessage}>{finding.message}</p>
                {finding.fileName ? (
                  <Typography.Text type="secondary" className={styles.findingFile}>
                    {t('dataHealth.file', { file: finding.fileName })}
                  </Typography.Text>
                ) : null}
              </li>
            ))}
          </ul>
          {findings.total > findings.list.length ? (
            <Typography.Text type="secondary">
              {t('dataHealth.findingsMore', { value: countText(findings.total - findings.list.length) })}
            </Typography.Text>
          ) : null}
        </section>
      ))}
    </div>
  );
}
