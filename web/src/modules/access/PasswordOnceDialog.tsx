import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type PasswordOnceDialogProps = {
  /** The account and its new password; null when nothing is to be shown. */
  shown: { account: string; password: string } | null;
  onClose: () => void;
};

/** Shows a generated password the one time the server answers it. */
export function PasswordOnceDialog({ shown, onClose }: PasswordOnceDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('access.users.passwordTitle')}
      open={shown !== null}
      onCancel={onClose}
      onOk={onClose}
      okText={t('common.confirm')}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      width={440}
    >
      <Alert type="warning" showIcon message={t('access.users.passwordOnce')} style={{ marginBottom: 16 }} />
      <p>
        {t('access.users.account')}：<Typography.Text strong>{shown?.account}</Typography.Text>
      </p>
      <p>
        {t('access.users.password')}：
        <Typography.Text code copyable data-testid="generated-password">
          {shown?.password}
        </Typography.Text>
      </p>
    </Modal>
  );
}
