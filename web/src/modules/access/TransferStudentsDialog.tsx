import type { StaffUser } from '@zhihang/contract/access/user-admin.schema';
import { Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../base/feedback.ts';
import { useStaffUserMutations } from './useStaffUserMutations.ts';
import { useStaffUsers } from './useStaffUsers.ts';

/** Mount it with a key per leaving teacher, so the choice starts empty. */
export type TransferStudentsDialogProps = {
  /** The leaving teacher; null when closed. */
  from: StaffUser | null;
  onClose: () => void;
};

/** Moves every student of a leaving teacher to one colleague in one step. */
export function TransferStudentsDialog({ from, onClose }: TransferStudentsDialogProps) {
  const { t } = useTranslation();
  const { transfer } = useStaffUserMutations();
  const [toUserId, setToUserId] = useState<number | undefined>();
  // Enabled colleagues of the same organisation can take the students.
  const colleagues =
    useStaffUsers({ page: 1, limit: 500, status: 1, ...(from ? { orgId: from.orgId } : {}) }, from !== null).data
      ?.list ?? [];

  const handleOk = async () => {
    if (!from || !toUserId) return;
    try {
      const result = await transfer.mutateAsync({ fromUserId: from.id, toUserId });
      feedback.success(t('access.users.transferDone', { count: result.moved }));
    } catch {
      return; // The API client showed the reason.
    }
    onClose();
  };

  return (
    <Modal
      title={t('access.users.transferTitle', { name: from?.name ?? '' })}
      open={from !== null}
      onCancel={onClose}
      onOk={() => void handleOk()}
      okButtonProps={{ disabled: !toUserId }}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={transfer.isPending}
      destroyOnHidden
      width={440}
    >
      <Typography.Paragraph type="secondary">
        {t('access.users.transferHint', { count: from?.studentCount ?? 0 })}
      </Typography.Paragraph>
      <Select
        style={{ width: '100%' }}
        placeholder={t('access.users.transferTo')}
        value={toUserId}
        onChange={setToUserId}
        showSearch
        optionFilterProp="label"
        options={colleagues
          .filter((user) => user.id !== from?.id && user.orgId === from?.orgId && user.status === 1)
          .map((user) => ({ value: user.id, label: `${user.name}（${user.account}）` }))}
      />
    </Modal>
  );
}
