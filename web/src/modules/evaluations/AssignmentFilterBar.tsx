import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { AssignmentFilter, InstrumentSummary } from '@zhihang/contract/evaluations/evaluations.schemas';
import { AutoComplete, Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

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
    <Form<AssignmentFilter>
      form={form}
      name="evaluationFilter"
      layout="vertical"
      onFinish={(values) => onSearch(values)}
      aria-label={t('evaluations.console.search')}
    >
      <Row gutter={16}>
        <Col {...SPAN}>
          <Form.Item name="name" label={t('evaluations.console.student')}>
            <Input allowClear maxLength={32} placeholder={t('evaluations.console.inputPlaceholder')} />
          </Form.Item>
        </Col>
        <Col {...SPAN}>
          <Form.Item name="grade" label={t('evaluations.console.grade')}>
            <Select
              {...select}
              options={[1, 2, 3].map((grade) => ({
                value: grade,
                label: t(`students.gradeName${grade as 1 | 2 | 3}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...SPAN}>
          <Form.Item name="className" label={t('evaluations.console.className')}>
            <AutoComplete
              allowClear
              placeholder={t('evaluations.console.inputPlaceholder')}
              options={classes.map((name) => ({ value: name }))}
              showSearch={{ filterOption: (input, option) => String(option?.value ?? '').includes(input) }}
            />
          </Form.Item>
        </Col>
        <Col {...SPAN}>
          <Form.Item name="instrumentKey" label={t('evaluations.console.instrument')}>
            <Select {...select} options={instruments.map((item) => ({ value: item.key, label: item.name }))} />
          </Form.Item>
        </Col>
        <Col {...SPAN}>
          <Form.Item name="status" label={t('evaluations.console.status')}>
            <Select
              {...select}
              options={STATUSES.map((status) => ({
                value: status,
                label: t(`evaluations.status.${STATUS_LABEL[status]}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col flex="auto">
          <Form.Item label=" " colon={false}>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('evaluations.console.search')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  onSearch({});
                }}
              >
                {t('evaluations.console.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
