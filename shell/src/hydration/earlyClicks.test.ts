import { earlyClicksScript, replayEarlyClicks } from './earlyClicks';

/** Runs the head's inline script as the browser would, before the page's other scripts. */
function runInlineScript(): void {
  const html = earlyClicksScript('abc');
  const source = /^<script nonce="abc">(.*)<\/script>$/s.exec(html)?.[1];
  if (!source) throw new Error(`not one nonce'd inline script: ${html}`);
  new Function(source)();
}

function button(label: string, inForm?: 'submit' | 'button'): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = label;
  if (inForm) {
    const form = document.createElement('form');
    element.type = inForm;
    form.append(element);
    document.body.append(form);
  } else document.body.append(element);
  return element;
}

/** The page's own handler, as hydration brings it: the labels of the buttons it sees clicked. */
function recordClicks(): string[] {
  const clicked: string[] = [];
  document.addEventListener('click', (event) =>
    clicked.push((event.target as HTMLElement).textContent ?? ''),
  );
  return clicked;
}

afterEach(() => document.body.replaceChildren());

describe('clicks before the page is hydrated', () => {
  it('clicks the buttons clicked before the scripts ran again, in order, once the page listens', () => {
    runInlineScript();
    const play = button('Play');
    const like = button('Like');
    play.click();
    like.click();
    play.click();
    // The page's handlers arrive with hydration.
    const clicked = recordClicks();
    replayEarlyClicks();
    expect(clicked).toEqual(['Play', 'Like', 'Play']);
    // From now on the page's own handlers answer; nothing is kept or replayed twice.
    like.click();
    replayEarlyClicks();
    expect(clicked).toEqual(['Play', 'Like', 'Play', 'Like']);
  });

  it('leaves what works without scripts to the browser, and skips buttons the page no longer has', () => {
    runInlineScript();
    const submit = button('Search', 'submit');
    submit.form?.addEventListener('submit', (event) => event.preventDefault());
    const inFormButton = button('Clear', 'button');
    const gone = button('Gone');
    submit.click();
    inFormButton.click();
    gone.click();
    gone.remove();
    const clicked = recordClicks();
    replayEarlyClicks();
    expect(clicked).toEqual(['Clear']);
  });

  it('does nothing on a page without the inline script (client-rendered)', () => {
    expect(() => replayEarlyClicks()).not.toThrow();
  });
});
