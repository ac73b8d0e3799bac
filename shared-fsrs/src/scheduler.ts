import type { ReviewLog, ReviewRating } from '@btb/shared-contract';
import {
  createEmptyCard,
  fsrs,
  generatorParameters,
  Rating,
  State,
  type Card,
  type Grade,
} from 'ts-fsrs';
import { cardId, inReviewOrder, type ReviewCard, type ReviewCardState } from './reviewCard';

/**
 * The FSRS scheduler with the library's default weights and learning steps. Fuzz is off: every
 * device must compute the same schedule from the same logs.
 */
const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));

const grades: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

const states: Record<State, ReviewCardState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

/**
 * A card's schedule from its logs, replayed in time order (then by id), so the same set of logs
 * gives the same card whatever order they arrived in. Null for a card without logs.
 */
export function replayCard(logs: readonly ReviewLog[]): ReviewCard | null {
  const ordered = inReviewOrder(logs);
  const first = ordered[0];
  if (!first) return null;
  let card: Card = createEmptyCard(new Date(first.reviewedAt));
  for (const log of ordered) {
    card = scheduler.next(card, new Date(log.reviewedAt), grades[log.rating]).card;
  }
  const last = ordered[ordered.length - 1] as ReviewLog;
  return {
    id: cardId(first),
    lessonCode: first.lessonCode,
    word: first.word,
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    state: states[card.state],
    reps: card.reps,
    lapses: card.lapses,
    lastReview: last.reviewedAt,
  };
}

/** Each card of a mixed set of logs, replayed. */
export function replayCards(logs: readonly ReviewLog[]): ReviewCard[] {
  const byCard = new Map<string, ReviewLog[]>();
  for (const log of logs) {
    const id = cardId(log);
    const list = byCard.get(id);
    if (list) list.push(log);
    else byCard.set(id, [log]);
  }
  return [...byCard.values()].map(replayCard).filter((card): card is ReviewCard => card !== null);
}
