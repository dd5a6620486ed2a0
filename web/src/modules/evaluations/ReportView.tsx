import type { Report } from '@zhihang/contract/evaluations/evaluations.schemas';
import { Alert, Descriptions, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DemoDataTag } from '../knowledge/DemoDataTag.tsx';
import { EChart } from '../../components/EChart.tsx';
import { barOption, chartScalesOf, radarOption } from './charts/scaleChartOption.ts';
import { answerLanguageOf, textIn } from './rules/answerLanguage.ts';
import { namedLinks, uniqueTexts } from './rules/reportTexts.ts';
import styles from './ReportView.module.css';

export type ReportViewProps = {
  report: Report;
  chartKind: 'radar' | 'bar';
  /** The print view: no animation, no links to follow. */
  print?: boolean;
};

const LEVEL_COLOR = { high: 'blue', average: 'default', low: 'orange' } as const;

/** A scored report: who and what, the code or type, the chart, each scale, texts, and where it leads. */
export function ReportView({ report, chartKind, print }: ReportViewProps) {
  const { t, i18n } = useTranslation();
  const language = answerLanguageOf(i18n.language);
  const text = (value: { zh: string; en: string }) => textIn(value, language);
  // The React compiler keeps the option while report, language and kind stay the same.
  const scales = chartScalesOf(report, language);
  const option = chartKind === 'radar' && scales.length >= 3 ? radarOption(scales) : barOption(scales);
  const chartScaleCount = report.dichotomies.length || report.scales.length;
  const summary = uniqueTexts(report.type ? [report.type.summary] : [], report.summary);
  const strengths = uniqueTexts(report.type?.strengths ?? [], report.strengths);
  const cautions = uniqueTexts(report.type?.cautions ?? [], report.cautions);
  const careless = report.careless;
  const carelessReasons = careless
    ? (['tooFast', 'allSame', 'inconsistent'] as const)
        .filter((key) => careless[key])
        .map((key) => t(`evaluations.careless.${key === 'allSame' ? 'sameAnswer' : key}`))
    : [];
  const gradeName = report.grade >= 1 && report.grade <= 3 ? t(`students.gradeName${report.grade as 1 | 2 | 3}`) : '';

  const linkList = (kind: 'major' | 'job', links: Report['majors']) =>
    links.length ? (
      <ul className={styles.chips}>
        {links.map((link) => (
          <li key={link.code}>
            {link.id !== null && !print ? (
              <Link
                className={styles.chipLink}
                to={kind === 'major' ? `/edu/majorDetail?majorId=${link.id}` : `/edu/jobDetail?jobId=${link.id}`}
              >
                {link.name}
              </Link>
            ) : (
              <span className={styles.chip}>{link.name}</span>
            )}
          </li>
        ))}
      </ul>
    ) : (
      <Typography.Text type="secondary">{t('evaluations.report.noBridge')}</Typography.Text>
    );

  return (
    <article className={styles.report} data-testid="evaluation-report">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          {
            key: 'student',
            label: t('evaluations.report.student'),
            children: `${report.studentName}${report.className ? ` · ${gradeName}${report.className}` : ''}`,
          },
          { key: 'instrument', label: t('evaluations.report.instrument'), children: text(report.title) },
          {
            key: 'finished',
            label: t('evaluations.report.finishedAt'),
            children: dayjs(report.completedAt).format('YYYY-MM-DD HH:mm'),
          },
          {
            key: 'version',
            label: t('evaluations.report.version'),
            children: `${report.resultCode} · v${report.version}`,
          },
        ]}
      />
      <div className={styles.top}>
        <section className={styles.result}>
          <span className={styles.label}>
            {report.instrumentKey === 'hol' ? t('evaluations.report.code') : t('evaluations.report.result')}
          </span>
          <strong className={styles.code}>{report.code}</strong>
          {report.type ? <span className={styles.typeTitle}>{text(report.type.title)}</span> : null}
          <DemoDataTag rows={[{ dataSource: report.demo ? 'demo' : '' }]} />
        </section>
        <section className={styles.chart}>
          <EChart
            option={option}
            height={chartKind === 'radar' ? 300 : Math.max(200, chartScaleCount * 28 + 24)}
            label={`${report.studentName} ${text(report.title)}`}
            still={print}
          />
        </section>
      </div>

      {carelessReasons.length ? (
        <Alert
          type="warning"
          showIcon
          message={t('evaluations.report.careless')}
          description={`${t('evaluations.report.carelessHint')}${carelessReasons.join('，')}`}
        />
      ) : null}

      <section className={styles.section}>
        <h2>{t('evaluations.report.interpretation')}</h2>
        {summary.map((line, index) => (
          <p key={index}>{text(line)}</p>
        ))}
      </section>

      <section className={styles.section}>
        <h2>{t('evaluations.report.scores')}</h2>
        <Table
          size="small"
          rowKey="code"
          pagination={false}
          // Narrow screens scroll the table instead of squeezing the texts into a column of single characters.
          scroll={{ x: 640 }}
          dataSource={report.scales}
          columns={[
            { title: t('evaluations.report.scale'), key: 'name', width: 200, render: (_v, scale) => text(scale.name) },
            { title: t('evaluations.report.raw'), dataIndex: 'raw', width: 72 },
            { title: t('evaluations.report.sten'), dataIndex: 'sten', width: 80 },
            {
              title: t('evaluations.report.level'),
              dataIndex: 'level',
              width: 72,
              render: (level: keyof typeof LEVEL_COLOR) => (
                <Tag color={LEVEL_COLOR[level]}>{t(`evaluations.report.levels.${level}`)}</Tag>
              ),
            },
            {
              title: t('evaluations.report.interpretation'),
              key: 'text',
              render: (_v, scale) => (scale.text ? text(scale.text) : text(scale.description)),
            },
          ]}
        />
      </section>

      <div className={styles.twoColumns}>
        <section className={styles.section}>
          <h2>{t('evaluations.report.strengths')}</h2>
          <ul className={styles.bullets}>
            {strengths.map((line, index) => (
              <li key={index}>{text(line)}</li>
            ))}
          </ul>
        </section>
        <section className={styles.section}>
          <h2>{t('evaluations.report.cautions')}</h2>
          <ul className={styles.bullets}>
            {cautions.map((line, index) => (
              <li key={index}>{text(line)}</li>
            ))}
          </ul>
        </section>
      </div>

      <div className={styles.twoColumns}>
        <section className={styles.section}>
          <h2>{t('evaluations.report.majors')}</h2>
          {linkList('major', namedLinks(report.majors))}
        </section>
        <section className={styles.section}>
          <h2>{t('evaluations.report.occupations')}</h2>
          {linkList('job', namedLinks(report.occupations))}
        </section>
      </div>

      <Space direction="vertical" size={4}>
        <Typography.Text type="secondary" className={styles.disclaimer}>
          {t('evaluations.report.disclaimer')}：{text(report.disclaimer)}
        </Typography.Text>
      </Space>
    </article>
  );
}
