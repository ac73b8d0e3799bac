import { useEffect, useState } from 'react';
import { apiRoutes, type BookOverview } from '@btb/shared-contract';
import { readQuizScores, type LearnerFacts } from '@btb/shared-review';
import { apiRequest, selectLearningSubject, useAppSelector } from '@btb/shared-store';
import type { MyLearningData } from '../useMyLearning';
import { learnerPath, pathSubject, type LearnerPath } from './learnerPath';

export type PathState =
  | { status: 'loading' }
  /** No plan to show a path in yet: no pair chosen, no lesson answered. */
  | { status: 'none' }
  | { status: 'error' }
  | { status: 'ready'; path: LearnerPath | null };

/** The learner's path in their plan, from the page's data, the quiz scores and the plan (fetched). */
export function useLearnerPath(data: MyLearningData): PathState {
  const pair = useAppSelector(selectLearningSubject);
  const subject = pathSubject(pair, data.cards);
  const [state, setState] = useState<PathState>({ status: 'loading' });
  useEffect(() => {
    if (!subject) {
      setState({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    const read = async () => {
      const [overview, quizScores] = await Promise.all([
        apiRequest<BookOverview>(apiRoutes.bookOverview(subject), { signal: controller.signal }),
        readQuizScores(),
      ]);
      const facts: LearnerFacts = { cards: data.cards, heard: data.listening.heard, quizScores };
      setState({ status: 'ready', path: learnerPath(overview, facts, new Date()) });
    };
    read().catch(() => {
      if (!controller.signal.aborted) setState({ status: 'error' });
    });
    return () => controller.abort();
  }, [subject, data]);
  return state;
}
