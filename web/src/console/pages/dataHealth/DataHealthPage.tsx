import { Card, Empty, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackgroundValue } from '../../../components/useBackgroundRender.ts';
import { DataFindingsList } from '../../../modules/data-health/DataFindingsList.tsx';
import { DataHealthYearTable } from '../../../modules/data-health/DataHealthYearTable.tsx';
import { useDataHealth } from '../../../modules/data-health/useDataHealth.ts';
import styles from './DataHealthPage.module.css';

/**
 * 数据体检 (/edu/dataHealth): per province, the admissions data each year holds (plan book,
 * 一分一段 tables, lines, outcomes, 选科 and history coverage) and what the import checks found.
 */
export function DataHealthPage() {
  const { t } = useTranslation();
  const health = useDataHealth();
  // The province's tables are drawn in a background render, not in the update that brings them.
  const shown = useBackgroundValue(health.data);
  const provinces = shown?.provinces ?? [];
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const province = provinces.find((entry) => entry.provinceCode === chosen) ?? provinces[0];
  const yearText = (year: number | null) =>
    year === null ? t('dataHealth.none') : t('dataHealth.yearOption', { year });

  return (
    <div>
      {health.isLoading || (shown === undefined && health.data !== undefined) ? (
        <Spin />
      ) : !province ? (
        <Card variant="borderless">
          <Empty description={t('dataHealth.noData')} />
        </Card>
      ) : (
        <Space direction="vertical" size="middle" className={styles.stack}>
          <div className={styles.controls}>
            <span className={styles.control}>
              <span className={styles.controlLabel}>{t('dataHealth.province')}</span>
              <Select
                aria-label={t('dataHealth.province')}
                className={styles.provinceSelect}
                value={province.provinceCode}
                onChange={setChosen}
                showSearch={{ optionFilterProp: 'label' }}
                options={provinces.map((entry) => ({ value: entry.provinceCode, label: entry.provinceName }))}
              />
            </span>
            <Typography.Text type="secondary">
              {t('dataHealth.summary', {
                plan: yearText(province.latestPlanYear),
                outcome: yearText(province.latestOutcomeYear),
              })}
            </Typography.Text>
          </div>
          <Card size="small" title={t('dataHealth.tableTitle', { province: province.provinceName })}>
            <DataHealthYearTable province={province} />
          </Card>
          <Card size="small" title={t('dataHealth.findingsTitle')}>
            <Typography.Paragraph type="secondary" className={styles.legend}>
              {t('dataHealth.findingsLegend')}
            </Typography.Paragraph>
            <DataFindingsList years={province.years} />
          </Card>
        </Space>
      )}
    </div>
  );
}
