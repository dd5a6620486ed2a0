import { Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PlanConflictDialogProps = {
  /** The server's words (方案已被 张老师 于 11-28 14:03 修改，请刷新后再保存); null when closed. */
  message: string | null;
  onReload: () => Promise<void>;
  onOverwrite: () => Promise<void>;
  onClose: () => void;
};

/** Asks what to do with a save refused because the plan was saved elsewhere meanwhile. */
export function PlanConflictDialog({ message, onReload, onOverwrite, onClose }: PlanConflictDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'reload' | 'overwrite' | null>(null);

  const handle = (action: 'reload' | 'overwrite') => {
    setBusy(action);
    // A refusal of the overwrite has been shown by the API client (a new conflict asks again).
    void (action === 'reload' ? onReload() : onOverwrite()).catch(() => undefined).finally(() => setBusy(null));
  };

  return (
    <Modal
      open={message !== null}
      title={t('guidance.plans.conflict.title')}
      maskClosable={false}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose} disabled={busy !== null}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => handle('reload')} loading={busy === 'reload'} disabled={busy === 'overwrite'}>
            {t('guidance.plans.conflict.reload')}
          </Button>
          <Button
            type="primary"
            danger
            onClick={() => handle('overwrite')}
            loading={busy === 'overwrite'}
            disabled={busy === 'reload'}
          >
            {t('guidance.plans.conflict.overwrite')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>{message}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('guidance.plans.conflict.hint')}</Typography.Paragraph>
    </Modal>
  );
}
