import { fireEvent, renderHook } from '@testing-library/react';
import { roundActionForKey, useRoundKeyboard } from './useRoundKeyboard';

describe('roundActionForKey', () => {
  it.each([
    [' ', { type: 'flip' }],
    ['Enter', { type: 'flip' }],
    ['ArrowLeft', { type: 'answer', knewIt: false }],
    ['1', { type: 'answer', knewIt: false }],
    ['ArrowRight', { type: 'answer', knewIt: true }],
    ['2', { type: 'answer', knewIt: true }],
  ])('maps %j', (key, action) => {
    expect(roundActionForKey(key)).toEqual(action);
  });

  it('ignores other keys', () => {
    expect(roundActionForKey('a')).toBeNull();
    expect(roundActionForKey('Tab')).toBeNull();
  });
});

describe('useRoundKeyboard', () => {
  it('takes Space and the arrows before the player bar does, so they flip and answer', () => {
    // The player bar listens on the document too (mounted earlier) and skips handled events.
    const player = jest.fn((event: KeyboardEvent) => event.defaultPrevented);
    document.addEventListener('keydown', player);
    const dispatch = jest.fn();
    const { unmount } = renderHook(() =>
      useRoundKeyboard(dispatch, { enabled: true, inDialog: false }),
    );

    fireEvent.keyDown(document.body, { key: ' ' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });

    expect(dispatch.mock.calls).toEqual([[{ type: 'flip' }], [{ type: 'answer', knewIt: true }]]);
    expect(player.mock.results.map((result) => result.value as boolean)).toEqual([true, true]);
    unmount();
    document.removeEventListener('keydown', player);
  });
});
