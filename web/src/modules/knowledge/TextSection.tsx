import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './knowledge.module.css';

export type TextSectionProps = { title: ReactNode; text: string | null | undefined; extra?: ReactNode };

/** A titled block of plain text; 暂无信息 when the text is missing. */
export function TextSection({ title, text, extra }: TextSectionProps) {
  const { t } = useTranslation();
  const value = (text ?? '').trim();
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>
        {title}
        {extra}
      </h2>
      {value ? <p className={styles.text}>{value}</p> : <p className={styles.muted}>{t('knowledge.noInfo')}</p>}
    </section>
  );
}
