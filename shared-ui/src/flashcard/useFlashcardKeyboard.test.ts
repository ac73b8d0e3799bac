import { fireEvent, renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  isCharacterKey,
  flashcardActionForKey,
  useFlashcardKeyboard,
} from './useFlashcardKeyboard';

describe('flashcardActionForKey', () => {
  it.each([
    [' ', { type: 'flip' }],
    ['Enter', { type: 'flip' }],
    ['ArrowLeft', { type: 'answer', knewIt: false }],
    ['1', { type: 'answer', knewIt: false }],
    ['ArrowRight', { type: 'answer', knewIt: true }],
    ['2', { type: 'answer', knewIt: true }],
  ])('maps %j', (key, action) => {
    expect(flashcardActionForKey(key)).toEqual(action);
  });

  it('ignores other keys', () => {
    expect(flashcardActionForKey('a')).toBeNull();
    expect(flashcardActionForKey('Tab')).toBeNull();
  });

  it('counts only 1 and 2 as character keys, not Space, Enter or the arrows', () => {
    expect(['1', '2', ' ', 'Enter', 'ArrowLeft', 'ArrowRight'].map(isCharacterKey)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

/** A page with a button and a text field outside the quiz card, and the card's own button. */
function quizPage() {
  const outside = document.createElement('button');
  outside.textContent = 'Back';
  const field = document.createElement('input');
  const region = document.createElement('div');
  const card = document.createElement('button');
  card.textContent = 'Card';
  region.append(card);
  document.body.append(outside, field, region);
  return { outside, field, card, region: { current: region } };
}

const answers = (dispatch: jest.Mock) =>
  dispatch.mock.calls.filter(([action]) => (action as { type: string }).type === 'answer');

describe('useFlashcardKeyboard', () => {
  it('takes Space and the arrows before the player bar does, so they flip and answer', () => {
    // The player bar listens on the document too (mounted earlier) and skips handled events.
    const player = jest.fn((event: KeyboardEvent) => event.defaultPrevented);
    document.addEventListener('keydown', player);
    const dispatch = jest.fn();
    const region = { current: document.createElement('div') };
    const { unmount } = renderHook(() =>
      useFlashcardKeyboard(dispatch, { inDialog: false, region }),
    );

    fireEvent.keyDown(document.body, { key: ' ' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });

    expect(dispatch.mock.calls).toEqual([[{ type: 'flip' }], [{ type: 'answer', knewIt: true }]]);
    expect(player.mock.results.map((result) => result.value as boolean)).toEqual([true, true]);
    unmount();
    document.removeEventListener('keydown', player);
  });

  afterEach(() => document.body.replaceChildren());

  it('answers with 1 and 2 only while focus is in the card region (WCAG 2.1.4)', async () => {
    const user = userEvent.setup();
    const { outside, card, region } = quizPage();
    const dispatch = jest.fn();
    renderHook(() => useFlashcardKeyboard(dispatch, { inDialog: false, region }));

    await user.keyboard('12');
    outside.focus();
    await user.keyboard('12');
    expect(answers(dispatch)).toEqual([]);

    card.focus();
    await user.keyboard('12');
    expect(answers(dispatch)).toEqual([
      [{ type: 'answer', knewIt: false }],
      [{ type: 'answer', knewIt: true }],
    ]);
  });

  it('keeps the arrows page-wide, since they are not character keys', async () => {
    const user = userEvent.setup();
    const { outside, region } = quizPage();
    const dispatch = jest.fn();
    renderHook(() => useFlashcardKeyboard(dispatch, { inDialog: false, region }));
    outside.focus();
    await user.keyboard('{ArrowLeft}');
    expect(answers(dispatch)).toEqual([[{ type: 'answer', knewIt: false }]]);
  });

  it('leaves typing in a text field alone', async () => {
    const user = userEvent.setup();
    const { field, region } = quizPage();
    const dispatch = jest.fn();
    renderHook(() => useFlashcardKeyboard(dispatch, { inDialog: false, region }));
    await user.type(field, '12 ');
    expect(field).toHaveValue('12 ');
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('in the modal, takes 1 and 2 from anywhere in its dialog but not from outside it', async () => {
    const user = userEvent.setup();
    const { outside, region } = quizPage();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.tabIndex = -1;
    dialog.append(region.current);
    document.body.append(dialog);
    const dispatch = jest.fn();
    renderHook(() => useFlashcardKeyboard(dispatch, { inDialog: true, region }));

    outside.focus();
    await user.keyboard('2');
    expect(answers(dispatch)).toEqual([]);
    dialog.focus();
    await user.keyboard('2');
    expect(answers(dispatch)).toEqual([[{ type: 'answer', knewIt: true }]]);
  });
});
