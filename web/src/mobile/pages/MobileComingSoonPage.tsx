import { useTranslation } from 'react-i18next';
import { useStudentSelf } from '../useStudentSelf.ts';
import styles from './MobileComingSoonPage.module.css';

export type MobileComingSoonPageProps = { title: string };

/**
 * A student list page whose content comes later (the university list first): its title, a
 * "coming soon" notice and who is signed in, so a student landing here knows they are bound.
 */
export function MobileComingSoonPage({ title }: MobileComingSoonPageProps) {
  const { t } = useTranslation();
  const { student, signedIn } = useStudentSelf();

  return (
    <main className={styles.page}>
      <header className={styles.bar}>
        <h1 className={styles.title}>{title}</h1>
      </header>
      {student ? (
        <section className={styles.profile} aria-label={t('mobileHome.hello', { name: student.name })}>
          <span className={styles.avatar} aria-hidden="true">
            {student.name.slice(0, 1)}
          </span>
          <div>
            <strong className={styles.hello}>{t('mobileHome.hello', { name: student.name })}</strong>
            <span className={styles.meta}>
              {student.orgName} · {t('mobileHome.teacherLine', { teacher: student.teacherName })}
            </span>
          </div>
        </section>
      ) : null}
      <section className={styles.notice}>
        <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
          <path d="M24 6 4 16l20 10 20-10L24 6Z" fill="#409eff" />
          <path d="M11 21v9c0 4 6 8 13 8s13-4 13-8v-9l-13 6.5L11 21Z" fill="#7bbcff" />
          <path d="M42 17v12" stroke="#409eff" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className={styles.badge}>{t('mobileHome.comingSoon')}</span>
        <p className={styles.hint}>{signedIn ? t('mobileHome.comingSoonHint') : t('mobileHome.signedOut')}</p>
      </section>
    </main>
  );
}
