import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { evaluationKeys } from '../../../modules/evaluations/evaluationKeys.ts';
import { textIn } from '../../../modules/evaluations/rules/answerLanguage.ts';
import { namedLinks, uniqueTexts } from '../../../modules/evaluations/rules/reportTexts.ts';
import { DetailLayout } from '../../components/DetailLayout.tsx';
import { DetailSkeleton } from '../../components/DetailSkeleton.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LanguageSwitch } from '../../evaluations/LanguageSwitch.tsx';
import { mobileEvaluationApi } from '../../evaluations/mobileEvaluationApi.ts';
import { ReportLinks } from '../../evaluations/ReportLinks.tsx';
import { ScaleBars } from '../../evaluations/ScaleBars.tsx';
import { ScaleRadar } from '../../evaluations/ScaleRadar.tsx';
import { useAnswerLanguage } from '../../evaluations/useAnswerLanguage.ts';
import styles from '../../evaluations/evaluations.module.css';
import { MOBILE_PATHS } from '../../router/mobileRoutes.ts';

export type EvaluationReportPageProps = { id: number | null; iswx: boolean };

/** Radar for a handful of scales; many scales (16 factors) or few (4 preferences) read better as bars. */
const RADAR_SCALES = { min: 5, max: 10 };

/** The student's own report: the code or type, the scores as a light chart, texts and where they lead. */
export function EvaluationReportPage({ id, iswx }: EvaluationReportPageProps) {
  const { t } = useTranslation();
  const [language, setLanguage] = useAnswerLanguage();
  const report = useQuery({
    queryKey: evaluationKeys.report(id ?? 0),
    queryFn: () => mobileEvaluationApi.report(id as number),
    enabled: id !== null,
    retry: false,
  });
  const data = report.data;
  const text = (value: { zh: string; en: string }) => textIn(value, language);
  const scales = data?.scales.map((scale) => ({ ...scale, name: text(scale.name) })) ?? [];
  const summary = data ? uniqueTexts(data.type ? [data.type.summary] : [], data.summary) : [];
  const strengths = data ? uniqueTexts(data.type?.strengths ?? [], data.strengths) : [];
  const cautions = data ? uniqueTexts(data.type?.cautions ?? [], data.cautions) : [];

  return (
    <DetailLayout title={t('evaluations.report.title')} iswx={iswx} fallback={MOBILE_PATHS.evaluations}>
      {id === null || report.isError ? (
        <EmptyState text={t('mobileKnowledge.empty')} />
      ) : !data ? (
        <DetailSkeleton />
      ) : (
        <article className={styles.report} data-testid="evaluation-report">
          <header className={styles.reportHero}>
            <div className={styles.introTop}>
              <span className={styles.muted}>{text(data.title)}</span>
              <LanguageSwitch value={language} onChange={setLanguage} />
            </div>
            <h1 className={styles.reportCode}>{data.code}</h1>
            {data.type ? <p className={styles.reportType}>{text(data.type.title)}</p> : null}
            <p className={styles.muted}>
              {t('evaluations.report.finishedAt')} {new Date(data.completedAt).toLocaleDateString('zh-CN')}
            </p>
          </header>

          <section className={styles.reportSection}>
            <h2>{t('evaluations.report.scores')}</h2>
            {data.dichotomies.length ? (
              <ScaleBars
                scales={data.dichotomies.map((pair) => ({
                  code: pair.code,
                  name: text(pair.poleName),
                  percent: pair.clarity,
                  sten: Math.round(pair.clarity),
                }))}
                stenLabel="%"
              />
            ) : scales.length >= RADAR_SCALES.min && scales.length <= RADAR_SCALES.max ? (
              <ScaleRadar scales={scales} label={t('evaluations.report.scores')} />
            ) : null}
            {!data.dichotomies.length ? <ScaleBars scales={scales} stenLabel={t('evaluations.report.sten')} /> : null}
          </section>

          <section className={styles.reportSection}>
            <h2>{t('evaluations.report.interpretation')}</h2>
            {summary.map((line, index) => (
              <p key={index}>{text(line)}</p>
            ))}
          </section>

          {strengths.length ? (
            <section className={styles.reportSection}>
              <h2>{t('evaluations.report.strengths')}</h2>
              <ul className={styles.bullets}>
                {strengths.map((line, index) => (
                  <li key={index}>{text(line)}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {cautions.length ? (
            <section className={styles.reportSection}>
              <h2>{t('evaluations.report.cautions')}</h2>
              <ul className={styles.bullets}>
                {cautions.map((line, index) => (
                  <li key={index}>{text(line)}</li>
                ))}
              </ul>
            </section>
          ) : null}

          <section className={styles.reportSection}>
            <h2>{t('evaluations.report.majors')}</h2>
            <ReportLinks kind="major" links={namedLinks(data.majors)} iswx={iswx} />
          </section>
          <section className={styles.reportSection}>
            <h2>{t('evaluations.report.occupations')}</h2>
            <ReportLinks kind="job" links={namedLinks(data.occupations)} iswx={iswx} />
          </section>

          <p className={styles.disclaimer}>{text(data.disclaimer)}</p>
        </article>
      )}
    </DetailLayout>
  );
}
