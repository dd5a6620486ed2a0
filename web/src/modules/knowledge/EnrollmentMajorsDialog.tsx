import type { EnrollmentPlanRow } from '@zhihang/contract/enrollment/enrollment.schema';
import type { MajorRankRow } from '@zhihang/contract/majors/major.schema';
import { useQuery } from '@tanstack/react-query';
import { Modal, Space, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { systemQueries } from '../system/systemQueries.ts';
import { DemoDataTag } from './DemoDataTag.tsx';
import { knowledgeQueries } from './knowledgeQueries.ts';
import { numberOrDash } from './knowledgeTable.ts';
import { KnowledgeTable } from './KnowledgeTable.tsx';

export type EnrollmentMajorsDialogProps = { rank: MajorRankRow | undefined; onClose: () => void };

/** The enrolment-plan rows of one college and major (every province), opened from a ranking row. */
export function EnrollmentMajorsDialog({ rank, onClose }: EnrollmentMajorsDialogProps) {
  const { t } = useTranslation();
  const majorId = rank?.majorId ?? 0;
  const collegeCode = rank?.collegeCode ?? '';
  const rows = useQuery({
    ...knowledgeQueries.enrollmentByCollegeMajor(majorId, collegeCode),
    enabled: Boolean(rank && majorId && collegeCode),
  });
  const data = rows.data ?? [];
  const areas = useQuery(systemQueries.areas()).data ?? [];

  const columns: TableColumnsType<EnrollmentPlanRow> = [
    { title: t('knowledge.enrollment.year'), dataIndex: 'year', width: 70 },
    {
      title: t('knowledge.enrollment.province'),
      dataIndex: 'provinceCode',
      width: 90,
      render: (code: string) => areas.find((area) => area.code === code)?.name ?? code,
    },
    { title: t('knowledge.enrollment.major'), dataIndex: 'major', width: 180 },
    { title: t('knowledge.enrollment.track'), dataIndex: 'trackName', width: 80 },
    { title: t('knowledge.enrollment.batch'), dataIndex: 'batchName', width: 90 },
    { title: t('knowledge.enrollment.subjects'), dataIndex: 'subjectSelection', width: 170 },
    { title: t('knowledge.enrollment.plan'), dataIndex: 'majorPlanNum', width: 80, render: numberOrDash },
    {
      title: t('knowledge.enrollment.lastLowScore'),
      dataIndex: 'majorLowestScore01',
      width: 100,
      render: numberOrDash,
    },
    { title: t('knowledge.enrollment.lastLowRank'), dataIndex: 'majorLowestRank01', width: 100, render: numberOrDash },
  ];

  return (
    <Modal
      open={Boolean(rank)}
      width={1000}
      maskClosable={false}
      footer={null}
      onCancel={onClose}
      title={
        <Space size={8}>
          {t('knowledge.enrollment.title', { college: rank?.universityName ?? '', major: rank?.majorName ?? '' })}
          <DemoDataTag rows={data} />
        </Space>
      }
    >
      <KnowledgeTable<EnrollmentPlanRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data}
        loading={rows.isFetching}
        pagination={false}
        width={940}
      />
    </Modal>
  );
}
