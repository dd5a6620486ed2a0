import styles from './AccessCodeForm.module.css';

export type ReportNoticeProps = { title: string; message: string; actionText?: string; onAction?: () => void };

/** A clear page instead of a plan: wrong, revoked or expired links, an incomplete address. */
export function ReportNotice({ title, message, actionText, onAction }: ReportNoticeProps) {
  return (
    <div className={styles.notice} role="alert">
      <h1>{title}</h1>
      <p>{message}</p>
      {actionText && onAction ? (
        <button type="button" className={styles.button} onClick={onAction}>
          {actionText}
        </button>
      ) : null}
    </div>
  );
}
