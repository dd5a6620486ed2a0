import { useTranslation } from 'react-i18next';
import { showsJobArea } from '../../modules/knowledge/rules/jobArea.ts';
import { AppLink } from '../components/AppLink.tsx';
import { detailHref } from '../router/mobileRoutes.ts';
import styles from './evaluations.module.css';

export type ReportLinksProps = {
  kind: 'major' | 'job';
  links: ReadonlyArray<{ code: string; name: string; id: number | null }>;
  iswx: boolean;
};

/** The report's 专业类 or 职业 as chips, each opening its knowledge-base page when the base holds it. */
export function ReportLinks({ kind, links, iswx }: ReportLinksProps) {
  const { t, i18n } = useTranslation();
  // The occupation pages exist in the Chinese interface only.
  const linkable = kind === 'major' || showsJobArea(i18n.language);
  if (!links.length) return <p className={styles.muted}>{t('evaluations.report.noBridge')}</p>;
  return (
    <ul className={styles.chips}>
      {links.map((link) => (
        <li key={link.code}>
          {link.id !== null && linkable ? (
            <AppLink
              href={detailHref(kind === 'major' ? 'majorDetail' : 'jobDetail', link.id, iswx)}
              className={styles.chipLink}
            >
              {link.name}
            </AppLink>
          ) : (
            <span className={styles.chip}>{link.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
