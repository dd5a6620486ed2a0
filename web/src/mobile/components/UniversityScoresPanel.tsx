import { ADMISSION_BATCHES, DEFAULT_MAJOR_BATCH } from '@zhihang/contract/admissions/admission-codes';
import { useQuery } from '@tanstack/react-query';
import { Selector } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  offeredYears,
  selectedTrackOf,
  trackOptionsOf,
  type TrackOption,
} from '../../modules/knowledge/rules/scoreFilters.ts';
import { mobileKnowledgeApi } from '../knowledge/mobileKnowledgeApi.ts';
import { mobileKnowledgeKeys } from '../knowledge/mobileKnowledgeKeys.ts';
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

type ScoreColumn<Row> = { title: string; cell: (row: Row) => ReactNode; numeric?: boolean };

type ScoreSectionProps<Row> = {
  /** The card's title, also the table's accessible name. */
  title: string;
  rows: { isPending: boolean; data: Row[] | undefined };
  filters: ReactNode;
  columns: ReadonlyArray<ScoreColumn<Row>>;
  rowKey: (row: Row, index: number) => string;
};

/**
 * One score card: title (演示数据 when the rows are demo data), its choice lines, then the table,
 * a skeleton while it loads or 暂无数据. The university's and its majors' cards differ only in
 * their choices and columns.
 */
function ScoreSection<Row extends { dataSource: string }>({
  title,
  rows,
  filters,
  columns,
  rowKey,
}: ScoreSectionProps<Row>) {
  const { t } = useTranslation();
  const numClass = (column: ScoreColumn<Row>) => (column.numeric ? styles.num : undefined);
  return (
    <DetailSection title={title} extra={isDemo(rows.data) ? <DemoTag /> : null}>
      <div className={styles.filters}>{filters}</div>
      {rows.isPending ? (
        <DetailSkeleton />
      ) : rows.data?.length ? (
        <table className={styles.table} aria-label={title}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.title} className={numClass(column)}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.data.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column) => (
                  <td key={column.title} className={numClass(column)}>
                    {column.cell(row)}
                  </td>
                ))}
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

/** 历年分数: the university's lines by track, and its majors' lines by track, batch and year. */
export function UniversityScoresPanel({ universityId }: { universityId: number }) {
  const { t } = useTranslation();
  const years = offeredYears(new Date().getFullYear());
  // Every line of the university once: the tracks its data has decide the track choices.
  const allLines = useQuery({
    queryKey: mobileKnowledgeKeys.universityPlans({ universityId }),
    queryFn: () => mobileKnowledgeApi.universityPlans({ universityId }),
  });
  const [schoolTrack, setSchoolTrack] = useState<number | null>(null);
  const [majorTrack, setMajorTrack] = useState<number | null>(null);
  const [batch, setBatch] = useState<number>(DEFAULT_MAJOR_BATCH);
  const [year, setYear] = useState<number>(years[0] ?? new Date().getFullYear());
  // Only the tracks the province has lines for (in the chosen year for the majors' lines).
  const lines = allLines.data ?? [];
  const schoolTracks = trackOptionsOf(lines);
  const majorTracks = trackOptionsOf(lines, year);
  const schoolClass = selectedTrackOf(schoolTracks, schoolTrack);
  const majorClass = selectedTrackOf(majorTracks, majorTrack);
  const toChoice = (track: TrackOption) => ({ label: track.name, value: track.code });

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
  const batchOptions = ADMISSION_BATCHES.map((item) => ({ label: item.name, value: item.code }));
  const yearOptions = years.map((value) => ({ label: String(value), value }));
  const columns = t('mobileKnowledge.universityDetail.columns', { returnObjects: true });

  return (
    <div className={styles.panel}>
      <ScoreSection
        title={t('mobileKnowledge.universityDetail.universityScores')}
        rows={schoolRows}
        filters={
          <ChoiceLine
            label={t('mobileKnowledge.universityDetail.track')}
            options={schoolTracks.map(toChoice)}
            value={schoolClass}
            onChange={setSchoolTrack}
          />
        }
        rowKey={(row, index) => `${row.plan_year}-${row.exam_batch_name}-${row.college_exam_code}-${index}`}
        columns={[
          { title: columns.year, cell: (row) => row.plan_year },
          { title: columns.batch, cell: (row) => row.exam_batch_name },
          { title: columns.lowScore, cell: (row) => row.school_low_score ?? '-', numeric: true },
          { title: columns.lowRank, cell: (row) => row.school_low_ranking ?? '-', numeric: true },
        ]}
      />
      <ScoreSection
        title={t('mobileKnowledge.universityDetail.majorScores')}
        rows={majorRows}
        filters={
          <>
            <ChoiceLine
              label={t('mobileKnowledge.universityDetail.track')}
              options={majorTracks.map(toChoice)}
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
          </>
        }
        rowKey={(row, index) => `${row.major_exam_code}-${row.major_name}-${index}`}
        columns={[
          { title: columns.major, cell: (row) => row.major_name },
          { title: columns.plan, cell: (row) => row.major_plan_num ?? '-', numeric: true },
          { title: columns.lowScore, cell: (row) => row.major_low_score ?? '-', numeric: true },
          { title: columns.lowRank, cell: (row) => row.major_low_ranking ?? '-', numeric: true },
        ]}
      />
    </div>
  );
}
