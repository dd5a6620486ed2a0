import type { EnrollmentPlanRow } from '@zhihang/contract/enrollment/enrollment.schema';
import { planRowName, tuitionText } from '@zhihang/contract/enrollment/plan-row-text';
import { useQuery } from '@tanstack/react-query';
import { Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { systemQueries } from '../system/systemQueries.ts';
import { DemoDataTag } from './DemoDataTag.tsx';
import { FilterRow } from './FilterRow.tsx';
import { knowledgeQueries } from './knowledgeQueries.ts';
import { numberOrDash } from './knowledgeTable.ts';
import { KnowledgeTable } from './KnowledgeTable.tsx';
import type { ScoreScope } from './useScoreScope.ts';
import styles from './knowledge.module.css';

export type UniversityMajorsTabProps = { universityId: number; scope: ScoreScope };

/** Every plan row of one university in one province (the API's page limit). */
const PLAN_LIMIT = 500;

/** The sum of the column widths below. */
const COLUMNS_WIDTH = 808;

/**
 * 专业设置: the university's majors in the latest enrolment plan of a province that has plans (the
 * newest, then the largest, unless chosen). A 填报年度 whose plans are not out yet shows the latest
 * year's, and the heading says which year.
 */
export function UniversityMajorsTab({ universityId, scope }: UniversityMajorsTabProps) {
  const { t } = useTranslation();
  const [provinceChoice, setProvinceChoice] = useState<string | null>(null);
  const planProvince =
    scope.planProvinces.find((province) => province.provinceCode === provinceChoice) ?? scope.planProvinces[0];
  const provinceCode = planProvince?.provinceCode ?? '';
  const year = planProvince?.latestYear;
  const plans = useQuery({
    ...knowledgeQueries.enrollmentMajors({ page: 1, limit: PLAN_LIMIT, provinceCode, universityId, year }),
    enabled: Boolean(provinceCode),
  });
  const areas = useQuery(systemQueries.areas()).data ?? [];
  const rows = provinceCode ? (plans.data?.list ?? []) : [];
  // A plan book that lists only 院校专业组 (no majors) is counted and named as groups.
  const groupsOnly = rows.length > 0 && rows.every((row) => planRowName(row).groupOnly);
  const nameOf = (code: string) => areas.find((area) => area.code === code)?.name ?? code;
  const provinceName = provinceCode ? nameOf(provinceCode) : undefined;
  const provinceOptions = scope.planProvinces.map((province) => ({
    value: province.provinceCode,
    label: nameOf(province.provinceCode),
  }));

  // The columns fit the tab beside the info panel at 1440 px: the major code sits under the
  // name, and the name stays in view when a narrower window scrolls the table sideways.
  const columns: TableColumnsType<EnrollmentPlanRow> = [
    {
      title: t('knowledge.enrollment.major'),
      dataIndex: 'major',
      width: 168,
      fixed: 'left',
      render: (_major: string, row) => {
        const { name, code } = planRowName(row);
        return (
          <>
            {row.majorId ? <Link to={`/edu/majorDetail?majorId=${row.majorId}`}>{name}</Link> : name}
            {code ? <div className={styles.subtle}>{code}</div> : null}
          </>
        );
      },
    },
    { title: t('knowledge.enrollment.group'), dataIndex: 'groupCode', width: 60 },
    { title: t('knowledge.enrollment.track'), dataIndex: 'trackName', width: 64 },
    { title: t('knowledge.enrollment.batch'), dataIndex: 'batchName', width: 72 },
    { title: t('knowledge.enrollment.subjects'), dataIndex: 'subjectSelection', width: 136 },
    { title: t('knowledge.enrollment.studyYears'), dataIndex: 'studyYearWord', width: 48 },
    { title: t('knowledge.enrollment.tuition'), dataIndex: 'tuition', width: 84, render: tuitionText },
    { title: t('knowledge.enrollment.plan'), dataIndex: 'majorPlanNum', width: 80, render: numberOrDash },
    {
      title: t('knowledge.enrollment.lastLowScore'),
      dataIndex: 'majorLowestScore01',
      width: 96,
      render: numberOrDash,
    },
  ];

  return (
    <div>
      {provinceOptions.length > 1 ? (
        <FilterRow
          label={t('knowledge.enrollment.province')}
          options={provinceOptions}
          value={provinceCode}
          onChange={setProvinceChoice}
        />
      ) : null}
      <div className={styles.tabHeading}>
        <Space size={8} wrap>
          <Typography.Text strong>
            {provinceName && year
              ? t('knowledge.enrollment.planOf', { province: provinceName, year })
              : t('knowledge.enrollment.planTitle')}
          </Typography.Text>
          <span className={styles.subtle}>
            {groupsOnly
              ? t('knowledge.enrollment.groupsOnly', { count: rows.length })
              : t('knowledge.count.majors', { count: rows.length })}
          </span>
          <DemoDataTag rows={rows} />
        </Space>
      </div>
      <KnowledgeTable<EnrollmentPlanRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={plans.isFetching || scope.isPending}
        pagination={false}
        width={COLUMNS_WIDTH}
      />
    </div>
  );
}
