import { useTranslation } from 'react-i18next';

/** 高一 … 高三 for a grade, `2022级` for anyone outside senior high school. */
export function useGradeLabel() {
  const { t } = useTranslation();
  return (grade: number, entryYear: number): string => {
    if (grade === 1 || grade === 2 || grade === 3) return t(`students.gradeName${grade}`);
    return t('students.gradeOther', { year: entryYear });
  };
}
