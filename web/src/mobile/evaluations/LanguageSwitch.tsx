import { useTranslation } from 'react-i18next';
import type { AnswerLanguage } from '../../modules/evaluations/rules/answerLanguage.ts';
import styles from './evaluations.module.css';

export type LanguageSwitchProps = { value: AnswerLanguage; onChange: (language: AnswerLanguage) => void };

/** 中文 / English: the language the items (and the report) are read in. */
export function LanguageSwitch({ value, onChange }: LanguageSwitchProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.languageSwitch} role="group" aria-label={t('evaluations.language.label')}>
      {(['zh', 'en'] as const).map((language) => (
        <button
          key={language}
          type="button"
          aria-pressed={value === language}
          className={value === language ? styles.languageActive : undefined}
          onClick={() => onChange(language)}
        >
          {t(`evaluations.language.${language}`)}
        </button>
      ))}
    </div>
  );
}
