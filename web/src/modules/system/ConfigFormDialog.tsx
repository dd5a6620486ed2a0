import type { ConfigEntry } from '@zhihang/contract/system/config.schema';
import { configSaveBodySchema } from '@zhihang/contract/system/config.schema';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../base/feedback.ts';
import { FormDialogShell } from '../../components/admin/FormDialogShell.tsx';
import { useSaveConfig } from './useSaveConfig.ts';

export type ConfigFormDialogProps = {
  /** The entry to edit; undefined adds a new one. */
  entry: ConfigEntry | undefined;
  open: boolean;
  onClose: () => void;
};

type ConfigFormValues = { paramKey: string; paramValue: string; remark: string };

/** Add / edit dialog of 参数管理; the key follows the same rule the server applies. */
export function ConfigFormDialog({ entry, open, onClose }: ConfigFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ConfigFormValues>();
  const save = useSaveConfig();

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      entry
        ? { paramKey: entry.paramKey, paramValue: entry.paramValue, remark: entry.remark }
        : { paramKey: '', paramValue: '', remark: '' },
    );
  }, [open, entry, form]);

  const handleSubmit = async (values: ConfigFormValues) => {
    const body = { paramKey: values.paramKey.trim(), paramValue: values.paramValue, remark: values.remark ?? '' };
    await save.mutateAsync(entry ? { ...body, id: entry.id } : body);
    feedback.success(t('common.operationSuccess'));
  };

  return (
    <FormDialogShell<ConfigFormValues>
      form={form}
      title={entry ? t('config.editTitle') : t('config.addTitle')}
      open={open}
      onClose={onClose}
      onSubmit={handleSubmit}
      saving={save.isPending}
      width={520}
    >
      <Form.Item
        name="paramKey"
        label={t('config.paramKey')}
        required
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              if (!value?.trim()) throw new Error(t('config.paramKeyRequired'));
              const result = configSaveBodySchema.shape.paramKey.safeParse(value);
              if (!result.success) throw new Error(result.error.issues[0]?.message ?? t('config.paramKeyRequired'));
            },
          },
        ]}
      >
        <Input placeholder={t('config.paramKeyPlaceholder')} maxLength={64} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="paramValue"
        label={t('config.paramValue')}
        rules={[{ required: true, whitespace: true, message: t('config.paramValueRequired') }]}
      >
        <Input.TextArea placeholder={t('config.paramValuePlaceholder')} maxLength={2000} autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Form.Item name="remark" label={t('config.remark')}>
        <Input.TextArea placeholder={t('config.remarkPlaceholder')} maxLength={500} autoSize={{ minRows: 2 }} />
      </Form.Item>
    </FormDialogShell>
  );
}
