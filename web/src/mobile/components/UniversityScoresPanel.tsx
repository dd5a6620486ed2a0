import { useQuery } from '@tanstack/react-query';
import { CONFIG_KEYS } from '@zhihang/contract/constants';
import { Selector } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  batchOptionsOf,
  currentYearOf,
  scoreSelectionOf,
  sourceLabelOf,
  type TrackOption,
} from '../../modules/knowledge/rules/scoreFilters.ts';
import { mobileKnowledgeApi } from '../knowledge/mobileKnowledgeApi.ts';
import { PROVINCE_CHOICES } from '../knowledge/universityChoices.ts';
import { mobileKnowledgeKeys } from '../knowledge/mobileKnowledgeKeys.ts';
import { DemoTag } from './DemoTag.tsx';
import { CHIP_STYLE } from './chipStyle.ts';
import { DetailSection } from './DetailSection.tsx';
import { DetailSkeleton } from './DetailSkeleton.tsx';
import { EmptyState } from './EmptyState.tsx';
import styles from './detail.module.css';

type Choice<Value> = { label: string; value: Value };

function ChoiceLine<Value extends string | number>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Array<Choice<Value>>;
  value: Value;
  onChange: (value: Value) => void;
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
  /** Notes under the table: how derived figures were found, where the figures come from. */
  footer?: ReactNode;
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
  footer,
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
      {rows.data?.length ? footer : null}
    </DetailSection>
  );
}

/** A province's short name (广东), or its code when it is not one of the mainland's 31. */
const provinceNameOf = (code: string) => PROVINCE_CHOICES.find((province) => province.code === code)?.name ?? code;

/** The distinct places a table's figures were published, for the line under it. */
const sourcesOf = (rows: ReadonlyArray<{ source_id: string; source_url: string }>) =>
  [...new Set(rows.map((row) => sourceLabelOf(row).text).filter(Boolean))].join('、');

/**
 * 历年分数 of one province (the one with the most lines unless chosen): the university's lines by
 * track (a * marks a line derived from the year's 专业组 or major lines), then its majors' lines by
 * track, batch and year; every choice offers what the province's lines have, and each table says
 * where its figures were published.
 */
export function UniversityScoresPanel({ universityId }: { universityId: number }) {
  const { t } = useTranslation();
  // The organisation's current year (as in the console), the calendar year until it has loaded.
  const parameters = useQuery({
    queryKey: mobileKnowledgeKeys.pageParameters(),
    queryFn: () => mobileKnowledgeApi.pageParameters(),
    staleTime: Infinity,
  });
  const currentYear = currentYearOf(parameters.data?.[CONFIG_KEYS.currentYear]);
  const scope = useQuery({
    queryKey: mobileKnowledgeKeys.universityDataScope(universityId),
    queryFn: () => mobileKnowledgeApi.universityDataScope(universityId),
  });
  const [provinceChoice, setProvinceChoice] = useState<string | null>(null);
  const [schoolTrack, setSchoolTrack] = useState<number | null>(null);
  const [majorTrack, setMajorTrack] = useState<number | null>(null);
  const [batchChoice, setBatch] = useState<number | null>(null);
  const [yearChoice, setYear] = useState<number | null>(null);
  const provinces = scope.data?.scoreProvinces ?? [];
  const provinceCode = provinceChoice ?? provinces[0]?.provinceCode;
  const body = { universityId, provinceCode };
  const schoolLines = useQuery({
    queryKey: mobileKnowledgeKeys.universityPlans(body),
    queryFn: () => mobileKnowledgeApi.universityPlans(body),
    enabled: Boolean(provinceCode),
  });
  const majorLines = useQuery({
    queryKey: mobileKnowledgeKeys.majorPlans(body),
    queryFn: () => mobileKnowledgeApi.majorPlans(body),
    enabled: Boolean(provinceCode),
  });

  if (scope.isPending) return <DetailSkeleton />;
  const noLines = { isPending: false, data: [] };
  const schools = schoolLines.data ?? [];
  const majors = majorLines.data ?? [];
  const {
    schoolTracks,
    schoolTrack: schoolClass,
    schoolRows,
    years,
    year,
    majorTracks,
    majorTrack: majorClass,
    batch,
    majorRows,
  } = scoreSelectionOf(schools, majors, { schoolTrack, majorTrack, year: yearChoice, batch: batchChoice }, currentYear);
  const toChoice = (track: TrackOption) => ({ label: track.name, value: track.code });
  const batchOptions = batchOptionsOf(majors, t('knowledge.scores.otherBatch')).map(toChoice);
  const yearOptions = years.map((value) => ({ label: String(value), value }));
  const columns = t('mobileKnowledge.universityDetail.columns', { returnObjects: true });
  const handleProvinceChange = (code: string) => {
    setProvinceChoice(code);
    setSchoolTrack(null);
    setMajorTrack(null);
    setBatch(null);
    setYear(null);
  };
  const sourceNote = (rows: ReadonlyArray<{ source_id: string; source_url: string }>) => {
    const sources = sourcesOf(rows);
    return sources ? (
      <p className={styles.placeholder}>{t('mobileKnowledge.universityDetail.sources', { sources })}</p>
    ) : null;
  };

  return (
    <div className={styles.panel}>
      {provinces.length > 1 && provinceCode ? (
        <ChoiceLine
          label={t('mobileKnowledge.universityDetail.province')}
          options={provinces.map((province) => ({
            label: provinceNameOf(province.provinceCode),
            value: province.provinceCode,
          }))}
          value={provinceCode}
          onChange={handleProvinceChange}
        />
      ) : null}
      <ScoreSection
        title={t('mobileKnowledge.universityDetail.universityScores')}
        rows={provinceCode ? { isPending: schoolLines.isPending, data: schoolRows } : noLines}
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
          {
            title: columns.lowScore,
            cell: (row) => `${row.school_low_score ?? '-'}${row.line_origin === 'school' ? '' : '*'}`,
            numeric: true,
          },
          { title: columns.lowRank, cell: (row) => row.school_low_ranking ?? '-', numeric: true },
        ]}
        footer={
          <>
            {schoolRows.some((row) => row.line_origin !== 'school') ? (
              <p className={styles.placeholder} data-testid="derived-note">
                {t('mobileKnowledge.universityDetail.derivedNote')}
              </p>
            ) : null}
            {sourceNote(schoolRows)}
          </>
        }
      />
      <ScoreSection
        title={t('mobileKnowledge.universityDetail.majorScores')}
        rows={provinceCode ? { isPending: majorLines.isPending, data: majorRows } : noLines}
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
        footer={sourceNote(majorRows)}
      />
    </div>
  );
}
