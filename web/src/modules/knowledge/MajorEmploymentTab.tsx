import type { MajorDetail } from '@zhihang/contract/majors/major.schema';
import { Card, Col, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from './ChartCard.tsx';
import { CHART_COLORS, rateBarOption, rateColumnOption } from './charts/chartOptions.ts';
import { sortByRate } from './rules/rateSort.ts';
import { drawableShares, shareText } from './rules/share.ts';
import { employmentRates, namedRates, regionRates } from './rules/universityJson.ts';
import styles from './knowledge.module.css';

export type MajorEmploymentTabProps = { major: MajorDetail };

/**
 * 就业情况 of a major: the outlook, industries (ascending), regions (descending) and job posts.
 * An impossible or missing share reads 暂无数据, or is left out of its chart.
 */
export function MajorEmploymentTab({ major }: MajorEmploymentTabProps) {
  const { t } = useTranslation();
  const rates = employmentRates(major.employment);
  const industries = useMemo(() => drawableShares(sortByRate(namedRates(major.jobIndustry), 'asc')), [major]);
  const regions = useMemo(() => drawableShares(sortByRate(regionRates(major.jobCity), 'desc')), [major]);
  const posts = useMemo(() => drawableShares(sortByRate(namedRates(major.jobPost), 'desc')), [major]);
  const industryOption = useMemo(() => rateColumnOption(industries, CHART_COLORS.primary), [industries]);
  const regionOption = useMemo(() => rateBarOption(regions, CHART_COLORS.success), [regions]);
  const postOption = useMemo(() => rateBarOption(posts, CHART_COLORS.warning), [posts]);
  const stats = rates
    ? [
        { key: 'employment', label: t('knowledge.employment.employmentRate'), text: shareText(rates.employment) },
        { key: 'further', label: t('knowledge.employment.furtherRate'), text: shareText(rates.further) },
        { key: 'abroad', label: t('knowledge.employment.abroadRate'), text: shareText(rates.abroad) },
      ]
    : [];

  return (
    <div className={styles.stack}>
      <Card size="small" title={t('knowledge.major.outlook')} className={styles.innerCard}>
        {stats.length ? (
          <div className={styles.stats}>
            {stats.map((stat) => (
              <div key={stat.key} className={styles.stat}>
                {stat.text === null ? (
                  <strong className={styles.statMissing}>{t('knowledge.noData')}</strong>
                ) : (
                  <strong>{stat.text}</strong>
                )}
                <span>{stat.label}</span>
              </div>
            ))}
          </div>
        ) : null}
        {major.doWhat.trim() ? (
          <p className={styles.text}>{major.doWhat}</p>
        ) : (
          <p className={styles.muted}>{t('knowledge.noInfo')}</p>
        )}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ChartCard title={t('knowledge.major.industries')} items={industries} option={industryOption} height={280} />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard title={t('knowledge.major.regions')} items={regions} option={regionOption} height={280} />
        </Col>
      </Row>
      <ChartCard
        title={t('knowledge.major.posts')}
        items={posts}
        option={postOption}
        height={Math.max(160, posts.length * 44)}
      />
    </div>
  );
}
