import { PrinterOutlined } from '@ant-design/icons';
import { Button, Empty, Spin } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRINT_READY_MESSAGE } from '../../../modules/plans/print/printInHiddenFrame.ts';
import styles from './PrintFrame.module.css';

export type PrintFrameProps = {
  /** Why there is nothing to print (no ids, not found); shown alone in place of the sheets. */
  emptyText?: string | undefined;
  /** The sheets' data has arrived: the frame shows them and tells a hidden frame it may print. */
  ready: boolean;
  /** Time the sheets need to lay out (and draw their charts) before the print dialog opens. */
  settleMs: number;
  /** The sheets, each in its own page run. */
  children: ReactNode;
};

/**
 * The frame of the console's print pages: the print button above the sheets, a spinner while
 * they load, and the ready signal for a workspace that prints through a hidden frame.
 */
export function PrintFrame({ emptyText, ready, settleMs, children }: PrintFrameProps) {
  const { t } = useTranslation();

  useEffect(() => {
    if (!ready) return undefined;
    document.body.dataset.printReady = '1';
    const timer = setTimeout(() => window.parent?.postMessage(PRINT_READY_MESSAGE, window.location.origin), settleMs);
    return () => clearTimeout(timer);
  }, [ready, settleMs]);

  if (emptyText !== undefined) {
    return (
      <div className={styles.center}>
        <Empty description={emptyText} />
      </div>
    );
  }
  if (!ready) {
    return (
      <div className={styles.center}>
        <Spin />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('guidance.print.printNow')}
        </Button>
      </div>
      {children}
    </div>
  );
}

export { styles as printFrameStyles };
