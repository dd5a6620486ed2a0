import { BATCHES, DEFAULT_MAJOR_BATCH } from '@zhihang/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mobileKnowledgeApi } from '../knowledge/mobileKnowledgeApi.ts';
import { mobileKnowledgeKeys } from '../knowledge/mobileKnowledgeKeys.ts';
import { defaultTrackOf, trackChoicesOf, yearsOffered } from '../knowledge/scoreChoices.ts';
import { DemoTag } from './DemoTag.tsx';
import { CHIP_STYLE } from './chipStyle.ts';
import { DetailSection } from './DetailSection.tsx';
import { DetailSkeleton } from './DetailSkeleton.tsx';
import { EmptyState } from './EmptyState.tsx';
import styles from './detail.module.css';

type Choice = { label: string; value: number };

function ChoiceLine({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Choice[];
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className={styles.filterLine}>
      <span>{label}</span>
      <Selector
        options={options}
        value={[value]}
        showCheckMark={false}
        style={CHIP_STYLE}
        onChange={(next) => {
          if (next[0] !== undefined) onChange(next[0]);
        }}
      />
    </div>
  );
}

const isDemo = (rows: ReadonlyArray<{ dataSource: string }> | undefined) =>
  rows?.some((row) => row.dataSource === 'demo');

/** 历年分数: the university's lines by track, and its majors' lines by track, batch and year. */
export function UniversityScoresPanel({ universityId }: { universityId: number }) {
  const { t } = useTranslation();
  const years = yearsOffered(new Date().getFullYear());
  // Every line of the university once: the tracks its data has decide the track choices.
  const allLines = useQuery({
    queryKey: mobileKnowledgeKeys.universityPlans({ universityId }),
    queryFn: () => mobileKnowledgeApi.universityPlans({ universityId }),
  });
  const trackNames = (allLines.data ?? []).map((row) => row.exam_class_name);
  const trackOptions = trackChoicesOf(trackNames).map((track) => ({ label: track.name, value: track.code }));
  const [schoolTrack, setSchoolTrack] = useState<number | null>(null);
  const [majorTrack, setMajorTrack] = useState<number | null>(null);
  const [batch, setBatch] = useState<number>(DEFAULT_MAJOR_BATCH);
  const [year, setYear] = useState<number>(years[0] ?? new Date().getFullYear());
  const fallbackTrack = defaultTrackOf(trackNames);
  const schoolClass = schoolTrack ?? fallbackTrack;
  const majorClass = majorTrack ?? fallbackTrack;

  const schoolRows = useQuery({
    queryKey: mobileKnowledgeKeys.universityPlans({ universityId, classCode: schoolClass }),
    queryFn: () => mobileKnowledgeApi.universityPlans({ universityId, classCode: schoolClass }),
    enabled: allLines.isSuccess,
  });
  const majorBody = { universityId, classCode: majorClass, batchCode: batch, planYear: year };
  const majorRows = useQuery({
    queryKey: mobileKnowledgeKeys.majorPlans(majorBody),
    queryFn: () => mobileKnowledgeApi.majorPlans(majorBody),
    enabled: allLines.isSuccess,
  });

  if (allLines.isPending) return <DetailSkeleton />;
  const batchOptions = BATCHES.map((item) => ({ label: item.name, value: item.code }));
  const yearOptions = years.map((value) => ({ label: String(value), value }));
  const columns = t('mobileKnowledge.universityDetail.columns', { returnObjects: true });

  return (
    <div className={styles.panel}>
      <DetailSection
        title={t('mobileKnowledge.universityDetail.universityScores')}
        extra={isDemo(schoolRows.data) ? <DemoTag /> : null}
      >
        <div className={styles.filters}>
          <ChoiceLine
            label={t('mobileKnowledge.universityDetail.track')}
            options={trackOptions}
            value={schoolClass}
            onChange={setSchoolTrack}
          />
        </div>
        {schoolRows.isPending ? (
          <DetailSkeleton />
        ) : schoolRows.data?.length ? (
          <table className={styles.table} aria-label={t('mobileKnowledge.universityDetail.universityScores')}>
            <thead>
              <tr>
                <th>{columns.year}</th>
                <th>{columns.batch}</th>
                <th className={styles.num}>{columns.lowScore}</th>
                <th className={styles.num}>{columns.lowRank}</th>
              </tr>
            </thead>
            <tbody>
              {schoolRows.data.map((row, index) => (
                <tr key={`${row.plan_year}-${row.exam_batch_name}-${row.college_exam_code}-${index}`}>
                  <td>{row.plan_year}</td>
                  <td>{row.exam_batch_name}</td>
                  <td className={styles.num}>{row.school_low_score ?? '-'}</td>
                  <td className={styles.num}>{row.school_low_ranking ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <EmptyState text={t('mobileKnowledge.empty')} />
        )}
      </DetailSection>
      <DetailSection
        title={t('mobileKnowledge.universityDetail.majorScores')}
        extra={isDemo(majorRows.data) ? <DemoTag /> : null}
      >
        <div className={styles.filters}>
          <ChoiceLine
            label={t('mobileKnowledge.universityDetail.track')}
            options={trackOptions}
            value={majorClass}
            onChange={setMajorTrack}
          />
          <ChoiceLine
            label={t('mobileKnowledge.universityDetail.batch')}
            options={batchOptions}
            value={batch}
            onChange={setBatch}
          />
          <ChoiceLine
            label={t('mobileKnowledge.universityDetail.year')}
            options={yearOptions}
            value={year}
            onChange={setYear}
          />
        </div>
        {majorRows.isPending ? (
          <DetailSkeleton />
        ) : majorRows.data?.length ? (
          <table className={styles.table} aria-label={t('mobileKnowledge.universityDetail.majorScores')}>
            <thead>
              <tr>
                <th>{columns.major}</th>
                <th className={styles.num}>{columns.plan}</th>
                <th className={styles.num}>{columns.lowScore}</th>
                <th className={styles.num}>{columns.lowRank}</th>
              </tr>
            </thead>
            <tbody>
              {majorRows.data.map((row, index) => (
                <tr key={`${row.major_exam_code}-${row.major_name}-${index}`}>
                  <td>{row.major_name}</td>
                  <td className={styles.num}>{row.major_plan_num ?? '-'}</td>
                  <td className={styles.num}>{row.major_low_score ?? '-'}</td>
                  <td className={styles.num}>{row.major_low_ranking ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <EmptyState text={t('mobileKnowledge.empty')} />
        )}
      </DetailSection>
    </div>
  );
}
