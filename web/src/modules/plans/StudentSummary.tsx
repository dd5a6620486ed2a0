import { ELECTIVE_SUBJECTS } from '@zhihang/contract/admissions/admission-codes';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStudentDictionary } from '../students/useStudentDictionary.ts';
import { RankIntervalText } from './RankIntervalText.tsx';
import { usePlanWorkspace } from './usePlanWorkspace.ts';

/** Name of a 选科 subject code. */
export const subjectNameOf = (code: string) => ELECTIVE_SUBJECTS.find((subject) => subject.code === code)?.name ?? code;

/** The student being guided: class, province, 选科, score and rank, always in view above the tabs. */
export function StudentSummary() {
  const { t } = useTranslation();
  const { student, record, rank } = usePlanWorkspace();
  const dictionary = useStudentDictionary();
  if (!student) return null;
  const subjects = record ? [record.mainSubject, record.minorSubject1, record.minorSubject2].filter(Boolean) : [];
  return (
    <Descriptions
      size="small"
      column={{ xs: 2, sm: 2, md: 3, xl: 6 }}
      items={[
        { key: 'name', label: t('guidance.pickStudent'), children: <strong>{student.name}</strong> },
        {
          key: 'no',
          label: t('guidance.studentNo'),
          children: `${student.className} ${student.studentNo}`.trim() || '—',
        },
        {
          key: 'province',
          label: t('guidance.score.province'),
          children: record?.province ? dictionary.provinceName(record.province) : '—',
        },
        {
          key: 'score',
          label: t('guidance.score.total'),
          children:
            record?.scoreTotal === null || record?.scoreTotal === undefined
              ? '—'
              : `${record.scoreTotal + record.addScore}`,
        },
        {
          key: 'subjects',
          // Phones show two facts a line; the 选科 and the rank need the whole line.
          span: { xs: 2, sm: 1 },
          label: t('guidance.subjects.current'),
          children:
            subjects.length === 3 ? subjects.map(subjectNameOf).join(' · ') : <Tag>{t('guidance.noSubjects')}</Tag>,
        },
        {
          key: 'rank',
          span: { xs: 2, sm: 1 },
          label: t('guidance.score.rankTitle'),
          children: rank ? <RankIntervalText rank={rank.rank} /> : '—',
        },
      ]}
    />
  );
}
