import { useTranslation } from 'react-i18next';
import styles from '../components/knowledgeList.module.css';

/** Shown on the student pages without a session: how to get in. */
export function SignedOutPage() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('mobileKnowledge.university.title')}</h1>
      </header>
      <p className={styles.empty} role="status">
        {t('mobileKnowledge.signedOut')}
      </p>
    </main>
  );
}
