import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../modules/auth/ChangePasswordForm.tsx';

export type ChangePasswordDialogProps = { open: boolean; onClose: () => void };

/** 修改密码 from the user menu; the form logs the user out after a change. */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t('password.title')} open={open} onCancel={onClose} footer={null} width={460} destroyOnHidden>
      <p style={{ margin: '0 0 16px', color: 'var(--app-text-muted)', fontSize: 13 }}>{t('password.description')}</p>
      <ChangePasswordForm onChanged={onClose} />
    </Modal>
  );
}
