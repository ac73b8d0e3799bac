import { onFirstButtonPress } from './onFirstButtonPress';

function page() {
  document.body.innerHTML = `
    <p>Some text</p>
    <button type="button"><span>Play Hallo</span></button>
    <a href="/search">Search</a>`;
  return {
    text: document.querySelector('p') as HTMLElement,
    insideButton: document.querySelector('span') as HTMLElement,
    button: document.querySelector('button') as HTMLButtonElement,
    link: document.querySelector('a') as HTMLElement,
  };
}

const pointerDown = (target: Element) =>
  target.dispatchEvent(new Event('pointerdown', { bubbles: true }));
const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));

describe('onFirstButtonPress', () => {
  it('runs once, at the first pointer down on a button or on what is inside one', () => {
    const { text, link, insideButton, button } = page();
    const then = jest.fn();
    const stop = onFirstButtonPress(then);
    pointerDown(text);
    pointerDown(link);
    expect(then).not.toHaveBeenCalled();
    pointerDown(insideButton);
    pointerDown(button);
    expect(then).toHaveBeenCalledTimes(1);
    stop();
  });

  it('runs at Enter or Space on a focused button, not at other keys', () => {
    const { button } = page();
    const then = jest.fn();
    const stop = onFirstButtonPress(then);
    key(button, 'Tab');
    key(button, 'a');
    expect(then).not.toHaveBeenCalled();
    key(button, ' ');
    expect(then).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stopped, it runs at nothing', () => {
    const { button } = page();
    const then = jest.fn();
    onFirstButtonPress(then)();
    pointerDown(button);
    key(button, 'Enter');
    expect(then).not.toHaveBeenCalled();
  });
});
