// Test-only helpers shared by the quiz component tests (never imported by app code).
import type * as NodeTimers from 'node:timers';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuizQuestion, QuizValidateResponse } from '@btb/shared-contract';
import { jsonResponse, mockFetch } from '@btb/shared-testing';

export const lesson: QuizValidateResponse = {
  valid: true,
  sequenceID: 9,
  sequenceName: 'Animals at the zoo',
  strCode: 'DE_EN_A1_B01_L01',
  songID: 3,
};

export const cards = (n: number): QuizQuestion[] =>
  Array.from({ length: n }, (_, i) => ({ question: `Frage ${i + 1}`, answer: `Answer ${i + 1}` }));

type Respond = () => Response | Promise<Response>;

/** The two quiz calls, answered by the given handlers (defaults: a valid code and `deck`). */
export function mockQuizApi({
  deck = cards(3),
  validate = () => jsonResponse(lesson),
  questions = () => jsonResponse({ questions: deck }),
}: { deck?: QuizQuestion[]; validate?: Respond; questions?: Respond } = {}) {
  return mockFetch([
    ['POST', '/api/quiz/validate-code', validate],
    ['GET', /\/api\/quiz\/questions\/\d+$/, questions],
  ]);
}

// Node's own setImmediate is never faked: lets promise chains finish without moving the clock.
const { setImmediate: realSetImmediate } = jest.requireActual<typeof NodeTimers>('node:timers');
export const settle = () => act(() => new Promise<void>((resolve) => realSetImmediate(resolve)));

export const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

export const fakeTimerUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

export type User = ReturnType<typeof fakeTimerUser>;

/** Reveals the current card with the flip button named `flip` and marks it, then waits 300 ms. */
export async function answerCard(user: User, knewIt: boolean, labels: [string, string]) {
  await user.click(screen.getByTestId('flashcard'));
  await user.click(screen.getByRole('button', { name: knewIt ? labels[1] : labels[0] }));
  await advance(300);
}
