import { DownloadOutlined, ExportOutlined, ImportOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import type { StudentCredentials } from '@zhihang/contract/students/student-account.schema';
import type { Student } from '@zhihang/contract/students/student.schema';
import { Button, Card, Space } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BatchDeleteButton } from '../../../components/admin/BatchDeleteButton.tsx';
import { useConfirm } from '../../../components/admin/useConfirm.ts';
import { useOpenedOnce } from '../../../components/useOpenedOnce.ts';
import { useBackgroundValue } from '../../../components/useBackgroundRender.ts';
import { useUserInfo } from '../../../modules/auth/useUserInfo.ts';
import { StudentFilterBar } from '../../../modules/students/StudentFilterBar.tsx';
import { studentFilterBody, type StudentFilterValues } from '../../../modules/students/studentFilterBody.ts';
import { printInHiddenFrame } from '../../../modules/plans/print/printInHiddenFrame.ts';
import { StudentTable } from '../../../modules/students/StudentTable.tsx';
import { useDeleteStudents } from '../../../modules/students/useDeleteStudents.ts';
import { useStudentAccount } from '../../../modules/students/useStudentAccount.ts';
import { useStudentDictionary } from '../../../modules/students/useStudentDictionary.ts';
import { useStudentFiles } from '../../../modules/students/useStudentFiles.ts';
import { useStudentList } from '../../../modules/students/useStudentList.ts';
import { useTeacherOptions } from '../../../modules/students/useTeacherOptions.ts';
import styles from './StudentManagePage.module.css';

const DEFAULT_PAGE_SIZE = 10;

// The dialogs' code (forms, the upload, the result illustrations) loads when one first opens:
// the table paints without it.
const StudentFormDialog = lazy(() =>
  import('../../../modules/students/StudentFormDialog.tsx').then((m) => ({ default: m.StudentFormDialog })),
);
const StudentImportDialog = lazy(() =>
  import('../../../modules/students/StudentImportDialog.tsx').then((m) => ({ default: m.StudentImportDialog })),
);
const StudentCredentialsDialog = lazy(() =>
  import('../../../modules/students/StudentCredentialsDialog.tsx').then((m) => ({
    default: m.StudentCredentialsDialog,
  })),
);

type FormDialog = { open: boolean; student: Student | undefined };

