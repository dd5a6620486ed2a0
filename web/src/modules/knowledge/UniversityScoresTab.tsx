import type { MajorLineRow, SchoolLineRow } from '@zhihang/contract/universities/university.schema';
import { useQuery } from '@tanstack/react-query';
import { Card, Space, Typography, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemQueries } from '../system/systemQueries.ts';
import { DemoDataTag } from './DemoDataTag.tsx';
import { FilterRow } from './FilterRow.tsx';
import { knowledgeQueries } from './knowledgeQueries.ts';
import { numberOrDash } from './knowledgeTable.ts';
import { KnowledgeTable } from './KnowledgeTable.tsx';
import { batchOptionsOf, scoreSelectionOf, sourceLabelOf } from './rules/scoreFilters.ts';
import type { ScoreScope } from './useScoreScope.ts';
import styles from './knowledge.module.css';

export type UniversityScoresTabProps = { universityId: number; scope: ScoreScope; currentYear: number };

/** A figure's source: a link to the page it was published on, else the data set's name. */
function SourceCell({ line }: { line: { source_id: string; source_url: string } }) {
  const source = sourceLabelOf(line);
  if (!source.text) return '-';
  return source.href ? (
    <a href={source.href} target="_blank" rel="noreferrer noopener">
      {source.text}
    </a>
  ) : (
    source.text
  );
}

/**
 * 历年分数 of one province (the one with the most lines unless chosen): the school lines by
 * track, published or derived from the year's 专业组 / major lines, then the major lines by
 * track, batch and year. Every choice offers what the province's lines have.
 */
