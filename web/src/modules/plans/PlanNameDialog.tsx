import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PlanNameDialogProps = {
  open: boolean;
  title: string;
  initialName: string;
  loading: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
};

/** Asks for a plan's name (create or rename). */
export function PlanNameDialog({ open, title, initialName, loading, onSubmit, onClose }: PlanNameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  return (
    <Modal
      open={open}
      title={title}
      mask={{ closable: false }}
      confirmLoading={loading}
      okButtonProps={{ disabled: !name.trim() }}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onOk={() => onSubmit(name.trim())}
      onCancel={onClose}
      destroyOnHidden
    >
      <Input
        aria-label={t('guidance.plans.name')}
        placeholder={t('guidance.plans.namePlaceholder')}
        maxLength={40}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={() => name.trim() && onSubmit(name.trim())}
        autoFocus
      />
    </Modal>
  );
}
