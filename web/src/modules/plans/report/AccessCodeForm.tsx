import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './AccessCodeForm.module.css';

export type AccessCodeFormProps = { loading: boolean; onSubmit: (code: string) => void };

/** Asks for the share's access code (plain elements: the page is public and phone-first). */
export function AccessCodeForm({ loading, onSubmit }: AccessCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onSubmit(code.trim());
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit}>
      <h1>{t('guidance.report.title')}</h1>
      <p>{t('guidance.report.codePrompt')}</p>
      <input
        className={styles.input}
        aria-label={t('guidance.report.codePlaceholder')}
        placeholder={t('guidance.report.codePlaceholder')}
        value={code}
        maxLength={16}
        autoComplete="one-time-code"
        onChange={(event) => setCode(event.target.value)}
      />
      <button className={styles.button} type="submit" disabled={loading || !code.trim()}>
        {t('guidance.report.open')}
      </button>
    </form>
  );
}
