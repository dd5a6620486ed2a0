import { DICTIONARY_CODES } from '@zhihang/contract/system/dictionary.schema';
import type { Student } from '@zhihang/contract/students/student.schema';
import { Empty, Typography, type TableColumnsType } from 'antd';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainLinkButtons } from '../../components/PlainLinkButtons.tsx';
import { PagedRowsTable } from '../../components/PagedRowsTable.tsx';
import { PlainTag } from '../../components/PlainTags.tsx';
import { PlainText } from '../../components/PlainText.tsx';
import type { StudentDictionaryView } from './studentDictionaryOf.ts';
import { subjectSummary } from './subjectSummary.ts';
import { useGradeLabel } from './useGradeLabel.ts';

export type StudentTableProps = {
  students: Student[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  dictionary: StudentDictionaryView;
  selected: number[];
  /** The teacher column, for org admins (a teacher's list holds their own students only). */
  showTeacher: boolean;
  permissions: { update: boolean; delete: boolean; account: boolean };
  onSelect: (ids: number[]) => void;
  onPage: (page: number, pageSize: number) => void;
  onEdit: (student: Student) => void;
  onDelete: (ids: number[]) => void;
  onAccount: (student: Student) => void;
  /** Opens the student's 志愿指导 (when the user may plan). */
  onGuide?: (student: Student) => void;
};

const SELECTION_WIDTH = 48;

/** The students of one page; above 32 rows the body scrolls virtually (spec §9). */
export function StudentTable(props: StudentTableProps) {
  const { t } = useTranslation();
  const gradeLabel = useGradeLabel();
  const { dictionary, permissions } = props;
  const subjectName = (code: string) => dictionary.nameOf(DICTIONARY_CODES.subject, code);

  const columns: TableColumnsType<Student> = [
    {
      title: t('students.name'),
      dataIndex: 'name',
      width: 92,
      fixed: 'left',
      render: (name: string) => <PlainText strong>{name}</PlainText>,
    },
    {
      title: t('students.gender'),
      dataIndex: 'gender',
      width: 56,
      render: (gender: number) => (gender === 1 ? t('students.male') : gender === 2 ? t('students.female') : ''),
    },
    {
      title: t('students.grade'),
      dataIndex: 'grade',
      width: 72,
      render: (grade: number, student) => (
        <PlainTag color={grade >= 1 && grade <= 3 ? 'processing' : 'default'}>
          {gradeLabel(grade, student.entryYear)}
        </PlainTag>
      ),
    },
    { title: t('students.className'), dataIndex: 'className', width: 64 },
    { title: t('students.studentNo'), dataIndex: 'studentNo', width: 96, ellipsis: true },
    {
      title: t('students.subjects'),
      key: 'subjects',
      width: 130,
      render: (_value, student) => subjectSummary(student, subjectName) || '—',
    },
    {
      title: t('students.province'),
      dataIndex: 'province',
      width: 88,
      render: (code: string) => (code ? dictionary.provinceName(code) : '—'),
    },
    { title: t('students.phone'), dataIndex: 'phone', width: 112 },
    ...(props.showTeacher
      ? [{ title: t('students.teacher'), dataIndex: 'teacherName', width: 90, ellipsis: true }]
      : []),
    {
      title: t('students.account'),
      dataIndex: 'account',
      width: 124,
      render: (account: string | null) =>
        account ? (
          <Typography.Text copyable>{account}</Typography.Text>
        ) : (
          <PlainText type="secondary">{t('students.noAccount')}</PlainText>
        ),
    },
    {
      title: t('students.status'),
      dataIndex: 'status',
      width: 68,
      render: (status: number) =>
        status === 1 ? (
          <PlainTag color="success">{t('students.statusActive')}</PlainTag>
        ) : (
          <PlainTag>{t('students.statusLeft')}</PlainTag>
        ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: props.onGuide ? 236 : 164,
      fixed: 'right',
      render: (_value, student) => (
        <PlainLinkButtons
          actions={[
            ...(props.onGuide
              ? [{ key: 'guide', label: t('guidance.title'), onClick: () => props.onGuide?.(student) }]
              : []),
            ...(permissions.update
              ? [{ key: 'edit', label: t('common.edit'), onClick: () => props.onEdit(student) }]
              : []),
            ...(permissions.account
              ? [
                  {
                    key: 'account',
                    label: student.account ? t('students.resetPassword') : t('students.openAccount'),
                    onClick: () => props.onAccount(student),
                  },
                ]
              : []),
            ...(permissions.delete
              ? [
                  {
                    key: 'delete',
                    label: t('common.delete'),
                    danger: true,
                    onClick: () => props.onDelete([student.id]),
                  },
                ]
              : []),
          ]}
        />
      ),
    },
  ];

  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 0), SELECTION_WIDTH);
  const onSelect = (keys: Key[]) => props.onSelect(keys.map((key) => Number(key)));

  return (
    <PagedRowsTable<Student>
      rowKey="id"
      columns={columns}
      rows={props.students}
      loading={props.loading}
      scrollX={tableWidth}
      emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      rowSelection={
        permissions.delete
          ? {
              columnWidth: SELECTION_WIDTH,
              selectedRowKeys: props.selected,
              onChange: onSelect,
              rowLabel: (student) => t('students.selectOne', { name: student.name }),
              allLabel: t('students.selectPage'),
            }
          : undefined
      }
      pager={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => t('common.total', { count: total }),
        onChange: props.onPage,
      }}
    />
  );
}
