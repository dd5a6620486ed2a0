import type { StaffUser } from '@zhihang/contract/access/user-admin.schema';
import { PASSWORD_MIN_LENGTH } from '@zhihang/contract/auth/password-policy';
import { Form, Input, Radio, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogShell } from '../../components/admin/FormDialogShell.tsx';
import { useRoleOptions } from './useRoleOptions.ts';
import { useStaffUserMutations } from './useStaffUserMutations.ts';

export type StaffUserFormDialogProps = {
  /** The account to edit; undefined opens a new one. */
  user: StaffUser | undefined;
  /** The organisation a new account joins (a platform administrator's choice); the caller's otherwise. */
  orgId: number | undefined;
  open: boolean;
  onClose: () => void;
  /** A new account's generated password, to show once. */
  onPassword: (account: string, password: string) => void;
};

type StaffUserFormValues = {
  account: string;
  name: string;
  mobile: string;
  email: string;
  roleIdList: number[];
  status: 0 | 1;
  password: string;
};

const ACCOUNT_PATTERN = /^[A-Za-z0-9_.@-]{2,64}$/;
const MOBILE_PATTERN = /^1\d{10}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Add / edit dialog of 用户管理; an empty password lets the server generate one. */
export function StaffUserFormDialog({ user, orgId, open, onClose, onPassword }: StaffUserFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StaffUserFormValues>();
  const { save } = useStaffUserMutations();
  const options = useRoleOptions(user?.orgId ?? orgId, open);

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      user
        ? { ...user, status: user.status as 0 | 1, password: '' }
        : { account: '', name: '', mobile: '', email: '', roleIdList: [], status: 1, password: '' },
    );
  }, [open, user, form]);

  const handleSubmit = async (values: StaffUserFormValues) => {
    const common = {
      name: values.name.trim(),
      mobile: values.mobile?.trim() ?? '',
      email: values.email?.trim() ?? '',
      roleIdList: values.roleIdList,
      status: values.status,
    };
    if (user) {
      await save.mutateAsync({ ...common, id: user.id });
      return;
    }
    const result = await save.mutateAsync({
      ...common,
      account: values.account.trim(),
      ...(values.password ? { password: values.password } : {}),
      ...(orgId ? { orgId } : {}),
    });
    if (result.password) onPassword(result.user.account, result.password);
  };

  return (
    <FormDialogShell<StaffUserFormValues>
      form={form}
      title={user ? t('access.users.editTitle') : t('access.users.addTitle')}
      open={open}
      onClose={onClose}
      onSubmit={handleSubmit}
      saving={save.isPending}
      width={560}
    >
      <Form.Item
        name="account"
        label={t('access.users.account')}
        rules={[{ required: true, pattern: ACCOUNT_PATTERN, message: t('access.users.accountRule') }]}
      >
        <Input maxLength={64} autoComplete="off" disabled={Boolean(user)} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('access.users.name')}
        rules={[{ required: true, whitespace: true, message: t('access.users.nameRequired') }]}
      >
        <Input maxLength={64} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="roleIdList"
        label={t('access.users.roles')}
        rules={[{ required: true, type: 'array', min: 1, message: t('access.users.rolesRequired') }]}
      >
        <Select
          mode="multiple"
          loading={options.isLoading}
          options={(options.data ?? []).map((role) => ({ value: role.id, label: role.roleName }))}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('access.users.mobile')}
        rules={[{ pattern: MOBILE_PATTERN, message: t('access.users.mobileRule') }]}
      >
        <Input maxLength={11} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('access.users.email')}
        rules={[{ pattern: EMAIL_PATTERN, message: t('access.users.emailRule') }]}
      >
        <Input maxLength={128} autoComplete="off" />
      </Form.Item>
      {user ? null : (
        <Form.Item
          name="password"
          label={t('access.users.password')}
          extra={t('access.users.passwordHint')}
          rules={[{ min: PASSWORD_MIN_LENGTH, message: t('access.users.passwordRule') }]}
        >
          <Input.Password maxLength={128} autoComplete="new-password" />
        </Form.Item>
      )}
      <Form.Item name="status" label={t('access.users.status')}>
        <Radio.Group
          options={[
            { value: 1, label: t('access.users.active') },
            { value: 0, label: t('access.users.locked') },
          ]}
        />
      </Form.Item>
    </FormDialogShell>
  );
}
