import type { ScheduledJob } from '@zhihang/contract/operations/schedule.schema';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type CronDialogProps = {
  job: ScheduledJob | undefined;
  saving: boolean;
  onSave: (cron: string) => void;
  onClose: () => void;
};

/** Edits one job's cron expression; the server checks it and says what is wrong. */
export function CronDialog({ job, saving, onSave, onClose }: CronDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ cron: string }>();
  useEffect(() => {
    if (job) form.setFieldsValue({ cron: job.cron });
  }, [form, job]);

  return (
    <Modal
      open={job !== undefined}
      title={`${t('operations.schedule.editCron')} · ${job?.title ?? ''}`}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void form.validateFields().then((values) => onSave(values.cron.trim()))}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="cron"
          label={t('operations.schedule.cron')}
          extra={`${t('operations.schedule.cronHint')}（${t('operations.schedule.defaultCron')}：${job?.defaultCron ?? ''}）`}
          rules={[{ required: true, whitespace: true, message: t('operations.schedule.cronRequired') }]}
        >
          <Input autoFocus style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
