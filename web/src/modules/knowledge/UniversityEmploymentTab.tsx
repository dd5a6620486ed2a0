import type { UniversityDetail } from '@zhihang/contract/universities/university.schema';
import { Card, Col, Row, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from './ChartCard.tsx';
import { CHART_COLORS, percentGaugeOption, rateBarOption, shareRingOption } from './charts/chartOptions.ts';
import { EChart } from '../../components/EChart.tsx';
import { sortByRate } from './rules/rateSort.ts';
import { drawableShares, shareOf } from './rules/share.ts';
import { namedCounts, namedShares, regionRates } from './rules/universityJson.ts';
import styles from './knowledge.module.css';

export type UniversityEmploymentTabProps = { university: UniversityDetail };

/**
 * 就业情况: rate gauges, destination regions, employer types, main employers and their description.
 * Every share goes through the share rule: an impossible or missing one reads 暂无数据 or is left out.
 */
export function UniversityEmploymentTab({ university }: UniversityEmploymentTabProps) {
  const { t } = useTranslation();
  const regions = useMemo(
    () => drawableShares(sortByRate(regionRates(university.graduate_province), 'desc')),
    [university],
  );
  const employerTypes = useMemo(
    () => drawableShares(sortByRate(namedShares(university.graduate_attr), 'desc')),
    [university],
  );
  const companies = useMemo(() => namedCounts(university.graduated_company), [university]);
  const gauges = [
    {
      key: 'job',
      name: t('knowledge.employment.employmentRate'),
      value: shareOf(university.job),
      color: CHART_COLORS.primary,
    },
    {
      key: 'postgraduate',
      name: t('knowledge.employment.furtherRate'),
      value: shareOf(university.postgraduate),
      color: CHART_COLORS.success,
    },
    {
      key: 'abroad',
      name: t('knowledge.employment.abroadRate'),
      value: shareOf(university.abroad),
      color: CHART_COLORS.warning,
    },
  ];
  const regionOption = useMemo(() => rateBarOption(regions), [regions]);
  const typeOption = useMemo(() => shareRingOption(employerTypes), [employerTypes]);

  return (
    <div className={styles.stack}>
      <Row gutter={[16, 16]}>
        {gauges.map((gauge) => (
          <Col key={gauge.key} xs={24} md={8}>
            <Card size="small" className={styles.innerCard} data-testid={`gauge-${gauge.key}`}>
              {gauge.value === null ? (
                <div className={styles.gaugeEmpty}>
                  <div>{gauge.name}</div>
                  <strong>{t('knowledge.noData')}</strong>
                </div>
              ) : (
                <EChart
                  height={200}
                  label={`${gauge.name} ${gauge.value}%`}
                  option={percentGaugeOption(gauge.name, gauge.value, gauge.color)}
                />
              )}
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <ChartCard
            title={t('knowledge.employment.regions')}
            items={regions}
            option={regionOption}
            height={Math.max(200, regions.length * 40)}
          />
        </Col>
        <Col xs={24} lg={10}>
          <ChartCard
            title={t('knowledge.employment.employerTypes')}
            items={employerTypes}
            option={typeOption}
            height={260}
          />
        </Col>
      </Row>
      <Card size="small" title={t('knowledge.employment.companies')} className={styles.innerCard}>
        <Table
          rowKey="name"
          size="small"
          pagination={false}
          dataSource={companies}
          locale={{ emptyText: t('knowledge.noData') }}
          columns={[
            { title: t('knowledge.employment.companyName'), dataIndex: 'name' },
            {
              title: t('knowledge.employment.headCount'),
              dataIndex: 'value',
              width: 140,
              render: (count: number) => t('knowledge.employment.people', { count }),
            },
          ]}
        />
        {university.graduate_company_desc.trim() ? (
          <p className={styles.note}>{university.graduate_company_desc}</p>
        ) : null}
      </Card>
    </div>
  );
}
