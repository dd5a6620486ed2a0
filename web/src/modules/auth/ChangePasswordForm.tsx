import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../base/feedback.ts';
import { passwordRules, type PasswordFormValues } from './passwordRules.ts';
import { useChangePassword } from './useChangePassword.ts';
import { useLogout } from './useLogout.ts';

export type ChangePasswordFormProps = {
  /** Called after a successful change, before the user is logged out (closes a dialog). */
  onChanged?: () => void;
};

type Rule = (
  value: string | undefined,
  values: Partial<PasswordFormValues>,
) => ReturnType<typeof passwordRules.oldPassword>;

/** Old, new and confirmed password; success logs the user out (spec §4, §5). */
export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordFormValues>();
  const changePassword = useChangePassword();
  const logout = useLogout();

  const validatorOf = (rule: Rule) => ({
    validator: async (_rule: unknown, value: string | undefined) => {
      const problem = rule(value, form.getFieldsValue());
      if (problem) throw new Error(t(problem.key, problem.values ?? {}));
    },
  });

  const handleValuesChange = (changed: Partial<PasswordFormValues>, values: Partial<PasswordFormValues>) => {
    if (passwordRules.shouldRevalidateConfirmation(changed, values)) {
      void form.validateFields(['confirmPassword']).catch(() => undefined);
    }
  };

  const handleSubmit = async () => {
    let values: PasswordFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await changePassword.mutateAsync({ password: values.oldPassword, newPassword: values.newPassword });
    } catch (error) {
      // The API client has shown the server's message already.
      console.error(error);
      return;
    }
    feedback.success(t('password.success'));
    onChanged?.();
    await logout();
  };

  return (
    <Form<PasswordFormValues>
      form={form}
      layout="vertical"
      requiredMark
      validateTrigger="onBlur"
      onValuesChange={handleValuesChange}
      onFinish={() => void handleSubmit()}
    >
      <Form.Item
        name="oldPassword"
        label={t('password.oldPassword')}
        required
        rules={[validatorOf((value) => passwordRules.oldPassword(value))]}
      >
        <Input.Password placeholder={t('password.oldPlaceholder')} autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('password.newPassword')}
        required
        rules={[validatorOf((value) => passwordRules.newPassword(value))]}
      >
        <Input.Password placeholder={t('password.newPlaceholder')} autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('password.confirmPassword')}
        required
        rules={[validatorOf((value, values) => passwordRules.confirmPassword(value, values.newPassword))]}
      >
        <Input.Password placeholder={t('password.confirmPlaceholder')} autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={() => form.resetFields()}>{t('common.reset')}</Button>
          <Button type="primary" htmlType="submit" loading={changePassword.isPending}>
            {t('common.confirm')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
