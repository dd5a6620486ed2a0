import type { AssignBody, InstrumentSummary } from '@zhihang/contract/evaluations/evaluations.schemas';
import { Checkbox, DatePicker, Form, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../base/feedback.ts';
import { useEvaluationActions, useStudentChoices } from './evaluationQueries.ts';

export type AssignDialogProps = {
  open: boolean;
  instruments: readonly InstrumentSummary[];
  onClose: () => void;
};

type Target = 'students' | 'class' | 'grade';

type AssignValues = {
  instrumentKeys: AssignBody['instrumentKeys'];
  target: Target;
  grade?: number;
  className?: string;
  studentIds?: number[];
  deadline?: Dayjs | null;
};

/** Assigns instruments to chosen students, one class of a grade, or a whole grade, with an optional deadline. */
export function AssignDialog({ open, instruments, onClose }: AssignDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AssignValues>();
  const target = Form.useWatch('target', form) ?? 'class';
  const grade = Form.useWatch('grade', form);
  const choices = useStudentChoices(grade);
  const { assign } = useEvaluationActions();
  const [saving, setSaving] = useState(false);

  const handleOk = async () => {
    const values = await form.validateFields();
    const body: AssignBody = {
      instrumentKeys: values.instrumentKeys,
      // The whole day of the deadline counts.
      deadline: values.deadline ? values.deadline.endOf('day').valueOf() : null,
      ...(values.target === 'students'
        ? { studentIds: values.studentIds ?? [] }
        : { grade: values.grade as number, ...(values.target === 'class' ? { className: values.className } : {}) }),
    };
    setSaving(true);
    try {
      const result = await assign.mutateAsync(body);
      feedback.success(t('evaluations.console.assigned', { count: result.created }));
      form.resetFields();
      onClose();
    } catch {
      // The client showed why; the dialog stays open with the choices.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('evaluations.console.assignTitle')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void handleOk().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <Form<AssignValues> form={form} layout="vertical" name="evaluationAssign" initialValues={{ target: 'class' }}>
        <Form.Item
          name="instrumentKeys"
          label={t('evaluations.console.instruments')}
          rules={[{ required: true, message: t('evaluations.console.instrumentsRequired') }]}
        >
          <Checkbox.Group options={instruments.map((item) => ({ value: item.key, label: item.name }))} />
        </Form.Item>
        <Form.Item name="target" label={t('evaluations.console.target')}>
          <Radio.Group
            optionType="button"
            options={(['class', 'grade', 'students'] as const).map((value) => ({
              value,
              label: t(
                `evaluations.console.target${value === 'class' ? 'Class' : value === 'grade' ? 'Grade' : 'Students'}`,
              ),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="grade"
          label={t('evaluations.console.grade')}
          rules={target === 'students' ? [] : [{ required: true, message: t('evaluations.console.gradeRequired') }]}
        >
          <Select
            allowClear
            placeholder={t('evaluations.console.selectPlaceholder')}
            options={[1, 2, 3].map((value) => ({ value, label: t(`students.gradeName${value as 1 | 2 | 3}`) }))}
            onChange={() => form.setFieldsValue({ className: undefined, studentIds: [] })}
          />
        </Form.Item>
        {target === 'class' ? (
          <Form.Item
            name="className"
            label={t('evaluations.console.className')}
            rules={[{ required: true, message: t('evaluations.console.classRequired') }]}
          >
            <Select
              showSearch
              placeholder={t('evaluations.console.selectPlaceholder')}
              loading={choices.isFetching}
              options={(choices.data?.classes ?? []).map((name) => ({ value: name, label: name }))}
            />
          </Form.Item>
        ) : null}
        {target === 'students' ? (
          <Form.Item
            name="studentIds"
            label={t('evaluations.console.students')}
            rules={[{ required: true, message: t('evaluations.console.studentsRequired') }]}
          >
            <Select
              mode="multiple"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('evaluations.console.selectPlaceholder')}
              loading={choices.isFetching}
              options={(choices.data?.students ?? []).map((student) => ({
                value: student.id,
                label: student.className ? `${student.name}（${student.className}）` : student.name,
              }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="deadline" label={t('evaluations.console.deadlineLabel')}>
          <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.isBefore(new Date(), 'day')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