/** /edu/studentManage (学生管理): filters, the paged table, add / edit / delete, files, accounts. */
export function StudentManagePage() {
  const { t } = useTranslation();
  const { confirm, confirmDeletePicked, holder: modalHolder } = useConfirm();
  const user = useUserInfo().data;
  const perms = user?.perms ?? [];
  const can = (perm: string) => perms.includes(`stu:archive:${perm}`);
  const canPlan = perms.includes('stu:plan:info');
  const navigate = useNavigate();
  const [filter, setFilter] = useState<StudentFilterValues>({});
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<number[]>([]);
  const [formDialog, setFormDialog] = useState<FormDialog>({ open: false, student: undefined });
  const [importOpen, setImportOpen] = useState(false);
  const [credentials, setCredentials] = useState<{ name: string; value: StudentCredentials } | undefined>();
  const dictionary = useStudentDictionary();
  const teachers = useTeacherOptions().data;
  const list = useStudentList({ ...studentFilterBody(filter), ...paging });
  // The rows of an answer render in the background, yielding to the browser every few
  // milliseconds: at once they were one long task on an older office PC.
  const shownList = useBackgroundValue(list.data);
  const remove = useDeleteStudents();
  const account = useStudentAccount();
  const files = useStudentFiles();
  const formDialogUsed = useOpenedOnce(formDialog.open);
  const importDialogUsed = useOpenedOnce(importOpen);
  const credentialsDialogUsed = useOpenedOnce(Boolean(credentials));

  // Stable, so the filter form (memoised) does not render again as the list and the dictionaries arrive.
  const handleSearch = useCallback((values: StudentFilterValues) => {
    setFilter(values);
    setPaging((current) => ({ ...current, page: 1 }));
    setSelected([]);
  }, []);

  const handleDelete = (ids: number[]) =>
    confirmDeletePicked(
      ids,
      { selectFirst: t('students.selectFirst'), content: t('students.deleteConfirm') },
      async () => {
        await remove.mutateAsync(ids);
        setSelected((current) => current.filter((id) => !ids.includes(id)));
      },
    );

  const openCredentials = async (student: Student, reset: boolean) => {
    const value = await account.mutateAsync({ id: student.id, reset });
    setCredentials({ name: student.name, value });
  };

  const handleAccount = (student: Student) => {
    if (!student.account) {
      void openCredentials(student, false).catch(() => undefined);
      return;
    }
    confirm({
      title: t('students.resetPassword'),
      content: t('students.resetConfirm'),
      onOk: () => openCredentials(student, true),
      danger: false,
    });
  };

  return (
    <div>
      <Card variant="borderless" className={styles.card}>
        <StudentFilterBar
          dictionary={dictionary}
          teachers={teachers && teachers.length > 1 ? teachers : undefined}
          onSearch={handleSearch}
        />
      </Card>
      <Card variant="borderless" className={styles.card}>
        <div className={styles.toolbar}>
          <Space wrap>
            {can('save') ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setFormDialog({ open: true, student: undefined })}
              >
                {t('common.add')}
              </Button>
            ) : null}
            {can('delete') ? <BatchDeleteButton picked={selected} onDelete={handleDelete} /> : null}
            {canPlan ? (
              <Button
                icon={<PrinterOutlined />}
                disabled={!selected.length}
                onClick={() => printInHiddenFrame(`/edu/pdf?stuIds=${selected.join(',')}`)}
              >
                {t('guidance.print.batchPrint')}
              </Button>
            ) : null}
          </Space>
          <Space wrap>
            {can('import') ? (
              <>
                <Button
                  icon={<DownloadOutlined />}
                  loading={files.template.isPending}
                  onClick={() => files.template.mutate()}
                >
                  {t('students.template')}
                </Button>
                <Button icon={<ImportOutlined />} onClick={() => setImportOpen(true)}>
                  {t('students.import')}
                </Button>
              </>
            ) : null}
            {can('export') ? (
              <Button
                icon={<ExportOutlined />}
                loading={files.exportList.isPending}
                onClick={() => files.exportList.mutate(studentFilterBody(filter))}
              >
                {t('students.export')}
              </Button>
            ) : null}
          </Space>
        </div>
        <StudentTable
          students={shownList?.list ?? []}
          total={shownList?.totalCount ?? 0}
          page={paging.page}
          pageSize={paging.limit}
          loading={list.isFetching || shownList !== list.data}
          dictionary={dictionary}
          selected={selected}
          showTeacher={(teachers?.length ?? 0) > 1}
          permissions={{ update: can('update'), delete: can('delete'), account: can('account') }}
          onSelect={setSelected}
          onPage={(page, limit) => setPaging({ page, limit })}
          onEdit={(student) => setFormDialog({ open: true, student })}
          onDelete={handleDelete}
          onAccount={handleAccount}
          onGuide={canPlan ? (student) => void navigate(`/edu/studentGuidance?stuId=${student.id}`) : undefined}
        />
      </Card>
      {modalHolder}
      <Suspense fallback={null}>
        {formDialogUsed ? (
          <StudentFormDialog
            open={formDialog.open}
            student={formDialog.student}
            dictionary={dictionary}
            teachers={teachers ?? []}
            defaultTeacherId={user?.id}
            onClose={() => setFormDialog((current) => ({ ...current, open: false }))}
          />
        ) : null}
        {importDialogUsed ? (
          <StudentImportDialog
            open={importOpen}
            onClose={() => setImportOpen(false)}
            onDownloadTemplate={() => files.template.mutate()}
            templateLoading={files.template.isPending}
          />
        ) : null}
        {credentialsDialogUsed ? (
          <StudentCredentialsDialog
            studentName={credentials?.name ?? ''}
            credentials={credentials?.value}
            onClose={() => setCredentials(undefined)}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
