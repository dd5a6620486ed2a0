import { useMutation } from '@tanstack/react-query';
import type { PlanShareMessage } from '@zhihang/contract/plans/plan.schema';
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { plansApi } from './plans.api.ts';

export type ShareDialogProps = { message: PlanShareMessage | null; onClose: () => void };

/**
 * The share link (the full address the server built on the school's host) and its access code,
 * each with a copy button. A link that took too many wrong codes offers a new code: sharing again
 * issues one on the same link.
 */
export function ShareDialog({ message: opened, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const reissue = useMutation({ mutationFn: (planId: number) => plansApi.share(planId) });
  const message = opened && reissue.data?.planId === opened.planId ? reissue.data : opened;
  const link = message?.url ?? '';
  const handleClose = () => {
    reissue.reset();
    onClose();
  };
  return (
    <Modal
      open={message !== null}
      title={t('guidance.plans.shareTitle')}
      onCancel={handleClose}
      onOk={handleClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      mask={{ closable: false }}
    >
      {message?.codeLocked ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('guidance.plans.codeLocked')}
          action={
            <Button size="small" loading={reissue.isPending} onClick={() => reissue.mutate(message.planId)}>
              {t('guidance.plans.reissueCode')}
            </Button>
          }
        />
      ) : null}
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
