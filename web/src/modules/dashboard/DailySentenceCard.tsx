import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './dashboard.module.css';
import { useDailySentence } from './useDailySentence.ts';

/** 每日一句: the sentence of the day and its author. */
export function DailySentenceCard() {
  const { t } = useTranslation();
  const sentence = useDailySentence();
  const content = sentence.data?.content ?? '';

  return (
    <section className={`${styles.card} ${styles.sentence}`}>
      <h2 className={styles.cardTitle}>{t('dashboard.sentenceTitle')}</h2>
      {sentence.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <figure className={styles.quote}>
          <div className={styles.quoteBody}>
            <span className={styles.quoteMark} aria-hidden="true">
              “
            </span>
            <blockquote data-testid="daily-sentence">{content || t('dashboard.sentenceEmpty')}</blockquote>
            {content && sentence.data?.author ? <figcaption>—— {sentence.data.author}</figcaption> : null}
          </div>
        </figure>
      )}
    </section>
  );
}
