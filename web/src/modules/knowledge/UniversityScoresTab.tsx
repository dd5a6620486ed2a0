import { ADMISSION_BATCHES, DEFAULT_MAJOR_BATCH } from '@zhihang/contract/admissions/admission-codes';
import type { MajorPlanRow, UniversityPlanRow } from '@zhihang/contract/universities/university.schema';
import { useQuery } from '@tanstack/react-query';
import { Card, Space, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemQueries } from '../system/systemQueries.ts';
import { DemoDataTag } from './DemoDataTag.tsx';
import { FilterRow } from './FilterRow.tsx';
import { knowledgeQueries } from './knowledgeQueries.ts';
import { numberOrDash } from './knowledgeTable.ts';
import { KnowledgeTable } from './KnowledgeTable.tsx';
import { defaultYearOf, offeredYears, selectedTrackOf, trackOptionsOf } from './rules/scoreFilters.ts';
import type { ScoreScope } from './useScoreScope.ts';
import styles from './knowledge.module.css';

export type UniversityScoresTabProps = { universityId: number; scope: ScoreScope; currentYear: number };

/** 历年分数: university lines by track, then major lines by track, batch and year. */
export function UniversityScoresTab({ universityId, scope, currentYear }: UniversityScoresTabProps) {
  const { t } = useTranslation();
  const years = offeredYears(currentYear);
  const [schoolChoice, setSchoolTrack] = useState<number | null>(null);
  const [majorChoice, setMajorTrack] = useState<number | null>(null);
  const [batch, setBatch] = useState<number>(DEFAULT_MAJOR_BATCH);
  const [year, setYear] = useState(() => defaultYearOf(years, scope.years) ?? currentYear);
  // Only the tracks the province has lines for (in the chosen year for the major table).
  const schoolTracks = trackOptionsOf(scope.lines);
  const majorTracks = trackOptionsOf(scope.lines, year);
  const schoolTrack = selectedTrackOf(schoolTracks, schoolChoice);
  const majorTrack = selectedTrackOf(majorTracks, majorChoice);
  const provinceCode = scope.provinceCode;
  const areas = useQuery(systemQueries.areas()).data ?? [];
  const provinceName = areas.find((area) => area.code === provinceCode)?.name;
  const school = useQuery({
    ...knowledgeQueries.universityPlans({ universityId, classCode: schoolTrack, provinceCode }),
    enabled: !scope.isPending,
  });
  const majors = useQuery({
    ...knowledgeQueries.majorPlans({
      universityId,
      classCode: majorTrack,
      batchCode: batch,
      planYear: year,
      provinceCode,
    }),
    enabled: !scope.isPending,
  });
  const schoolRows = school.data ?? [];
  const majorRows = majors.data ?? [];

  const schoolColumns: TableColumnsType<UniversityPlanRow> = [
    { title: t('knowledge.scores.year'), dataIndex: 'plan_year', width: 80 },
    { title: t('knowledge.scores.collegeName'), dataIndex: 'college_name', width: 200 },
    { title: t('knowledge.scores.examCode'), dataIndex: 'college_exam_code', width: 100 },
    { title: t('knowledge.scores.track'), dataIndex: 'exam_class_name', width: 90 },
    { title: t('knowledge.scores.batch'), dataIndex: 'exam_batch_name', width: 110 },
    { title: t('knowledge.scores.lowScore'), dataIndex: 'school_low_score', width: 90, render: numberOrDash },
    { title: t('knowledge.scores.lowRank'), dataIndex: 'school_low_ranking', width: 100, render: numberOrDash },
  ];
  const majorColumns: TableColumnsType<MajorPlanRow> = [
    { title: t('knowledge.scores.year'), dataIndex: 'plan_year', width: 70 },
    { title: t('knowledge.scores.majorName'), dataIndex: 'major_name', width: 200 },
    { title: t('knowledge.scores.majorCode'), dataIndex: 'major_exam_code', width: 90 },
    { title: t('knowledge.scores.track'), dataIndex: 'exam_class_name', width: 80 },
    { title: t('knowledge.scores.batch'), dataIndex: 'exam_batch_name', width: 90 },
    { title: t('knowledge.scores.planCount'), dataIndex: 'major_plan_num', width: 80, render: numberOrDash },
    { title: t('knowledge.scores.studyYears'), dataIndex: 'study_year_word', width: 70 },
    { title: t('knowledge.scores.lowScore'), dataIndex: 'major_low_score', width: 80, render: numberOrDash },
    { title: t('knowledge.scores.lowRank'), dataIndex: 'major_low_ranking', width: 90, render: numberOrDash },
  ];
  const toOption = (track: { code: number; name: string }) => ({ value: track.code, label: track.name });
  const batchOptions = ADMISSION_BATCHES.map((item) => ({ value: item.code, label: item.name }));
  const yearOptions = years.map((item) => ({ value: item, label: String(item) }));
  const scopeText = provinceName ? t('knowledge.scores.province', { name: provinceName }) : null;

  return (
    <div className={styles.stack}>
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
        <KnowledgeTable<UniversityPlanRow>
          rowKey={(row) => `${row.plan_year}-${row.exam_class_name}-${row.exam_batch_name}-${row.college_exam_code}`}
          size="small"
          columns={schoolColumns}
          dataSource={schoolRows}
          loading={school.isFetching}
          pagination={false}
          width={760}
        />
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
        <KnowledgeTable<MajorPlanRow>
          rowKey={(row) =>
            `${row.plan_year}-${row.exam_class_name}-${row.exam_batch_name}-${row.major_exam_code}-${row.major_name}`
          }
          size="small"
          columns={majorColumns}
          dataSource={majorRows}
          loading={majors.isFetching}
          pagination={false}
          width={850}
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
