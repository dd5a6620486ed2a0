import { Card } from 'antd';
import { ChangePasswordForm } from '../../modules/auth/ChangePasswordForm.tsx';

/** /user/mergepasswd: 修改密码 as a page (not kept alive). */
export function ChangePasswordPage() {
  return (
    <div>
      <Card variant="borderless" style={{ maxWidth: 520, borderRadius: 12, boxShadow: 'var(--app-shadow)' }}>
        <ChangePasswordForm />
      </Card>
    </div>
  );
}
