import { DICTIONARY_CODES } from '@zhihang/contract/system/dictionary.schema';
import { MAIN_SUBJECT_CODES, MINOR_SUBJECT_CODES } from '@zhihang/contract/students/student-rules';
import type { TeacherOption } from '@zhihang/contract/students/student.schema';
import { Form, Input, Select } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../components/FilterBar.tsx';
import type { StudentDictionaryView } from './studentDictionaryOf.ts';
import type { StudentFilterValues } from './studentFilterBody.ts';

export type StudentFilterBarProps = {
  dictionary: StudentDictionaryView;
  /** Offered to org admins only: a teacher sees their own students anyway. */
  teachers: TeacherOption[] | undefined;
  onSearch: (values: StudentFilterValues) => void;
};

const SPAN = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

/**
 * The list's filters: name, grade, class, teacher, subjects, province and status. Memoised: the
 * page renders again as its list arrives, and each form item then reads the layout (antd checks
 * whether the item is on screen), which forced a layout of the page inside that render.
 */
export const StudentFilterBar = memo(function StudentFilterBar({
  dictionary,
  teachers,
  onSearch,
}: StudentFilterBarProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StudentFilterValues>();
  const subjectOptions = (codes: readonly string[]) =>
    codes.map((code) => ({ value: code, label: dictionary.nameOf(DICTIONARY_CODES.subject, code) }));
  const select = { allowClear: true, placeholder: t('students.selectPlaceholder') };

  return (
    <FilterBar<StudentFilterValues>
      form={form}
      name="studentFilter"
      label={t('common.search')}
      span={SPAN}
      searchText={t('common.search')}
      resetText={t('common.reset')}
      onSearch={onSearch}
      onReset={() => {
        form.resetFields();
        onSearch({});
      }}
      actionsAtEnd
      fields={[
        {
          name: 'name',
          label: t('students.name'),
          control: <Input allowClear placeholder={t('students.namePlaceholder')} maxLength={32} />,
        },
        {
          name: 'grade',
          label: t('students.grade'),
          control: (
            <Select
              {...select}
              options={[1, 2, 3].map((grade) => ({
                value: grade,
                label: t(`students.gradeName${grade as 1 | 2 | 3}`),
              }))}
            />
          ),
        },
        {
          name: 'className',
          label: t('students.className'),
          control: <Input allowClear placeholder={t('students.inputPlaceholder')} maxLength={32} />,
        },
        teachers && teachers.length > 1
          ? {
              name: 'teacherId',
              label: t('students.teacher'),
              control: (
                <Select
                  {...select}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={teachers.map((teacher) => ({ value: teacher.id, label: teacher.name }))}
                />
              ),
            }
          : null,
        {
          name: 'mainSubject',
          label: t('students.mainSubject'),
          control: <Select {...select} options={subjectOptions(MAIN_SUBJECT_CODES)} />,
        },
        {
          name: 'minorSubject',
          label: t('students.minorSubject'),
          control: <Select {...select} options={subjectOptions(MINOR_SUBJECT_CODES)} />,
        },
        {
          name: 'province',
          label: t('students.province'),
          control: <Select {...select} showSearch={{ optionFilterProp: 'label' }} options={dictionary.provinces} />,
        },
        {
          name: 'status',
          label: t('students.status'),
          control: (
            <Select
              {...select}
              options={[
                { value: 1, label: t('students.statusActive') },
                { value: 0, label: t('students.statusLeft') },
              ]}
            />
          ),
        },
      ]}
    />
  );
});
