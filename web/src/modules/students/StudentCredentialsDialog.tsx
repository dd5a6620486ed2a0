import { KeyOutlined } from '@ant-design/icons';
import type { StudentCredentials } from '@zhihang/contract/students/student-account.schema';
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../base/feedback.ts';

export type StudentCredentialsDialogProps = {
  studentName: string;
  credentials: StudentCredentials | undefined;
  onClose: () => void;
};

/** The account and its initial password, shown this once. */
export function StudentCredentialsDialog({ studentName, credentials, onClose }: StudentCredentialsDialogProps) {
  const { t } = useTranslation();
  const handleCopy = async () => {
    if (!credentials) return;
    try {
      await navigator.clipboard.writeText(
        `${studentName} ${t('students.account')}：${credentials.account} ${t('students.password')}：${credentials.password}`,
      );
      feedback.success(t('students.copied'));
    } catch {
      // Clipboard refused (insecure page); the values stay on screen to copy by hand.
    }
  };

  return (
    <Modal
      title={
        <span>
          <KeyOutlined /> {t('students.credentialsTitle')}
        </span>
      }
      open={credentials !== undefined}
      onCancel={onClose}
      mask={{ closable: false }}
      width={420}
      footer={[
        <Button key="copy" onClick={() => void handleCopy()}>
          {t('students.copy')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon title={t('students.credentialsHint')} style={{ marginBottom: 16 }} />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('students.name')}>{studentName}</Descriptions.Item>
        <Descriptions.Item label={t('students.account')}>
          <Typography.Text strong data-testid="student-account">
            {credentials?.account}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('students.password')}>
          <Typography.Text strong code data-testid="student-password">
            {credentials?.password}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
