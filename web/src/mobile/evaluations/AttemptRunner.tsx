import type { Attempt } from '@zhihang/contract/evaluations/evaluations.schemas';
import { Dialog } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textIn, type AnswerLanguage } from '../../modules/evaluations/rules/answerLanguage.ts';
import { progressPercent, resumeIndex, unansweredIndexes } from '../../modules/evaluations/rules/takingPosition.ts';
import { mobileHistory } from '../router/mobileHistory.ts';
import { evaluationReportHref } from '../router/mobileRoutes.ts';
import { mobileEvaluationApi } from './mobileEvaluationApi.ts';
import { ItemScreen } from './ItemScreen.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { takingMemory } from './takingMemory.ts';
import styles from './evaluations.module.css';

export type AttemptRunnerProps = {
  attempt: Attempt;
  iswx: boolean;
  language: AnswerLanguage;
  onLanguage: (language: AnswerLanguage) => void;
  onSubmitted: (attempt: Attempt, resultId: number) => void;
};

/** After an answer the next item follows by itself, a moment later so the choice is seen. */
const ADVANCE_DELAY_MS = 280;

/**
 * One attempt, one item per screen: answers are saved as they are given (the server keeps them,
 * the phone keeps the position), back and forward move freely, and submitting asks first and
 * happens once. A finished attempt shows its answers read-only.
 */
