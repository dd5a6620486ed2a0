import type { PlanShareMessage } from '@zhihang/contract/plans/plan.schema';
import { Descriptions, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

export type ShareDialogProps = { message: PlanShareMessage | null; onClose: () => void };

/** The share link and its access code, each with a copy button. */
export function ShareDialog({ message, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const link = message?.link ? `${window.location.origin}${message.link}` : '';
  return (
    <Modal
      open={message !== null}
      title={t('guidance.plans.shareTitle')}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      mask={{ closable: false }}
    >
      {message ? (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            {
              key: 'link',
              label: t('guidance.plans.link'),
              children: (
                <Typography.Text
                  copyable={{ text: link, tooltips: [t('guidance.plans.copy'), t('guidance.plans.copied')] }}
                  data-testid="share-link"
                >
                  {link}
                </Typography.Text>
              ),
            },
            {
              key: 'code',
              label: t('guidance.plans.code'),
              children: (
                <Typography.Text
                  strong
                  style={{ fontSize: 20, letterSpacing: 4 }}
                  copyable={{
                    text: message.accessCode ?? '',
                    tooltips: [t('guidance.plans.copy'), t('guidance.plans.copied')],
                  }}
                  data-testid="share-code"
                >
                  {message.accessCode}
                </Typography.Text>
              ),
            },
            {
              key: 'expires',
              label: t('guidance.plans.expires', { date: '' }).replace(/\s+$/, ''),
              children: message.expiresAt ? dayjs(message.expiresAt).format('YYYY-MM-DD HH:mm') : '—',
            },
          ]}
        />
      ) : null}
      {message?.message ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, whiteSpace: 'pre-wrap' }} copyable>
          {message.message}
        </Typography.Paragraph>
      ) : null}
    </Modal>
  );
}
