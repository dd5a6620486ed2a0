import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PLAN_EVENT_LABELS,
  PLAN_STAGE_COLORS,
  PLAN_STAGE_LABELS,
  type PlanEventAction,
} from '@zhihang/contract/plans/plan-stage';
import type { PlanDetail } from '@zhihang/contract/plans/plan.schema';
import type { PlanEvent, PlanWorkflow } from '@zhihang/contract/plans/plan-workflow.schema';
import { Alert, Button, Card, Empty, Input, Select, Space, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../base/feedback.ts';
import styles from './guidance.module.css';
import { planKeys } from './planKeys.ts';
import { plansApi } from './plans.api.ts';

const time = (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm');

/** The colour of a step on the timeline: sign-off green, asks and fall backs orange. */
const EVENT_COLORS: Partial<Record<PlanEventAction, string>> = {
  review_pass: 'green',
  student_confirm: 'blue',
  parent_confirm: 'purple',
  review_changes: 'orange',
  fall_back: 'red',
  parent_question: 'gold',
};

/** What changed since the confirmed version, as the fall back's event lists it. */
function ChangeList({ event }: { event: PlanEvent }) {
  const { t } = useTranslation();
  const changes = event.detail.changes ?? [];
  if (!changes.length) return null;
  return (
    <ul className={styles.reviewChanges}>
      {changes.map((change, index) => (
        <li key={index}>
          {t(`planReview.change.${change.kind}`, { label: change.label, from: change.from ?? '', to: change.to ?? '' })}
        </li>
      ))}
    </ul>
  );
}

/** One step of the trail: what, who, when, which version, and its particulars. */
function EventText({ event }: { event: PlanEvent }) {
  const { t } = useTranslation();
  const { detail } = event;
  const who = `${t(`planReview.actor.${event.actorKind}`)} ${event.actorName}${detail.relationship ? `（${detail.relationship}）` : ''}`;
  return (
    <div data-testid="review-event" data-action={event.action}>
      <Space size={6} wrap>
        <Typography.Text strong>{PLAN_EVENT_LABELS[event.action]}</Typography.Text>
        <Tag>{t('planReview.version', { version: event.version })}</Tag>
        <Tag color={PLAN_STAGE_COLORS[event.stage]}>{PLAN_STAGE_LABELS[event.stage]}</Tag>
      </Space>
      <div className={styles.reviewMeta}>
        {who} · {time(event.at)}
      </div>
      {detail.slot ? (
        <div>
          {t('planReview.commentSlotOption', { slot: detail.slot, unit: detail.unit ?? '' })}：{detail.comment}
        </div>
      ) : detail.comment ? (
        <div>{detail.comment}</div>
      ) : null}
      {detail.question ? <div>{detail.question}</div> : null}
      {detail.reviewerName ? <div>{detail.reviewerName}</div> : null}
      {detail.note ? <div>{detail.note}</div> : null}
      {event.action === 'fall_back' && detail.changes?.length ? (
        <Typography.Text type="secondary">{t('planReview.changesTitle')}</Typography.Text>
      ) : null}
      <ChangeList event={event} />
    </div>
  );
}

/**
 * 审核: the plan's stage with why it fell back, the reviewer, comments on its rows, 需修改 or
 * 已审核, the parents' questions and the whole audit trail with the version of each step.
 */
export function PlanReviewPanel({
  plan,
  stuId,
  canSetReviewer = true,
}: {
  plan: PlanDetail;
  stuId: number;
  /** A reviewer from outside the class reviews; naming the reviewer stays the class's teachers'. */
  canSetReviewer?: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = planKeys.workflow(stuId, plan.id, plan.updatedAt);
  const workflow = useQuery({ queryKey: key, queryFn: () => plansApi.workflow(plan.id) });
  const reviewers = useQuery({
    queryKey: [...planKeys.all, 'reviewers'],
    queryFn: () => plansApi.reviewers(),
    enabled: canSetReviewer,
  });
  const [verdictComment, setVerdictComment] = useState('');
  const [slot, setSlot] = useState<number | undefined>(undefined);
  const [comment, setComment] = useState('');

  const settle = async (next: PlanWorkflow, message?: string) => {
    client.setQueryData(key, next);
    // The stage and reviewer show in the plan's summary too.
    await client.invalidateQueries({ queryKey: planKeys.list(stuId) });
    await client.invalidateQueries({ queryKey: planKeys.detail(stuId, plan.id) });
    if (message) feedback.success(message);
  };
  const review = useMutation({
    mutationFn: (verdict: 'pass' | 'changes') =>
      plansApi.review({ id: plan.id, verdict, ...(verdictComment.trim() ? { comment: verdictComment.trim() } : {}) }),
    onSuccess: (next, verdict) => {
      setVerdictComment('');
      void settle(next, t(verdict === 'pass' ? 'planReview.passDone' : 'planReview.changesDone'));
    },
  });
  const addComment = useMutation({
    mutationFn: () => plansApi.reviewComment({ id: plan.id, slot: slot as number, comment: comment.trim() }),
    onSuccess: (next) => {
      setComment('');
      void settle(next, t('common.operationSuccess'));
    },
  });
  const setReviewer = useMutation({
    mutationFn: (reviewerId: number | null) => plansApi.setReviewer(plan.id, reviewerId),
    onSuccess: (next) => void settle(next, t('common.operationSuccess')),
  });

  const state = workflow.data;
  const events = state?.events ?? [];
  const comments = events.filter((event) => event.action === 'review_comment');
  const questions = events.filter((event) => event.action === 'parent_question');
  const stage = state?.stage ?? plan.stage;

  return (
    <Card size="small" className={styles.card} title={t('planReview.title')} data-testid="plan-review">
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        <Space wrap>
          <Typography.Text type="secondary">{t('planReview.stage')}</Typography.Text>
          <Tag color={PLAN_STAGE_COLORS[stage]} data-testid="plan-stage">
            {PLAN_STAGE_LABELS[stage]}
          </Tag>
          <Tag>{t('planReview.version', { version: state?.version ?? plan.version })}</Tag>
          {state?.reviewedAt ? (
            <Typography.Text data-testid="plan-reviewed-by">
              {t('planReview.reviewedBy', { name: state.reviewerName, date: time(state.reviewedAt) })}
            </Typography.Text>
          ) : null}
        </Space>
        {state?.stageNote ? (
          <Alert type="warning" showIcon title={state.stageNote} data-testid="plan-stage-note" />
        ) : null}
        <Space wrap>
          <Typography.Text type="secondary">{t('planReview.reviewer')}</Typography.Text>
          {canSetReviewer ? (
            <Select
              aria-label={t('planReview.setReviewer')}
              style={{ width: 180 }}
              allowClear
              placeholder={t('planReview.noReviewer')}
              value={state?.reviewerId ?? undefined}
              loading={setReviewer.isPending}
              onChange={(value?: number) => setReviewer.mutate(value ?? null)}
              options={(reviewers.data ?? []).map((reviewer) => ({ value: reviewer.id, label: reviewer.name }))}
            />
          ) : (
            <Typography.Text>{state?.reviewerName || t('planReview.noReviewer')}</Typography.Text>
          )}
        </Space>
        <Input.TextArea
          aria-label={t('planReview.verdictComment')}
          placeholder={t('planReview.verdictComment')}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={500}
          value={verdictComment}
          onChange={(event) => setVerdictComment(event.target.value)}
        />
        <Space wrap>
          <Button
            danger
            loading={review.isPending && review.variables === 'changes'}
            onClick={() => review.mutate('changes')}
          >
            {t('planReview.changes')}
          </Button>
          <Button
            type="primary"
            loading={review.isPending && review.variables === 'pass'}
            onClick={() => review.mutate('pass')}
          >
            {t('planReview.pass')}
          </Button>
        </Space>

        <div>
          <Typography.Title level={5}>{t('planReview.comments')}</Typography.Title>
          {/* Wraps on a phone: the slot, the comment and the button each take a line there. */}
          <div className={styles.reviewCommentRow}>
            <Select
              aria-label={t('planReview.commentSlot')}
              className={styles.reviewCommentSlot}
              placeholder={t('planReview.commentSlot')}
              value={slot}
              onChange={setSlot}
              options={plan.rows.map((row) => ({
                value: row.slot,
                label: t('planReview.commentSlotOption', { slot: row.slot, unit: row.collegeName }),
              }))}
            />
            <Input
              className={styles.reviewCommentText}
              aria-label={t('planReview.comment')}
              placeholder={t('planReview.commentPlaceholder')}
              maxLength={500}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
            <Button
              disabled={slot === undefined || !comment.trim()}
              loading={addComment.isPending}
              onClick={() => addComment.mutate()}
            >
              {t('planReview.commentAdd')}
            </Button>
          </div>
          {comments.length ? (
            <ul className={styles.reviewList} data-testid="review-comments">
              {comments.map((event) => (
                <li key={event.id}>
                  {t('planReview.commentSlotOption', { slot: event.detail.slot ?? '', unit: event.detail.unit ?? '' })}
                  ：{event.detail.comment}
                  <span className={styles.reviewMeta}>
                    {' '}
                    — {event.actorName} · {t('planReview.version', { version: event.version })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <Typography.Text type="secondary">{t('planReview.noComments')}</Typography.Text>
          )}
        </div>

        <div>
          <Typography.Title level={5}>{t('planReview.questions')}</Typography.Title>
          {questions.length ? (
            <ul className={styles.reviewList} data-testid="parent-questions">
              {questions.map((event) => (
                <li key={event.id}>
                  <strong>
                    {event.actorName}
                    {event.detail.relationship ? `（${event.detail.relationship}）` : ''}
                  </strong>
                  ：{event.detail.question}
                  <span className={styles.reviewMeta}> · {time(event.at)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <Typography.Text type="secondary">{t('planReview.noQuestions')}</Typography.Text>
          )}
        </div>

        <div>
          <Typography.Title level={5}>{t('planReview.trail')}</Typography.Title>
          {events.length ? (
            <Timeline
              data-testid="review-trail"
              items={[...events].reverse().map((event) => ({
                key: event.id,
                color: EVENT_COLORS[event.action] ?? 'gray',
                content: <EventText event={event} />,
              }))}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('planReview.noTrail')} />
          )}
        </div>
      </Space>
    </Card>
  );
}
