import type { AssignmentFilter, InstrumentSummary } from '@zhihang/contract/evaluations/evaluations.schemas';
import { AutoComplete, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../components/FilterBar.tsx';

export type AssignmentFilterBarProps = {
  instruments: readonly InstrumentSummary[];
  classes: readonly string[];
  value: AssignmentFilter;
  onSearch: (filter: AssignmentFilter) => void;
};

const SPAN = { xs: 24, sm: 12, lg: 8, xl: 4 } as const;
const STATUSES = ['assigned', 'inProgress', 'completed', 'overdue'] as const;
const STATUS_LABEL = {
  assigned: 'assigned',
  inProgress: 'started',
  completed: 'finished',
  overdue: 'overdue',
} as const;

/** Filters of the assignment list: name, grade, class, instrument and state. */
export function AssignmentFilterBar({ instruments, classes, value, onSearch }: AssignmentFilterBarProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AssignmentFilter>();
  // A filter set from outside (只看逾期) shows in the form too.
  useEffect(() => {
    form.setFieldsValue({
      name: undefined,
      grade: undefined,
      className: undefined,
      instrumentKey: undefined,
      status: undefined,
      ...value,
    });
  }, [form, value]);
  const select = { allowClear: true, placeholder: t('evaluations.console.selectPlaceholder') };

  return (
    <FilterBar<AssignmentFilter>
      form={form}
      name="evaluationFilter"
      label={t('evaluations.console.search')}
      span={SPAN}
      searchText={t('evaluations.console.search')}
      resetText={t('evaluations.console.reset')}
      onSearch={(values) => onSearch(values)}
      // The effect above clears the form once the empty filter comes back.
      onReset={() => onSearch({})}
      fields={[
        {
          name: 'name',
          label: t('evaluations.console.student'),
          control: <Input allowClear maxLength={32} placeholder={t('evaluations.console.inputPlaceholder')} />,
        },
        {
          name: 'grade',
          label: t('evaluations.console.grade'),
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
          label: t('evaluations.console.className'),
          control: (
            <AutoComplete
              allowClear
              placeholder={t('evaluations.console.inputPlaceholder')}
              options={classes.map((name) => ({ value: name }))}
              showSearch={{ filterOption: (input, option) => String(option?.value ?? '').includes(input) }}
            />
          ),
        },
        {
          name: 'instrumentKey',
          label: t('evaluations.console.instrument'),
          control: <Select {...select} options={instruments.map((item) => ({ value: item.key, label: item.name }))} />,
        },
        {
          name: 'status',
          label: t('evaluations.console.status'),
          control: (
            <Select
              {...select}
              options={STATUSES.map((status) => ({
                value: status,
                label: t(`evaluations.status.${STATUS_LABEL[status]}`),
              }))}
            />
          ),
        },
      ]}
    />
  );
}
