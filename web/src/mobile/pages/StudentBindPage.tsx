import { PASSWORD_MIN_LENGTH } from '@zhihang/contract/auth/password-policy';
import { STUDENT_HOME_PATH } from '@zhihang/contract/qrcodes/qr-apps';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginProblems, registerProblems, type LoginValues, type RegisterValues } from '../bindFormProblems.ts';
import { ChoiceGroup } from '../ChoiceGroup.tsx';
import { MobileField } from '../MobileField.tsx';
import { studentAccountApi } from '../studentAccountApi.ts';
import { useBindInfo } from '../useBindInfo.ts';
import styles from './StudentBindPage.module.css';

type Mode = 'register' | 'login';

const codeOfPage = () => new URLSearchParams(window.location.search).get('code') ?? '';

/**
 * Where a teacher's QR code leads (/mp-student/bind?code=…): a new student signs up, a student
 * with an account signs in; either way they join that teacher and land on the student home
 * with the token in the URL.
 */
export function StudentBindPage() {
  const { t } = useTranslation();
  const [code] = useState(codeOfPage);
  const bind = useBindInfo(code);
  const [mode, setMode] = useState<Mode>('register');
  const [register, setRegister] = useState<RegisterValues>({ name: '', phone: '', password: '' });
  const [login, setLogin] = useState<LoginValues>({ account: '', password: '' });
  const [problems, setProblems] = useState<Record<string, string | undefined>>({});
  const [submitting, setSubmitting] = useState(false);

  const land = (token: string) => {
    window.location.assign(`${STUDENT_HOME_PATH}?token=${encodeURIComponent(token)}`);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = mode === 'register' ? registerProblems(register) : loginProblems(login);
    setProblems(found);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    try {
      const { token } =
        mode === 'register'
          ? await studentAccountApi.register({
              code,
              name: register.name.trim(),
              phone: register.phone.trim(),
              password: register.password,
              gender: register.gender as number,
              grade: register.grade as number,
            })
          : await studentAccountApi.login({ code, account: login.account.trim(), password: login.password });
      land(token);
    } catch {
      setSubmitting(false); // The client showed the reason.
    }
  };

  const message = (field: string) => {
    const key = problems[field];
    return key ? t(key as 'studentBind.nameRequired', { min: PASSWORD_MIN_LENGTH }) : undefined;
  };

  if (bind.status !== 'ready') {
    return (
      <main className={styles.page}>
        <section className={styles.hero}>
          <img src="/logo.svg" alt="" width={44} height={44} className={styles.brand} />
        </section>
        <section className={styles.card} aria-live="polite">
          {bind.status === 'loading' ? (
            <p className={styles.status}>{t('studentBind.loading')}</p>
          ) : (
            <div className={styles.invalid}>
              <h1>{t('studentBind.invalid')}</h1>
              <p>{t('studentBind.invalidHint')}</p>
            </div>
          )}
        </section>
      </main>
    );
  }

  const { info } = bind;
  return (
    <main className={styles.page}>
      <section className={styles.hero}>
        <div className={styles.org}>
          <img src={info.orgLogo || '/logo.svg'} alt="" width={40} height={40} className={styles.orgLogo} />
          <span>{info.orgName}</span>
        </div>
        <h1 className={styles.title}>{t('studentBind.invite', { teacher: info.teacherName })}</h1>
        <p className={styles.subtitle}>{t('studentBind.inviteHint')}</p>
      </section>

      <section className={styles.card}>
        <div className={styles.tabs} role="tablist">
          {(['register', 'login'] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={mode === tab}
              className={mode === tab ? styles.tabActive : styles.tab}
              onClick={() => {
                setMode(tab);
                setProblems({});
              }}
            >
              {tab === 'register' ? t('studentBind.register') : t('studentBind.login')}
            </button>
          ))}
        </div>

        <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
          {mode === 'register' ? (
            <>
              <MobileField
                id="bind-name"
                label={t('studentBind.name')}
                value={register.name}
                placeholder={t('studentBind.namePlaceholder')}
                autoComplete="name"
                maxLength={32}
                error={message('name')}
                onChange={(name) => setRegister((current) => ({ ...current, name }))}
              />
              <MobileField
                id="bind-phone"
                label={t('studentBind.phone')}
                value={register.phone}
                placeholder={t('studentBind.phonePlaceholder')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                maxLength={11}
                error={message('phone')}
                onChange={(phone) => setRegister((current) => ({ ...current, phone }))}
              />
              <MobileField
                id="bind-password"
                label={t('studentBind.password')}
                value={register.password}
                placeholder={t('studentBind.passwordPlaceholder', { min: PASSWORD_MIN_LENGTH })}
                type="password"
                autoComplete="new-password"
                maxLength={128}
                error={message('password')}
                onChange={(password) => setRegister((current) => ({ ...current, password }))}
              />
              <ChoiceGroup
                label={t('studentBind.gender')}
                value={register.gender}
                options={[
                  { value: 1, label: t('students.male') },
                  { value: 2, label: t('students.female') },
                ]}
                error={message('gender')}
                onChange={(gender) => setRegister((current) => ({ ...current, gender }))}
              />
              <ChoiceGroup
                label={t('studentBind.grade')}
                value={register.grade}
                options={[
                  { value: 1, label: t('students.gradeName1') },
                  { value: 2, label: t('students.gradeName2') },
                  { value: 3, label: t('students.gradeName3') },
                ]}
                error={message('grade')}
                onChange={(grade) => setRegister((current) => ({ ...current, grade }))}
              />
            </>
          ) : (
            <>
              <MobileField
                id="bind-account"
                label={t('studentBind.account')}
                value={login.account}
                placeholder={t('studentBind.accountPlaceholder')}
                autoComplete="username"
                maxLength={64}
                error={message('account')}
                onChange={(account) => setLogin((current) => ({ ...current, account }))}
              />
              <MobileField
                id="bind-login-password"
                label={t('studentBind.password')}
                value={login.password}
                type="password"
                autoComplete="current-password"
                maxLength={128}
                error={message('password')}
                onChange={(password) => setLogin((current) => ({ ...current, password }))}
              />
            </>
          )}
          <button type="submit" className={styles.submit} disabled={submitting}>
            {submitting
              ? t('studentBind.submitting')
              : mode === 'register'
                ? t('studentBind.submitRegister')
                : t('studentBind.submitLogin')}
          </button>
        </form>
      </section>
      <p className={styles.disclaimer}>{t('studentBind.disclaimer')}</p>
    </main>
  );
}