export function UniversityScoresTab({ universityId, scope, currentYear }: UniversityScoresTabProps) {
  const { t } = useTranslation();
  const [provinceChoice, setProvinceChoice] = useState<string | null>(null);
  const [schoolChoice, setSchoolTrack] = useState<number | null>(null);
  const [majorChoice, setMajorTrack] = useState<number | null>(null);
  const [batchChoice, setBatch] = useState<number | null>(null);
  const [yearChoice, setYear] = useState<number | null>(null);
  const provinceCode = provinceChoice ?? scope.provinceCode;
  const areas = useQuery(systemQueries.areas()).data ?? [];
  const nameOf = (code: string | undefined) => areas.find((area) => area.code === code)?.name ?? code ?? '';
  const school = useQuery({
    ...knowledgeQueries.universityPlans({ universityId, provinceCode }),
    enabled: Boolean(provinceCode),
  });
  const majors = useQuery({
    ...knowledgeQueries.majorPlans({ universityId, provinceCode }),
    enabled: Boolean(provinceCode),
  });
  const schoolLines = provinceCode ? (school.data ?? []) : [];
  const majorLines = provinceCode ? (majors.data ?? []) : [];

  const { schoolTracks, schoolTrack, schoolRows, years, year, majorTracks, majorTrack, batch, majorRows } =
    scoreSelectionOf(
      schoolLines,
      majorLines,
      { schoolTrack: schoolChoice, majorTrack: majorChoice, year: yearChoice, batch: batchChoice },
      currentYear,
    );

  const handleProvinceChange = (code: string) => {
    // Another province has other tracks, batches and years: every choice opens on its default again.
    setProvinceChoice(code);
    setSchoolTrack(null);
    setMajorTrack(null);
    setBatch(null);
    setYear(null);
  };

  const originText = (row: SchoolLineRow) => {
    if (row.line_origin === 'group') return t('knowledge.scores.fromGroup', { unit: row.line_unit });
    if (row.line_origin === 'major') return t('knowledge.scores.fromMajor', { unit: row.line_unit });
    return t('knowledge.scores.fromSchool');
  };
  // A code sits under its name, and the major table leaves out the batch chosen above it, so both
  // tables fit beside the info panel at 1440 px. The track stays: it tells a derived line's track.
  const schoolColumns: TableColumnsType<SchoolLineRow> = [
    { title: t('knowledge.scores.year'), dataIndex: 'plan_year', width: 64 },
    {
      title: t('knowledge.scores.collegeName'),
      dataIndex: 'college_name',
      width: 140,
      render: (name: string, row) => (
        <>
          {name}
          {row.college_exam_code ? <div className={styles.subtle}>{row.college_exam_code}</div> : null}
        </>
      ),
    },
    { title: t('knowledge.scores.track'), dataIndex: 'exam_class_name', width: 64 },
    { title: t('knowledge.scores.batch'), dataIndex: 'exam_batch_name', width: 76 },
    { title: t('knowledge.scores.lowScore'), dataIndex: 'school_low_score', width: 64, render: numberOrDash },
    { title: t('knowledge.scores.lowRank'), dataIndex: 'school_low_ranking', width: 80, render: numberOrDash },
    { title: t('knowledge.scores.origin'), key: 'origin', width: 170, render: (_, row) => originText(row) },
    { title: t('knowledge.scores.source'), key: 'source', width: 116, render: (_, row) => <SourceCell line={row} /> },
  ];
  const majorColumns: TableColumnsType<MajorLineRow> = [
    { title: t('knowledge.scores.year'), dataIndex: 'plan_year', width: 64 },
    {
      title: t('knowledge.scores.majorName'),
      dataIndex: 'major_name',
      width: 200,
      render: (name: string, row) => (
        <>
          {name}
          {row.major_exam_code ? <div className={styles.subtle}>{row.major_exam_code}</div> : null}
        </>
      ),
    },
    { title: t('knowledge.scores.track'), dataIndex: 'exam_class_name', width: 64 },
    { title: t('knowledge.scores.planCount'), dataIndex: 'major_plan_num', width: 72, render: numberOrDash },
    { title: t('knowledge.scores.studyYears'), dataIndex: 'study_year_word', width: 56 },
    { title: t('knowledge.scores.lowScore'), dataIndex: 'major_low_score', width: 72, render: numberOrDash },
    { title: t('knowledge.scores.lowRank'), dataIndex: 'major_low_ranking', width: 84, render: numberOrDash },
    { title: t('knowledge.scores.source'), key: 'source', width: 126, render: (_, row) => <SourceCell line={row} /> },
  ];
  const toOption = (track: { code: number; name: string }) => ({ value: track.code, label: track.name });
  const provinceOptions = scope.scoreProvinces.map((province) => ({
    value: province.provinceCode,
    label: nameOf(province.provinceCode),
  }));
  const batchOptions = batchOptionsOf(majorLines, t('knowledge.scores.otherBatch')).map(toOption);
  const yearOptions = years.map((item) => ({ value: item, label: String(item) }));
  const scopeText = provinceCode ? t('knowledge.scores.province', { name: nameOf(provinceCode) }) : null;
  const derived = schoolRows.some((row) => row.line_origin !== 'school');

  return (
    <div className={styles.stack}>
      {provinceOptions.length > 1 && provinceCode ? (
        <FilterRow
          label={t('knowledge.scores.provinceLabel')}
          options={provinceOptions}
          value={provinceCode}
          onChange={handleProvinceChange}
        />
      ) : null}
      <ScoresCard
        testId="university-scores"
        title={t('knowledge.scores.schoolTitle')}
        scopeText={scopeText}
        rows={schoolRows}
      >
        <FilterRow
          label={t('knowledge.scores.track')}
          options={schoolTracks.map(toOption)}
          value={schoolTrack}
          onChange={setSchoolTrack}
        />
        <KnowledgeTable<SchoolLineRow>
          rowKey={(row) => `${row.plan_year}-${row.exam_class_name}-${row.exam_batch_name}-${row.college_exam_code}`}
          size="small"
          columns={schoolColumns}
          dataSource={schoolRows}
          loading={school.isFetching}
          pagination={false}
          width={774}
        />
        {derived ? (
          <Typography.Text type="secondary" data-testid="derived-note">
            {t('knowledge.scores.derivedNote')}
          </Typography.Text>
        ) : null}
      </ScoresCard>
      <ScoresCard testId="major-scores" title={t('knowledge.scores.majorTitle')} scopeText={scopeText} rows={majorRows}>
        <FilterRow
          label={t('knowledge.scores.track')}
          options={majorTracks.map(toOption)}
          value={majorTrack}
          onChange={setMajorTrack}
        />
        <FilterRow label={t('knowledge.scores.batch')} options={batchOptions} value={batch} onChange={setBatch} />
        <FilterRow label={t('knowledge.scores.year')} options={yearOptions} value={year} onChange={setYear} />
        <KnowledgeTable<MajorLineRow>
          rowKey={(row) =>
            `${row.plan_year}-${row.exam_class_name}-${row.exam_batch_name}-${row.major_exam_code}-${row.major_name}`
          }
          size="small"
          columns={majorColumns}
          dataSource={majorRows}
          loading={majors.isFetching}
          pagination={false}
          width={726}
        />
      </ScoresCard>
    </div>
  );
}

type ScoresCardProps = {
  testId: string;
  title: string;
  scopeText: string | null;
  rows: ReadonlyArray<{ dataSource?: string }>;
  children: ReactNode;
};

/** The card around either score table: its title, the province the lines are for and 演示数据. */
function ScoresCard({ testId, title, scopeText, rows, children }: ScoresCardProps) {
  return (
    <Card
      size="small"
      className={styles.innerCard}
      data-testid={testId}
      title={
        <Space size={8}>
          {title}
          {scopeText ? <span className={styles.subtle}>{scopeText}</span> : null}
          <DemoDataTag rows={rows} />
        </Space>
      }
    >
      {children}
    </Card>
  );
}
