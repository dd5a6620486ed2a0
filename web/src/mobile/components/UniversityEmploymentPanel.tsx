import type { UniversityDetail } from '@zhihang/contract/universities/university.schema';
import { useTranslation } from 'react-i18next';
import { sortByRate } from '../../modules/knowledge/rules/rateSort.ts';
import { drawableShares, shareText } from '../../modules/knowledge/rules/share.ts';
import { namedCounts, namedShares, regionRates } from '../../modules/knowledge/rules/universityJson.ts';
import { RateBarsSection } from './DetailPanels.tsx';
import { DetailSection } from './DetailSection.tsx';
import { EmptyState } from './EmptyState.tsx';
import styles from './detail.module.css';

/**
 * 就业情况: the three rates, destination regions (by rate, descending), employer types and employers.
 * Every share goes through the share rule: an impossible or missing one reads 暂无数据 or is left out.
 */
export function UniversityEmploymentPanel({ university }: { university: UniversityDetail }) {
  const { t } = useTranslation();
  const regions = drawableShares(sortByRate(regionRates(university.graduate_province), 'desc'));
  const types = drawableShares(sortByRate(namedShares(university.graduate_attr), 'desc'));
  const employers = namedCounts(university.graduated_company);
  const rates = [university.job, university.postgraduate, university.abroad].map((value) => shareText(value, 1));
  const hasRates = rates.some((text) => text !== null);
  if (!hasRates && !regions.length && !types.length && !employers.length && !university.graduate_company_desc) {
    return <EmptyState text={t('mobileKnowledge.empty')} />;
  }
  return (
    <div className={styles.panel}>
      {hasRates ? (
        <DetailSection>
          <div className={styles.gauges}>
            {(['jobRate', 'furtherRate', 'abroadRate'] as const).map((key, index) => (
              <div key={key} className={styles.gauge}>
                <span className={rates[index] ? styles.gaugeValue : `${styles.gaugeValue} ${styles.gaugeMissing}`}>
                  {rates[index] ?? t('mobileKnowledge.empty')}
                </span>
                <span className={styles.gaugeLabel}>{t(`mobileKnowledge.universityDetail.${key}`)}</span>
              </div>
            ))}
          </div>
        </DetailSection>
      ) : null}
      <RateBarsSection title={t('mobileKnowledge.universityDetail.graduateRegion')} items={regions} />
      <RateBarsSection title={t('mobileKnowledge.universityDetail.employerType')} items={types} />
      {employers.length ? (
        <DetailSection title={t('mobileKnowledge.universityDetail.mainEmployers')}>
          <table className={styles.table}>
            <tbody>
              {employers.map((employer) => (
                <tr key={employer.name}>
                  <td>{employer.name}</td>
                  <td className={styles.num}>
                    {t('mobileKnowledge.universityDetail.people', { count: employer.value })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </DetailSection>
      ) : null}
      {university.graduate_company_desc ? (
        <DetailSection title={t('mobileKnowledge.universityDetail.employerDesc')}>
          <p className={styles.text}>{university.graduate_company_desc}</p>
        </DetailSection>
      ) : null}
    </div>
  );
}
