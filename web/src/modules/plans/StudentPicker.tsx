import { useQuery } from '@tanstack/react-query';
import type { Student } from '@zhihang/contract/students/student.schema';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { studentsApi } from '../students/students.api.ts';

export type StudentPickerProps = { value: number | null; onChange: (stuId: number) => void };

const PICK_LIMIT = 200;

/** Finds a student of the caller's scope by name, or by student number when digits are typed. */
export function StudentPicker({ value, onChange }: StudentPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const byNumber = /^\d+$/.test(query);
  const list = useQuery({
    queryKey: ['students', 'pick', byNumber ? '' : query],
    queryFn: () => studentsApi.list({ page: 1, limit: PICK_LIMIT, ...(byNumber || !query ? {} : { name: query }) }),
    staleTime: 30_000,
  });
  const current = useQuery({
    queryKey: ['students', 'info', value],
    queryFn: () => studentsApi.info(value as number),
    enabled: value !== null,
  }).data;
  const students: Student[] = (list.data?.list ?? []).filter(
    (student) => !byNumber || student.studentNo.includes(query),
  );
  if (current && !students.some((student) => student.id === current.id)) students.unshift(current);

  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value ?? undefined}
      placeholder={t('guidance.pickPlaceholder')}
      aria-label={t('guidance.pickStudent')}
      style={{ width: 300, maxWidth: '100%' }}
      loading={list.isFetching}
      onChange={(id: number) => onChange(id)}
      options={students.map((student) => ({
        value: student.id,
        label: `${student.name}${student.className ? ` · ${student.className}` : ''}${student.studentNo ? ` · ${student.studentNo}` : ''}`,
      }))}
    />
  );
}
