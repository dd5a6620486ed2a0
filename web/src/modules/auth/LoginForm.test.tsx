import { createEvent, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm.tsx';
import { loginRules } from './loginRules.ts';

function renderForm(loading = false) {
  const onSubmit = vi.fn();
  render(<LoginForm loading={loading} onSubmit={onSubmit} />);
  const account = screen.getByPlaceholderText('请输入账号');
  const password = screen.getByPlaceholderText('请输入密码');
  return { onSubmit, account, password };
}

describe('loginRules', () => {
  it('checks the account after trimming and the password as typed', () => {
    expect(loginRules.account('   ')).toBe('login.accountRequired');
    expect(loginRules.account(' teacher ')).toBeUndefined();
    expect(loginRules.password('')).toBe('login.passwordRequired');
    expect(loginRules.password(' ')).toBeUndefined();
  });
});

describe('LoginForm', () => {
  it('shows 请检查用户名 when the account is left blank (spaces only) on blur', async () => {
    const { account } = renderForm();
    fireEvent.change(account, { target: { value: '   ' } });
    fireEvent.blur(account);
    expect(await screen.findByText('请检查用户名')).toBeTruthy();
  });

  it('shows 请检查密码 when the password is left empty on blur', async () => {
    const { password } = renderForm();
    fireEvent.focus(password);
    fireEvent.blur(password);
    expect(await screen.findByText('请检查密码')).toBeTruthy();
  });

  it('submits with Enter, sending the trimmed account', async () => {
    const { onSubmit, account, password } = renderForm();
    fireEvent.change(account, { target: { value: '  teacher  ' } });
    fireEvent.change(password, { target: { value: 'teacher123' } });
    fireEvent.submit(password.closest('form') as HTMLFormElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ account: 'teacher', password: 'teacher123' });
  });

  it('does not submit an empty form and shows both messages', async () => {
    const { onSubmit } = renderForm();
    // Without the app's ConfigProvider antd spaces two-character labels (登 录).
    fireEvent.click(screen.getByRole('button', { name: /登\s?录/ }));
    expect(await screen.findByText('请检查用户名')).toBeTruthy();
    expect(await screen.findByText('请检查密码')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the caps-lock hint while caps lock is on', async () => {
    const { password } = renderForm();
    const keyUp = createEvent.keyUp(password, { key: 'A' });
    Object.defineProperty(keyUp, 'getModifierState', { value: (key: string) => key === 'CapsLock' });
    fireEvent(password, keyUp);
    expect(await screen.findByText('大写锁定开启')).toBeTruthy();
  });
});
