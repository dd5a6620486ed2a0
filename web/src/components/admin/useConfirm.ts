import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../base/feedback.ts';

export type ConfirmOptions = {
  content: ReactNode;
  /** Runs on 确定; the dialog stays open (its button spinning) until it settles. */
  onOk: () => Promise<unknown> | void;
  /** "提示" unless given. */
  title?: ReactNode;
  /** A red 确定 for what cannot be undone; the default. */
  danger?: boolean;
  /**
   * Closes the dialog when onOk fails too (the API client has shown the reason) instead of
   * keeping it open for another try.
   */
  closeOnFailure?: boolean;
};

/**
 * The 确定 / 取消 dialog an administration page asks before a change. Render `holder` in the page;
 * `modal` opens the page's other dialogs in the same theme.
 */
export function useConfirm() {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const confirm = ({ content, onOk, title, danger = true, closeOnFailure = false }: ConfirmOptions) => {
    void modal.confirm({
      title: title ?? t('common.tips'),
      content,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger },
      onOk: closeOnFailure
        ? async () => {
            try {
              await onOk();
            } catch {
              // The API client showed the reason.
            }
          }
        : onOk,
    });
  };
  /** Asks before deleting, deletes on 确定 and then says 操作成功. */
  const confirmDelete = (
    content: ReactNode,
    remove: () => Promise<unknown>,
    options: Pick<ConfirmOptions, 'closeOnFailure'> = {},
  ) =>
    confirm({
      content,
      onOk: async () => {
        await remove();
        feedback.success(t('common.operationSuccess'));
      },
      ...options,
    });
  /** Deletes the rows picked (or the one row given) after asking; says to pick first when there is none. */
  const confirmDeletePicked = (
    ids: readonly number[],
    texts: { selectFirst: string; content: ReactNode },
    remove: () => Promise<unknown>,
  ) => {
    if (!ids.length) {
      feedback.warning(texts.selectFirst);
      return;
    }
    confirmDelete(texts.content, remove);
  };
  return { confirm, confirmDelete, confirmDeletePicked, modal, holder };
}
