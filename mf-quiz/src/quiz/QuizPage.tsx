import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from '@btb/shared-router';
import { useTranslation } from '@btb/shared-i18n';
import { PageContainer, PageHeading, Spinner, usePageMeta, Row } from '@btb/shared-ui';
import { quizNamespace } from '../quizNamespace';
import { CodeEntry } from './CodeEntry';
import { BackButton } from './BackButton';
import { QuizBoard } from './QuizBoard';
import { QuizSummary } from './QuizSummary';
import { SequenceHeader } from './SequenceHeader';
import { useQuizSession } from './useQuizSession';
import { useRecordQuizScore } from '../round/useRecordQuizScore';
import { meta } from './quizMeta';
export { meta };
export { prefetchQuiz as prefetch } from './prefetchQuiz';

/** SPEC section 2 "Quiz page": `/quiz`, and `/quiz?code=…` starts at once. */
export default function QuizPage() {
  const { t } = useTranslation(quizNamespace);
  const [searchParams, setSearchParams] = useSearchParams();
  const { state, start, newQuiz, dispatchRound } = useQuizSession();
  const sequence = 'sequence' in state ? state.sequence : null;
  useRecordQuizScore(state.phase === 'finished' ? state.round : null, sequence?.code);
  usePageMeta(meta, { sequenceName: sequence?.name });

  // The code last started, so the URL effect neither repeats it nor misses a new one.
  const lastStarted = useRef<string | null>(null);
  const begin = useCallback(
    (code: string) => {
      lastStarted.current = code;
      void start(code);
    },
    [start],
  );

  const urlCode = searchParams.get('code')?.trim() ?? '';
  useEffect(() => {
    if (urlCode && urlCode !== lastStarted.current) begin(urlCode);
  }, [urlCode, begin]);

  const submit = (code: string) => {
    setSearchParams({ code }, { replace: true });
    begin(code);
  };

  const startOver = () => {
    lastStarted.current = null;
    setSearchParams({}, { replace: true });
    newQuiz();
  };

  return (
    <PageContainer data-build-id={__BUILD_ID__}>
      <BackButton />
      <PageHeading>{t('quiz.heading')}</PageHeading>
      {(state.phase === 'entry' || state.phase === 'validating') && (
        <CodeEntry
          code={state.code}
          error={state.phase === 'entry' ? state.error : null}
          validating={state.phase === 'validating'}
          onSubmit={submit}
          suggest={!urlCode || (state.phase === 'entry' && state.error !== null)}
        />
      )}
      {sequence && <SequenceHeader sequence={sequence} />}
      {state.phase === 'loading' && (
        <Row $gap={3}>
          <Spinner label={t('code.loadingQuestions')} />
          <p>{t('code.loadingQuestions')}</p>
        </Row>
      )}
      {state.phase === 'playing' && (
        <QuizBoard round={state.round} dispatch={dispatchRound} lessonCode={state.sequence.code} />
      )}
      {state.phase === 'finished' && (
        <QuizSummary
          round={state.round}
          onReviewMistakes={() => dispatchRound({ type: 'reviewMistakes' })}
          onRestart={() => dispatchRound({ type: 'restart' })}
          onNewQuiz={startOver}
        />
      )}
    </PageContainer>
  );
}
