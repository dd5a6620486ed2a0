import type { Attempt } from '@zhihang/contract/evaluations/evaluations.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { evaluationKeys } from '../../../modules/evaluations/evaluationKeys.ts';
import { textIn } from '../../../modules/evaluations/rules/answerLanguage.ts';
import { DetailLayout } from '../../components/DetailLayout.tsx';
import { DetailSkeleton } from '../../components/DetailSkeleton.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { AttemptRunner } from '../../evaluations/AttemptRunner.tsx';
import { mobileEvaluationApi } from '../../evaluations/mobileEvaluationApi.ts';
import { takingMemory } from '../../evaluations/takingMemory.ts';
import { useAnswerLanguage } from '../../evaluations/useAnswerLanguage.ts';
import { mobileHistory } from '../../router/mobileHistory.ts';
import { evaluationReportHref, MOBILE_PATHS } from '../../router/mobileRoutes.ts';

export type EvaluationTakePageProps = { id: number | null; iswx: boolean };

/**
 * Taking one assignment: the attempt is opened (or the open one resumed, with the answers the
 * server kept) and shown one item per screen; a finished one is shown read-only.
 */
export function EvaluationTakePage({ id, iswx }: EvaluationTakePageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useAnswerLanguage();
  const attempt = useQuery({
    queryKey: evaluationKeys.attempt(id ?? 0),
    queryFn: () => mobileEvaluationApi.start(id as number),
    enabled: id !== null,
    retry: false,
    // Always the server's answers when the page opens again: they are the resume point.
    gcTime: 0,
  });

  const handleSubmitted = (submitted: Attempt, resultId: number) => {
    takingMemory.forget(submitted.id);
    void queryClient.invalidateQueries({ queryKey: evaluationKeys.my() });
    mobileHistory.replace(evaluationReportHref(resultId, iswx));
  };

  return (
    <DetailLayout
      title={attempt.data ? textIn(attempt.data.instrument.title, language) : t('evaluations.mobile.myTitle')}
      iswx={iswx}
      fallback={MOBILE_PATHS.evaluations}
    >
      {id === null || attempt.isError ? (
        <EmptyState text={t('mobileKnowledge.empty')} />
      ) : attempt.data ? (
        <AttemptRunner
          attempt={attempt.data}
          iswx={iswx}
          language={language}
          onLanguage={setLanguage}
          onSubmitted={handleSubmitted}
        />
      ) : (
        <DetailSkeleton />
      )}
    </DetailLayout>
  );
}
