import type { ExamModel } from '@zhihang/contract/admissions/exam-models';
import type { GuidanceUpdateBody } from '@zhihang/contract/plans/guidance.schema';
import { Alert, Button, Card, Checkbox, Progress, Radio, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../base/feedback.ts';
import { useStudentDictionary } from '../students/useStudentDictionary.ts';
import { useUpdateGuidance } from './planQueries.ts';
import { choiceKeyOfRecord, coverageShare, examModelOfTracks, subjectChoicesOf } from './rules/subjectChoices.ts';
import { subjectNameOf } from './StudentSummary.tsx';
import styles from './guidance.module.css';
import { usePlanWorkspace } from './usePlanWorkspace.ts';
import { useSearchChoices } from './useSearchChoices.ts';
import { useSubjectCoverage, type ChoiceCoverage } from './useSubjectCoverage.ts';

const MINORS = ['0606', '0607', '0608', '0609'];
const SIX = ['0604', '0605', '0606', '0607', '0608', '0609'];

/** 学科选择: the student's 选科 in their province's exam model, with each combination's coverage. */
export function SubjectTab() {
  const { t } = useTranslation();
  const { stuId, record } = usePlanWorkspace();
  const dictionary = useStudentDictionary();
  const province = record?.province ?? '';
  const searchChoices = useSearchChoices(province).data;
  const model: ExamModel = examModelOfTracks(searchChoices?.tracks.map((track) => track.code) ?? []);
  const year = searchChoices?.years.length ? Math.max(...searchChoices.years) : null;
  const coverage = useSubjectCoverage(province, year, model);
  const update = useUpdateGuidance(stuId);
  const savedKey = record ? choiceKeyOfRecord(record) : null;
  const [picked, setPicked] = useState<string[] | null>(null);
  const current =
    picked ?? (record ? [record.mainSubject, record.minorSubject1, record.minorSubject2].filter(Boolean) : []);
  const choice = subjectChoicesOf(model).find(
    (option) => option.subjects.length === current.length && option.subjects.every((code) => current.includes(code)),
  );

  const handleSave = () => {
    if (!choice?.record) return;
    update.mutate(choice.record as Omit<GuidanceUpdateBody, 'stuId'>, {
      onSuccess: () => {
        setPicked(null);
        feedback.success(t('common.operationSuccess'));
      },
    });
  };

  const main = current.find((code) => code === '0604' || code === '0605');
  const minors = current.filter((code) => MINORS.includes(code));

  return (
    <div className={styles.tabBody}>
      <Card size="small" title={t('guidance.tabs.subjects')} className={styles.card}>
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Space wrap size={[8, 4]}>
            <Typography.Text type="secondary">{t('guidance.subjects.model')}：</Typography.Text>
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {t(`guidance.subjects.models.${model}`)}
            </Tag>
            {province ? <Typography.Text type="secondary">{dictionary.provinceName(province)}</Typography.Text> : null}
          </Space>
          {model === '文理' ? (
            <div className={styles.field}>
              <span className={styles.label}>{t('guidance.subjects.track')}</span>
              <Radio.Group
                value={main}
                onChange={(event) =>
                  setPicked(event.target.value === '0604' ? ['0604', '0606', '0607'] : ['0605', '0608', '0609'])
                }
                options={[
                  { value: '0604', label: t('guidance.subjects.science') },
                  { value: '0605', label: t('guidance.subjects.liberal') },
                ]}
              />
            </div>
          ) : model === '3+3' ? (
            <div className={styles.field}>
              <span className={styles.label}>{t('guidance.subjects.pickThree')}</span>
              <Checkbox.Group
                value={current}
                onChange={(values) => setPicked(values.slice(-3) as string[])}
                options={SIX.map((code) => ({ value: code, label: subjectNameOf(code) }))}
              />
            </div>
          ) : (
            <>
              <div className={styles.field}>
                <span className={styles.label}>{t('guidance.subjects.first')}</span>
                <Radio.Group
                  value={main}
                  onChange={(event) => setPicked([event.target.value as string, ...minors])}
                  options={['0604', '0605'].map((code) => ({ value: code, label: subjectNameOf(code) }))}
                />
              </div>
              <div className={styles.field}>
                <span className={styles.label}>{t('guidance.subjects.second')}</span>
                <Checkbox.Group
                  value={minors}
                  onChange={(values) => setPicked([...(main ? [main] : []), ...(values as string[]).slice(-2)])}
                  options={MINORS.map((code) => ({ value: code, label: subjectNameOf(code) }))}
                />
              </div>
            </>
          )}
          {choice && !choice.record ? (
            <Alert type="warning" showIcon title={t('guidance.subjects.notStorable')} />
          ) : null}
          <Space wrap>
            <Button
              type="primary"
              onClick={handleSave}
              loading={update.isPending}
              disabled={!choice?.record || choice.key === savedKey}
            >
              {t('guidance.subjects.save')}
            </Button>
            {savedKey ? (
              <Typography.Text type="secondary">
                {t('guidance.subjects.current')}：{savedKey.split('-').map(subjectNameOf).join(' · ')}
              </Typography.Text>
            ) : null}
          </Space>
        </Space>
      </Card>
      <Card size="small" title={t('guidance.subjects.coverageTitle')} className={styles.card}>
        {!province ? (
          <Alert type="info" showIcon title={t('guidance.subjects.needProvince')} />
        ) : !year ? (
          <Alert type="info" showIcon title={t('guidance.subjects.noPlans')} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">
              {t('guidance.subjects.coverageHint', { year, province: dictionary.provinceName(province) })}{' '}
              {coverage.total !== null ? t('guidance.subjects.coverageTotal', { count: coverage.total }) : null}
              {coverage.unknown ? ` ${t('guidance.subjects.coverageUnknown', { count: coverage.unknown })}` : null}
            </Typography.Paragraph>
            <Table<ChoiceCoverage>
              size="small"
              rowKey={(row) => row.choice.key}
              loading={coverage.loading}
              pagination={false}
              dataSource={coverage.rows}
              scroll={{ x: 500 }}
              rowClassName={(row) => (row.choice.key === (choice?.key ?? savedKey) ? (styles.currentRow ?? '') : '')}
              onRow={(row) => ({ onClick: () => setPicked([...row.choice.subjects]) })}
              columns={[
                {
                  title: t('guidance.subjects.combination'),
                  minWidth: 170,
                  render: (_value, row) => row.choice.subjects.map(subjectNameOf).join(' · '),
                },
                {
                  title: t('guidance.subjects.count'),
                  width: 104,
                  align: 'right',
                  render: (_value, row) =>
                    row.requirementUnknown ? (
                      <Tag color="warning" style={{ marginInlineEnd: 0 }}>
                        {t('guidance.plans.fitUnknown')}
                      </Tag>
                    ) : (
                      (row.count ?? '—')
                    ),
                },
                {
                  title: t('guidance.subjects.share'),
                  width: 240,
                  render: (_value, row) => {
                    const share =
                      row.count === null || coverage.total === null ? null : coverageShare(row.count, coverage.total);
                    return share === null ? (
                      '—'
                    ) : (
                      <Progress
                        percent={share}
                        size="small"
                        format={(value) => `${value}%`}
                        aria-label={`${row.choice.subjects.map(subjectNameOf).join(' · ')} ${t('guidance.subjects.share')}`}
                      />
                    );
                  },
                },
              ]}
            />
          </>
        )}
      </Card>
    </div>
  );
}
