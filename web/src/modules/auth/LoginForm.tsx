import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, Tooltip } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginRules } from './loginRules.ts';

export type LoginFormValues = { account: string; password: string };

export type LoginFormProps = {
  loading: boolean;
  onSubmit: (values: LoginFormValues) => void;
};

/** Account and password with blur validation, caps-lock hint and Enter to submit. */
export function LoginForm({ loading, onSubmit }: LoginFormProps) {
  const { t } = useTranslation();
  const [capsLock, setCapsLock] = useState(false);

  const handlePasswordKey = (event: KeyboardEvent<HTMLInputElement>) => {
    setCapsLock(event.getModifierState('CapsLock'));
  };

  const handleFinish = (values: LoginFormValues) => {
    onSubmit({ account: values.account.trim(), password: values.password });
  };

  return (
    <Form<LoginFormValues>
      name="login"
      layout="vertical"
      size="large"
      requiredMark={false}
      validateTrigger="onBlur"
      autoComplete="on"
      onFinish={handleFinish}
    >
      <Form.Item
        name="account"
        label={t('login.account')}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const problem = loginRules.account(value);
              if (problem) throw new Error(t(problem));
            },
          },
        ]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.accountPlaceholder')}
          autoComplete="username"
          autoFocus
          maxLength={64}
        />
      </Form.Item>
      <Tooltip open={capsLock} title={t('login.capsLock')} placement="right">
        <div>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  const problem = loginRules.password(value);
                  if (problem) throw new Error(t(problem));
                },
              },
            ]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('login.passwordPlaceholder')}
              autoComplete="current-password"
              maxLength={128}
              onKeyDown={handlePasswordKey}
              onKeyUp={handlePasswordKey}
              onBlur={() => setCapsLock(false)}
            />
          </Form.Item>
        </div>
      </Tooltip>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={loading}>
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
