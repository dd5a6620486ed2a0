import type { GuidanceRecord } from '@zhihang/contract/plans/guidance.schema';
import { MAX_SUBJECT_SCORE, MAX_TOTAL_SCORE } from '@zhihang/contract/plans/guidance.schema';
import { Button, Card, InputNumber, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../base/feedback.ts';
import { useStudentDictionary } from '../students/useStudentDictionary.ts';
import styles from './guidance.module.css';
import { useUpdateGuidance } from './planQueries.ts';
import { examYearOptionsOf } from './rules/examYears.ts';

export type ScoreFormProps = {
  stuId: number;
  record: GuidanceRecord;
  /** Years with a 一分一段 table for the student's track, newest first. */
  tableYears: readonly number[];
  /** Told whether the province, year or total differ from the saved record (the rank is of the saved one). */
  onEditedChange?: (edited: boolean) => void;
};

/** 语文, 数学, 外语 and the student's three 选考 subjects. */
const BASE_SUBJECTS = ['0601', '0602', '0603'];

/** Province, 高考 year, total, bonus and per-subject scores of the guidance record. */
export function ScoreForm({ stuId, record, tableYears, onEditedChange }: ScoreFormProps) {
  const { t } = useTranslation();
  const dictionary = useStudentDictionary();
  const update = useUpdateGuidance(stuId);
  const [province, setProvince] = useState(record.province);
  const [examYear, setExamYear] = useState(record.examYear);
  const [total, setTotal] = useState<number | null>(record.scoreTotal);
  const [bonus, setBonus] = useState<number>(record.addScore);
  const [scores, setScores] = useState<Record<string, number | null>>(
    Object.fromEntries(record.scoreArray.map((entry) => [entry.subject, entry.score])),
  );
  const edited =
    province !== record.province ||
    examYear !== record.examYear ||
    total !== record.scoreTotal ||
    bonus !== record.addScore;
  useEffect(() => onEditedChange?.(edited), [edited, onEditedChange]);
  const subjects = [
    ...BASE_SUBJECTS,
    ...[record.mainSubject, record.minorSubject1, record.minorSubject2].filter(Boolean),
  ];

  const handleSave = () => {
    update.mutate(
      {
        ...(province ? { province } : {}),
        // Sent only when changed: an untouched year keeps following the province's current one.
        ...(examYear !== record.examYear ? { examYear } : {}),
        scoreTotal: total,
        addScore: bonus,
        scoreArray: subjects.flatMap((subject) => {
          const score = scores[subject];
          return score === null || score === undefined ? [] : [{ subject: subject as '0601', score }];
        }),
      },
      { onSuccess: () => feedback.success(t('common.operationSuccess')) },
    );
  };

  return (
    <Card size="small" title={t('guidance.tabs.score')} className={styles.card}>
      <Space orientation="vertical" size={14} style={{ width: '100%' }}>
        <div className={`${styles.field} ${styles.pairs}`}>
          <div className={styles.pair}>
            <span className={styles.label}>{t('guidance.score.province')}</span>
            <Select
              aria-label={t('guidance.score.province')}
              className={styles.pairSelect}
              value={province || undefined}
              onChange={setProvince}
              showSearch={{ optionFilterProp: 'label' }}
              options={dictionary.provinces}
            />
          </div>
          <div className={styles.pair}>
            <span className={`${styles.label} ${styles.secondLabel}`}>{t('guidance.score.examYear')}</span>
            <Select
              aria-label={t('guidance.score.examYear')}
              className={styles.pairSelect}
              value={examYear}
              onChange={setExamYear}
              options={examYearOptionsOf(tableYears, record.examYear).map((year) => ({
                value: year,
                label: tableYears.includes(year)
                  ? t('guidance.score.examYearOption', { year })
                  : t('guidance.score.examYearNoTable', { year }),
              }))}
            />
          </div>
        </div>
        <div className={`${styles.field} ${styles.pairs}`}>
          <div className={styles.pair}>
            <span className={styles.label}>{t('guidance.score.total')}</span>
            <InputNumber
              aria-label={t('guidance.score.total')}
              className={styles.pairNumber}
              min={0}
              max={MAX_TOTAL_SCORE}
              value={total}
              onChange={(value) => setTotal(value)}
            />
          </div>
          <div className={styles.pair}>
            <span className={`${styles.label} ${styles.secondLabel}`}>{t('guidance.score.bonus')}</span>
            <InputNumber
              aria-label={t('guidance.score.bonus')}
              className={styles.pairNumber}
              min={0}
              max={MAX_TOTAL_SCORE}
              value={bonus}
              onChange={(value) => setBonus(value ?? 0)}
            />
          </div>
        </div>
        <div className={`${styles.field} ${styles.subjectScores}`}>
          <span className={styles.label}>{t('guidance.score.perSubject')}</span>
          <Space wrap size={[12, 8]}>
            {subjects.map((subject) => (
              <Space.Compact key={subject}>
                <span
                  className="ant-input-group-addon"
                  style={{
                    padding: '4px 10px',
                    border: '1px solid var(--ant-color-border, #d9d9d9)',
                    borderRight: 0,
                    borderRadius: '6px 0 0 6px',
                    background: '#fafafa',
                  }}
                >
                  {dictionary.nameOf('06', subject)}
                </span>
                <InputNumber
                  aria-label={dictionary.nameOf('06', subject)}
                  style={{ width: 80 }}
                  min={0}
                  max={MAX_SUBJECT_SCORE}
                  value={scores[subject] ?? null}
                  onChange={(value) => setScores((current) => ({ ...current, [subject]: value }))}
                />
              </Space.Compact>
            ))}
          </Space>
        </div>
        <div>
          <Button type="primary" loading={update.isPending} onClick={handleSave}>
            {t('guidance.score.save')}
          </Button>
        </div>
      </Space>
    </Card>
  );
}
