import { DatePicker, Input, Modal, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type RemindDialogProps = {
  count: number;
  loading: boolean;
  onSubmit: (value: { deadlineAt: number; message: string }) => void;
  onClose: () => void;
};

/** The deadline for the selected students' final plans and the reminder their phones show. */
export function RemindDialog({ count, loading, onSubmit, onClose }: RemindDialogProps) {
  const { t } = useTranslation();
  const [deadline, setDeadline] = useState<Dayjs | null>(() => dayjs().add(3, 'day').hour(18).minute(0).second(0));
  const [message, setMessage] = useState(() => t('classBoard.remind.defaultMessage'));
  return (
    <Modal
      open
      title={t('classBoard.remind.title', { count })}
      confirmLoading={loading}
      okButtonProps={{ disabled: !deadline || !message.trim() }}
      onOk={() => deadline && onSubmit({ deadlineAt: deadline.valueOf(), message: message.trim() })}
      onCancel={onClose}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>{t('classBoard.remind.deadline')}</Typography.Text>
        <DatePicker
          aria-label={t('classBoard.remind.deadline')}
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          value={deadline}
          onChange={setDeadline}
        />
        <Typography.Text>{t('classBoard.remind.message')}</Typography.Text>
        <Input.TextArea
          aria-label={t('classBoard.remind.message')}
          maxLength={200}
          rows={3}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </Space>
    </Modal>
  );
}
