import { roundActionForKey } from './useRoundKeyboard';

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
