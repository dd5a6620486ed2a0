import { PARENT_RELATIONSHIPS, type ParentRelationship } from '@zhihang/contract/plans/plan-stage';
import type { PlanConfirmation } from '@zhihang/contract/plans/plan-workflow.schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PlanConfirmation.module.css';

const at = (time: number) => new Date(time).toLocaleString('zh-CN', { hour12: false });

/** Who confirmed the version shown, and when. Plain elements: the student pages and the public page share it. */
export function ConfirmationList({ confirmations }: { confirmations: readonly PlanConfirmation[] }) {
  const { t } = useTranslation();
  if (!confirmations.length) return null;
  return (
    <ul className={styles.list} data-testid="plan-confirmations">
      {confirmations.map((given, index) => (
        <li key={index}>
          {t('planReview.confirm.confirmedAt', {
            who:
              given.kind === 'student'
                ? `${t('planReview.confirm.studentWho')} ${given.name}`
                : `${given.relationship} ${given.name}`,
            at: at(given.at),
            version: given.version,
          })}
        </li>
      ))}
    </ul>
  );
}

export type StudentConfirmProps = {
  version: number;
  confirmations: readonly PlanConfirmation[];
  loading: boolean;
  onConfirm: () => void;
};

/** The student's 确认方案 under their shared plan, or its confirmed state. */
export function StudentConfirm({ version, confirmations, loading, onConfirm }: StudentConfirmProps) {
  const { t } = useTranslation();
  const confirmed = confirmations.some((given) => given.kind === 'student');
  return (
    <section className={styles.box} data-testid="student-confirm">
      {confirmed ? (
        <p className={styles.done} data-testid="student-confirmed">
          {t('planReview.confirm.confirmed', { version })}
        </p>
      ) : (
        <p className={styles.hint}>{t('planReview.confirm.hint')}</p>
      )}
      <ConfirmationList confirmations={confirmations} />
      {confirmed ? null : (
        <button
          type="button"
          className={styles.primary}
          style={{ width: '100%' }}
          disabled={loading}
          onClick={onConfirm}
        >
          {t('planReview.confirm.button')}
        </button>
      )}
    </section>
  );
}

export type ParentConfirmProps = {
  confirmations: readonly PlanConfirmation[];
  loading: boolean;
  /** The server's words when a confirmation or question was refused. */
  error: string;
  asked: boolean;
  /** This page's parent has confirmed: the button goes, another parent may confirm on their own phone. */
  confirmed: boolean;
  onConfirm: (name: string, relationship: ParentRelationship) => void;
  onAsk: (name: string, relationship: ParentRelationship, question: string) => void;
};

/** The parent's 确认 (name and relationship) or 提问 under the plan the link shows. */
export function ParentConfirm({
  confirmations,
  loading,
  error,
  asked,
  confirmed,
  onConfirm,
  onAsk,
}: ParentConfirmProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [relationship, setRelationship] = useState<ParentRelationship | null>(null);
  const [asking, setAsking] = useState(false);
  const [question, setQuestion] = useState('');
  const [problem, setProblem] = useState('');

  const checked = (): ParentRelationship | null => {
    const missing = !name.trim()
      ? t('planReview.confirm.nameRequired')
      : !relationship
        ? t('planReview.confirm.relationshipRequired')
        : '';
    setProblem(missing);
    return missing ? null : relationship;
  };
  const handleConfirm = (event: FormEvent) => {
    event.preventDefault();
    const chosen = checked();
    if (chosen) onConfirm(name.trim(), chosen);
  };
  const handleAsk = () => {
    const chosen = checked();
    if (!chosen) return;
    if (!question.trim()) {
      setProblem(t('planReview.confirm.questionRequired'));
      return;
    }
    onAsk(name.trim(), chosen, question.trim());
    setQuestion('');
  };

  return (
    <form className={styles.box} onSubmit={handleConfirm} data-testid="parent-confirm">
      <h2>{t('planReview.confirm.parentTitle')}</h2>
      <p className={styles.hint}>{t('planReview.confirm.parentHint')}</p>
      <ConfirmationList confirmations={confirmations} />
      {asked ? <p className={styles.done}>{t('planReview.confirm.asked')}</p> : null}
      <label className={styles.field}>
        <span>{t('planReview.confirm.name')}</span>
        <input
          className={styles.input}
          value={name}
          maxLength={20}
          placeholder={t('planReview.confirm.namePlaceholder')}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <div className={styles.field} role="radiogroup" aria-label={t('planReview.confirm.relationship')}>
        <span>{t('planReview.confirm.relationship')}</span>
        <div className={styles.choices}>
          {PARENT_RELATIONSHIPS.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={relationship === option}
              className={`${styles.choice} ${relationship === option ? styles.chosen : ''}`}
              onClick={() => setRelationship(option)}
            >
              {option}
            </button>
          ))}
        </div>
      </div>
      {asking ? (
        <label className={styles.field}>
          <span>{t('planReview.confirm.question')}</span>
          <textarea
            className={styles.input}
            rows={3}
            maxLength={500}
            value={question}
            placeholder={t('planReview.confirm.questionPlaceholder')}
            onChange={(event) => setQuestion(event.target.value)}
          />
        </label>
      ) : null}
      {problem || error ? <p className={styles.error}>{problem || error}</p> : null}
      <div className={styles.actions}>
        {asking ? (
          <button type="button" className={styles.secondary} disabled={loading} onClick={handleAsk}>
            {t('planReview.confirm.askSubmit')}
          </button>
        ) : (
          <button type="button" className={styles.secondary} onClick={() => setAsking(true)}>
            {t('planReview.confirm.ask')}
          </button>
        )}
        {confirmed ? null : (
          <button type="submit" className={styles.primary} disabled={loading}>
            {t('planReview.confirm.submit')}
          </button>
        )}
      </div>
    </form>
  );
}