export function AttemptRunner({ attempt, iswx, language, onLanguage, onSubmitted }: AttemptRunnerProps) {
  const { t } = useTranslation();
  const items = attempt.instrument.items;
  const itemIds = useMemo(() => items.map((item) => item.id), [items]);
  const readOnly = attempt.status === 'completed';
  const [answers, setAnswers] = useState(
    () => new Map(attempt.answers.map((answer) => [answer.itemId, answer.value] as const)),
  );
  const keptPosition = takingMemory.position(attempt.id);
  const [index, setIndex] = useState(() => resumeIndex(itemIds, new Set(answers.keys()), keptPosition));
  const [introOpen, setIntroOpen] = useState(() => !readOnly && !attempt.answers.length && keptPosition === null);
  const shownAt = useRef(0);
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingSaves = useRef(new Set<Promise<unknown>>());
  const submitOnce = useRef(false);

  useEffect(() => {
    shownAt.current = Date.now();
    if (!readOnly && !introOpen) takingMemory.keepPosition(attempt.id, index);
  }, [attempt.id, index, introOpen, readOnly]);
  useEffect(() => () => clearTimeout(advanceTimer.current), []);

  const [submitting, setSubmitting] = useState(false);

  const goTo = (next: number) => {
    clearTimeout(advanceTimer.current);
    setIndex(Math.min(Math.max(next, 0), items.length - 1));
  };

  const handleAnswer = (value: number) => {
    const item = items[index];
    if (readOnly || !item) return;
    const previous = answers.get(item.id);
    const elapsedMs = Date.now() - shownAt.current;
    setAnswers((current) => new Map(current).set(item.id, value));
    const save = mobileEvaluationApi
      .answer({ attemptId: attempt.id, itemId: item.id, value, elapsedMs })
      .catch(() => {
        // Not saved (the client has said why): the screen shows what the server holds.
        setAnswers((current) => {
          const next = new Map(current);
          if (previous === undefined) next.delete(item.id);
          else next.set(item.id, previous);
          return next;
        });
      })
      .finally(() => pendingSaves.current.delete(save));
    pendingSaves.current.add(save);
    if (index < items.length - 1) {
      clearTimeout(advanceTimer.current);
      advanceTimer.current = setTimeout(
        () => setIndex((current) => Math.min(current + 1, items.length - 1)),
        ADVANCE_DELAY_MS,
      );
    }
  };

  const handleSubmit = async () => {
    // One submission at a time: a second tap while the first is on its way does nothing.
    if (submitOnce.current) return;
    submitOnce.current = true;
    setSubmitting(true);
    try {
      // Answers still on their way count: wait for them before checking what is missing.
      await Promise.allSettled([...pendingSaves.current]);
      const open = unansweredIndexes(itemIds, new Set(answers.keys()));
      if (open.length) {
        await Dialog.alert({
          content: t('evaluations.mobile.submitOpen', { count: open.length }),
          confirmText: t('common.confirm'),
        });
        goTo(open[0] as number);
        return;
      }
      const confirmed = await Dialog.confirm({
        title: t('evaluations.mobile.submitTitle'),
        content: t('evaluations.mobile.submitConfirm'),
        confirmText: t('evaluations.mobile.submit'),
        cancelText: t('common.cancel'),
      });
      if (!confirmed) return;
      const result = await mobileEvaluationApi.submit(attempt.id);
      onSubmitted(attempt, result.resultId);
    } catch {
      // A refused submission was shown by the client; the student may try again.
    } finally {
      submitOnce.current = false;
      setSubmitting(false);
    }
  };

  const item = items[index];
  const answeredCount = answers.size;
  const isLast = index === items.length - 1;

  if (introOpen) {
    return (
      <section className={styles.intro}>
        <div className={styles.introTop}>
          <h2>{t('evaluations.mobile.intro')}</h2>
          <LanguageSwitch value={language} onChange={onLanguage} />
        </div>
        <p>{textIn(attempt.instrument.intro, language)}</p>
        <p className={styles.muted}>{t('evaluations.mobile.items', { count: items.length })}</p>
        <p className={styles.disclaimer}>{textIn(attempt.instrument.disclaimer, language)}</p>
        <button type="button" className={styles.primaryButton} onClick={() => setIntroOpen(false)}>
          {t('evaluations.mobile.begin')}
        </button>
      </section>
    );
  }

  return (
    <section className={styles.runner}>
      <div className={styles.progressRow}>
        <span className={styles.progressText} data-testid="item-progress">
          {t('evaluations.mobile.progress', { current: index + 1, total: items.length })}
        </span>
        <LanguageSwitch value={language} onChange={onLanguage} />
      </div>
      <div
        className={styles.progressBar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progressPercent(items.length, answeredCount)}
        aria-label={t('evaluations.mobile.answered', { count: answeredCount })}
      >
        <span style={{ width: `${progressPercent(items.length, answeredCount)}%` }} />
      </div>
      <p className={styles.muted}>{t('evaluations.mobile.answered', { count: answeredCount })}</p>
      {readOnly ? <p className={styles.readOnly}>{t('evaluations.mobile.readOnly')}</p> : null}
      {item ? (
        <ItemScreen
          key={item.id}
          number={index + 1}
          text={textIn(item.text, language)}
          options={attempt.instrument.responseScale.options.map((option) => ({
            value: option.value,
            label: textIn(option.label, language),
          }))}
          value={answers.get(item.id) ?? null}
          disabled={readOnly}
          onAnswer={handleAnswer}
        />
      ) : null}
      <div className={styles.footer}>
        <button type="button" className={styles.secondaryButton} disabled={index === 0} onClick={() => goTo(index - 1)}>
          {t('evaluations.mobile.previous')}
        </button>
        {readOnly ? (
          isLast && attempt.resultId !== null ? (
            <button
              type="button"
              className={styles.primaryButton}
              onClick={() => mobileHistory.replace(evaluationReportHref(attempt.resultId as number, iswx))}
            >
              {t('evaluations.mobile.report')}
            </button>
          ) : (
            <button type="button" className={styles.primaryButton} disabled={isLast} onClick={() => goTo(index + 1)}>
              {t('evaluations.mobile.next')}
            </button>
          )
        ) : isLast ? (
          <button
            type="button"
            className={styles.primaryButton}
            disabled={submitting}
            onClick={() => void handleSubmit()}
          >
            {t('evaluations.mobile.submit')}
          </button>
        ) : (
          <button type="button" className={styles.primaryButton} onClick={() => goTo(index + 1)}>
            {t('evaluations.mobile.next')}
          </button>
        )}
      </div>
    </section>
  );
}
