import { useEffect, useMemo, useState } from 'react';
import { type BookOverview } from '@btb/shared-contract';
import { apiRoutes, apiRequest, selectLearningSubject, useAppSelector } from '@btb/shared-store';
import { readQuizScores, type QuizScore } from '@btb/shared-review';
import type { MyLearningData } from '../useMyLearning';
import { learnerPath, pathSubject, type LearnerPath } from './learnerPath';

export type PathState =
  | { status: 'loading' }
  /** No plan to show a path in yet: no pair chosen, no lesson answered. */
  | { status: 'none' }
  | { status: 'error' }
  | { status: 'ready'; path: LearnerPath | null };

type Plan = { subject: string; overview: BookOverview } | { subject: string; failed: true };

/**
 * The learner's path in their plan. The plan is fetched once per plan; the path is worked out again
 * from the page's data (which moves as the player does) and the quiz scores, read with it.
 */
export function useLearnerPath(data: MyLearningData): PathState {
  const pair = useAppSelector(selectLearningSubject);
  const subject = pathSubject(pair, data.cards);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [quizScores, setQuizScores] = useState<QuizScore[] | 'failed' | null>(null);

  useEffect(() => {
    if (!subject) return;
    const controller = new AbortController();
    apiRequest<BookOverview>(apiRoutes.bookOverview(subject), { signal: controller.signal })
      .then((overview) => setPlan({ subject, overview }))
      .catch(() => {
        if (!controller.signal.aborted) setPlan({ subject, failed: true });
      });
    return () => controller.abort();
  }, [subject]);

  useEffect(() => {
    let current = true;
    readQuizScores()
      .then((scores) => current && setQuizScores(scores))
      .catch(() => current && setQuizScores('failed'));
    return () => {
      current = false;
    };
  }, [data]);

  return useMemo((): PathState => {
    if (!subject) return { status: 'none' };
    if (!plan || plan.subject !== subject || !quizScores) return { status: 'loading' };
    if ('failed' in plan || quizScores === 'failed') return { status: 'error' };
    const facts = { cards: data.cards, heard: data.listening.heard, quizScores };
    return { status: 'ready', path: learnerPath(plan.overview, facts, new Date()) };
  }, [subject, plan, quizScores, data]);
}
