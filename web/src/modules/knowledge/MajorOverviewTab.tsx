import type { MajorDetail } from '@zhihang/contract/majors/major.schema';
import { useTranslation } from 'react-i18next';
import { hasRatio } from './rules/ratio.ts';
import { RatioBar } from './RatioBar.tsx';
import { TextSection } from './TextSection.tsx';
import styles from './knowledge.module.css';

export type MajorOverviewTabProps = { major: MajorDetail };

// The legends are text in these colours: each reads at 4.5:1 on the card.
const GENDER_COLORS = ['#2e72b8', '#c0306f'] as const;
const SUBJECT_COLORS = ['#2f7d14', '#9a5b00'] as const;

/** 专业概况: what it is, learns and leads to, the 男/女 and 物/历 bars, courses and further study. */
export function MajorOverviewTab({ major }: MajorOverviewTabProps) {
  const { t } = useTranslation();
  const ratios = hasRatio(major.bgRate) || hasRatio(major.phRate);
  return (
    <div className={styles.stack}>
      <TextSection title={t('knowledge.major.isWhat')} text={major.isWhat} />
      <TextSection title={t('knowledge.major.learnWhat')} text={major.learnWhat} />
      <TextSection title={t('knowledge.major.doWhat')} text={major.doWhat} />
      {ratios ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('knowledge.major.ratios')}</h2>
          <div className={styles.ratios}>
            <RatioBar
              title={t('knowledge.major.genderRatio')}
              ratio={major.bgRate}
              labels={[t('knowledge.major.male'), t('knowledge.major.female')]}
              colors={GENDER_COLORS}
            />
            <RatioBar
              title={t('knowledge.major.subjectRatio')}
              ratio={major.phRate}
              labels={[t('knowledge.major.physics'), t('knowledge.major.history')]}
              colors={SUBJECT_COLORS}
            />
          </div>
        </section>
      ) : null}
      <TextSection title={t('knowledge.major.course')} text={major.course} />
      <TextSection title={t('knowledge.major.direction')} text={major.direction} />
    </div>
  );
}
