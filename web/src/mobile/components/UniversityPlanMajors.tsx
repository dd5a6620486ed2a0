import { useQuery } from '@tanstack/react-query';
import { Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mobileKnowledgeApi } from '../knowledge/mobileKnowledgeApi.ts';
import { mobileKnowledgeKeys } from '../knowledge/mobileKnowledgeKeys.ts';
import { openingProvince, planMajorsOnce } from '../knowledge/planMajorsOnce.ts';
import { studentAccountApi } from '../studentAccountApi.ts';
import { PROVINCE_CHOICES } from '../knowledge/universityChoices.ts';
import { CHIP_STYLE } from './chipStyle.ts';
import { DemoTag } from './DemoTag.tsx';
import { DetailSection } from './DetailSection.tsx';
import { DetailSkeleton } from './DetailSkeleton.tsx';
import { EmptyState } from './EmptyState.tsx';
import styles from './detail.module.css';

/** Every plan row of one university in one province (the API's page limit). */
const PLAN_LIMIT = 500;

const provinceNameOf = (code: string) => PROVINCE_CHOICES.find((province) => province.code === code)?.name ?? code;

/**
 * 招生专业 on the phone: the university's majors in the latest enrolment plan of a province that has
 * one (the student's own when it has, else the newest, then the largest, unless chosen), each major
 * once per track with its batches, and the year it is from in the title.
 */
export function UniversityPlanMajors({ universityId }: { universityId: number }) {
  const { t } = useTranslation();
  const [provinceChoice, setProvinceChoice] = useState<string | null>(null);
  const scope = useQuery({
    queryKey: mobileKnowledgeKeys.universityDataScope(universityId),
    queryFn: () => mobileKnowledgeApi.universityDataScope(universityId),
  });
  // The student's own province; staff, and a failed answer, have none.
  const home = useQuery({
    queryKey: mobileKnowledgeKeys.homeProvince(),
    queryFn: () => studentAccountApi.homeProvince(),
    staleTime: 10 * 60_000,
  });
  const provinces = scope.data?.planProvinces ?? [];
  const province = home.isPending
    ? undefined
    : openingProvince(provinces, provinceChoice, home.data?.provinceCode ?? null);
  const body = {
    page: 1,
    limit: PLAN_LIMIT,
    universityId,
    provinceCode: province?.provinceCode ?? '',
    year: province?.latestYear,
  };
  const plans = useQuery({
    queryKey: mobileKnowledgeKeys.universityPlanMajors(body),
    queryFn: () => mobileKnowledgeApi.enrollmentMajors(body),
    enabled: Boolean(province),
  });
  const rows = province ? (plans.data?.list ?? []) : [];
  const majors = planMajorsOnce(rows);
  const columns = t('mobileKnowledge.universityDetail.columns', { returnObjects: true });
  const title = province
    ? t('mobileKnowledge.universityDetail.planMajors', {
        province: provinceNameOf(province.provinceCode),
        year: province.latestYear,
      })
    : t('mobileKnowledge.universityDetail.planMajorsTitle');

  return (
    <DetailSection title={title} extra={rows.some((row) => row.dataSource === 'demo') ? <DemoTag /> : null}>
      {provinces.length > 1 && province ? (
        <div className={styles.filterLine}>
          <span>{t('mobileKnowledge.universityDetail.province')}</span>
          <Selector
            options={provinces.map((item) => ({ label: provinceNameOf(item.provinceCode), value: item.provinceCode }))}
            value={[province.provinceCode]}
            showCheckMark={false}
            style={CHIP_STYLE}
            onChange={(next) => {
              if (next[0] !== undefined) setProvinceChoice(next[0]);
            }}
          />
        </div>
      ) : null}
      {scope.isPending || home.isPending || (province && plans.isPending) ? (
        <DetailSkeleton />
      ) : majors.length ? (
        <table className={styles.table} aria-label={title}>
          <thead>
            <tr>
              <th>{columns.major}</th>
              <th>{columns.track}</th>
              <th className={styles.num}>{columns.plan}</th>
            </tr>
          </thead>
          <tbody>
            {majors.map((major) => (
              <tr key={major.key}>
                <td>
                  {major.name}
                  {major.batches.length > 1 ? (
                    <div className={styles.cellNote}>
                      {major.batches.map((batch) => `${batch.batchName} ${batch.planCount ?? '-'}`).join(' · ')}
                    </div>
                  ) : null}
                </td>
                <td className={styles.noWrap}>{major.trackName}</td>
                <td className={styles.num}>{major.planCount ?? '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <EmptyState text={t('mobileKnowledge.empty')} />
      )}
    </DetailSection>
  );
}
