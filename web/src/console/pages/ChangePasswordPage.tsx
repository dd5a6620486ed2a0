import { KeyOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ChangePasswordForm } from '../../modules/auth/ChangePasswordForm.tsx';

/** /user/mergepasswd: 修改密码 as a page (not kept alive). */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader icon={<KeyOutlined />} title={t('password.title')} description={t('password.description')} />
      <Card variant="borderless" style={{ maxWidth: 520, borderRadius: 12, boxShadow: 'var(--app-shadow)' }}>
        <ChangePasswordForm />
      </Card>
    </div>
  );
}
