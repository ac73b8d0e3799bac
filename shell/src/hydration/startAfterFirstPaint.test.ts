import { startAfterFirstPaintScript } from './startAfterFirstPaint';

/** Runs the head's inline script as the page would. */
function runInlineScript() {
  const source = /<script nonce="n">([\s\S]*)<\/script>/.exec(startAfterFirstPaintScript('n'))?.[1];
  new Function(source ?? '')();
}

describe('startAfterFirstPaint', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML =
      '<script type="text/plain" data-after-first-paint src="/main.js"></script>' +
      '<template data-after-first-paint>' +
      '<link rel="preload" as="script" href="/remote/entry.js" crossorigin="anonymous">' +
      '</template>';
  });
  afterEach(() => jest.useRealTimers());

  const live = () => ({
    script: document.head.querySelector('script:not([type])'),
    preload: document.head.querySelector('link[rel="preload"]'),
  });

  it('starts the entry and the preloads only after the first frame', () => {
    runInlineScript();
    expect(live()).toEqual({ script: null, preload: null });
    jest.advanceTimersByTime(20);
    const { script, preload } = live();
    expect(script?.getAttribute('src')).toBe('/main.js');
    expect((script as HTMLScriptElement).async).toBe(false);
    expect(preload?.getAttribute('href')).toBe('/remote/entry.js');
    expect(preload?.getAttribute('crossorigin')).toBe('anonymous');
    expect(document.querySelectorAll('[data-after-first-paint]')).toHaveLength(0);
  });

  it('starts the scripts in one task and the preloads in the next: two short tasks, not one', () => {
    runInlineScript();
    while (!live().script) jest.advanceTimersToNextTimer();
    expect(live().preload).toBeNull();
    jest.advanceTimersToNextTimer();
    expect(live().preload?.getAttribute('href')).toBe('/remote/entry.js');
  });

  it("starts the page where this origin's storage is blocked", () => {
    const blocked = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The access is denied for this document.', 'SecurityError');
    });
    try {
      runInlineScript();
      jest.advanceTimersByTime(2_000);
      expect(blocked).toHaveBeenCalled();
      expect(live().script?.getAttribute('src')).toBe('/main.js');
      expect(live().preload?.getAttribute('href')).toBe('/remote/entry.js');
    } finally {
      blocked.mockRestore();
    }
  });

  it('starts each only once, however the page is painted', () => {
    runInlineScript();
    jest.advanceTimersByTime(2_000);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });
});
