import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { StudentImportError, StudentImportReport } from '@zhihang/contract/students/student.schema';
import { Alert, Button, Modal, Result, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../base/feedback.ts';
import { readFileAsBase64 } from '../../components/readFileAsBase64.ts';
import { useImportStudents } from './useImportStudents.ts';

export type StudentImportDialogProps = {
  open: boolean;
  onClose: () => void;
  onDownloadTemplate: () => void;
  templateLoading: boolean;
};

/** Upload of a filled-in template; a refused file shows every bad cell by row and column. */
export function StudentImportDialog({ open, onClose, onDownloadTemplate, templateLoading }: StudentImportDialogProps) {
  const { t } = useTranslation();
  const importStudents = useImportStudents();
  const [report, setReport] = useState<StudentImportReport | undefined>();

  const handleClose = () => {
    setReport(undefined);
    onClose();
  };

  const handleFile = async (file: File) => {
    if (!/\.xlsx$/i.test(file.name)) {
      feedback.error(t('students.importOnlyXlsx'));
      return;
    }
    setReport(undefined);
    try {
      const content = await readFileAsBase64(file);
      const result = await importStudents.mutateAsync({ fileName: file.name, content });
      setReport(result);
      if (result.errorCount === 0) feedback.success(t('students.importSuccess', { count: result.imported }));
    } catch {
      // The API client showed the reason.
    }
  };

  const failed = report !== undefined && report.errorCount > 0;

  return (
    <Modal
      title={failed ? t('students.reportTitle') : t('students.importTitle')}
      open={open}
      onCancel={handleClose}
      footer={<Button onClick={handleClose}>{t('common.close')}</Button>}
      mask={{ closable: false }}
      width={failed ? 760 : 560}
      destroyOnHidden
    >
      {report && !failed ? (
        <Result status="success" title={t('students.importSuccess', { count: report.imported })} />
      ) : null}
      {failed ? (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Alert
            type="error"
            showIcon
            title={t('students.importFailed', { total: report.total, count: report.errorCount })}
            description={
              report.errors.length < report.errorCount
                ? t('students.importShown', { shown: report.errors.length })
                : undefined
            }
          />
          <Table<StudentImportError>
            size="small"
            rowKey={(error) => `${error.row}:${error.column}:${error.reason}`}
            dataSource={report.errors}
            pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
            columns={[
              { title: t('students.errorRow'), dataIndex: 'row', width: 80 },
              { title: t('students.errorColumn'), dataIndex: 'column', width: 130 },
              { title: t('students.errorReason'), dataIndex: 'reason' },
            ]}
          />
        </Space>
      ) : null}
      {!report || failed ? (
        <Space orientation="vertical" size={12} style={{ width: '100%', marginTop: failed ? 12 : 0 }}>
          {failed ? null : <Typography.Paragraph type="secondary">{t('students.importHint')}</Typography.Paragraph>}
          <Upload.Dragger
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            multiple={false}
            showUploadList={false}
            disabled={importStudents.isPending}
            beforeUpload={(file) => {
              void handleFile(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">
              {importStudents.isPending ? t('common.loading') : t('students.importDrop')}
            </p>
          </Upload.Dragger>
          <Button type="link" icon={<DownloadOutlined />} loading={templateLoading} onClick={onDownloadTemplate}>
            {t('students.template')}
          </Button>
        </Space>
      ) : null}
    </Modal>
  );
}
