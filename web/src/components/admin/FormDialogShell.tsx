import { Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type FormDialogShellProps<V> = {
  form: FormInstance<V>;
  title: string;
  open: boolean;
  onClose: () => void;
  /**
   * Saves the validated values. A rejection keeps the dialog open: the API client has shown the
   * reason. The dialog closes when it resolves.
   */
  onSubmit: (values: V) => Promise<void>;
  saving: boolean;
  width: number;
  children: ReactNode;
};

/** The add / edit dialog of an administration list: a vertical form, validated before saving. */
export function FormDialogShell<V extends object>({
  form,
  title,
  open,
  onClose,
  onSubmit,
  saving,
  width,
  children,
}: FormDialogShellProps<V>) {
  const { t } = useTranslation();

  const handleOk = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await onSubmit(values);
    } catch {
      return;
    }
    onClose();
  };

  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => void handleOk()}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
      width={width}
    >
      <Form<V> form={form} layout="vertical" requiredMark>
        {children}
      </Form>
    </Modal>
  );
}
