import type { QuizQuestion } from '@btb/shared-contract';
import { streakThreshold } from './quizConstants';

/** One pass through a deck of cards: the state both the flashcard modal and the quiz page run on. */
export interface RoundState {
  /** The full deck, kept so Restart can replay it after a review round. */
  deck: QuizQuestion[];
  /** The cards of this round: the deck, or only the ones missed last time. */
  cards: QuizQuestion[];
  index: number;
  flipped: boolean;
  /** Marked correct or incorrect, waiting for the 300 ms advance. */
  answering: boolean;
  correct: number;
  incorrect: number;
  streak: number;
  showStreakBadge: boolean;
  missed: QuizQuestion[];
  finished: boolean;
  /** A round of only the cards missed last time. */
  reviewing: boolean;
}

export type RoundAction =
  | { type: 'flip' }
  | { type: 'answer'; knewIt: boolean }
  | { type: 'advance' }
  | { type: 'hideStreakBadge' }
  | { type: 'restart' }
  | { type: 'reviewMistakes' };

function freshRound(deck: QuizQuestion[], cards: QuizQuestion[]): RoundState {
  return {
    deck,
    cards,
    index: 0,
    flipped: false,
    answering: false,
    correct: 0,
    incorrect: 0,
    streak: 0,
    showStreakBadge: false,
    missed: [],
    finished: cards.length === 0,
    reviewing: cards !== deck,
  };
}

export function startRound(questions: QuizQuestion[]): RoundState {
  return freshRound(questions, questions);
}

export function roundReducer(state: RoundState, action: RoundAction): RoundState {
  switch (action.type) {
    case 'flip':
      if (state.finished || state.answering) return state;
      return { ...state, flipped: !state.flipped };
    case 'answer': {
      // Only a revealed card can be marked, and only once.
      if (state.finished || state.answering || !state.flipped) return state;
      if (!action.knewIt) {
        const card = state.cards[state.index];
        return {
          ...state,
          answering: true,
          incorrect: state.incorrect + 1,
          streak: 0,
          missed: card ? [...state.missed, card] : state.missed,
        };
      }
      const streak = state.streak + 1;
      return {
        ...state,
        answering: true,
        correct: state.correct + 1,
        streak,
        showStreakBadge: streak === streakThreshold ? true : state.showStreakBadge,
      };
    }
    case 'advance': {
      if (!state.answering) return state;
      const next = state.index + 1;
      if (next >= state.cards.length) return { ...state, answering: false, finished: true };
      return { ...state, index: next, flipped: false, answering: false };
    }
    case 'hideStreakBadge':
      return state.showStreakBadge ? { ...state, showStreakBadge: false } : state;
    case 'restart':
      return freshRound(state.deck, state.deck);
    case 'reviewMistakes':
      if (!state.finished || state.missed.length === 0) return state;
      return freshRound(state.deck, state.missed);
  }
}

/** The card shown now, if any. */
export const currentCard = (state: RoundState): QuizQuestion | undefined =>
  state.finished ? undefined : state.cards[state.index];
