import { act, fireEvent, screen } from '@testing-library/react';
import { changeLanguage } from '@btb/shared-i18n';
import { makeStore } from '@btb/shared-store';
import { renderWithProviders, timedLine } from '@btb/shared-testing';
import { registerPlaybackClock } from '../engine/playbackClock';
import { playerActions } from '../state/playerSlice';
import { KaraokeScope } from './KaraokeScope';
import { KaraokeWords } from './KaraokeWords';

// Four lines, four seconds apart; the page shows 0-600 px, each line sits 400 px below the last.
const lines = [0, 4, 8, 12].map((start) => timedLine(start, `Zeile ${start} hier`));
const song = { id: 7, title: 'Haus Pop', creator: 'Lena', ysnRestricted: 0 as const };
const lineTop = (index: number) => 100 + index * 400;

let clock = 0;
let scrollY = 0;
let reducedMotion = false;
const scrolled: { line: string | null; options: unknown }[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  clock = 0;
  scrollY = 0;
  reducedMotion = false;
  scrolled.length = 0;
  registerPlaybackClock(() => clock);
  window.innerHeight = 600;
  window.matchMedia = jest.fn((query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
  })) as unknown as typeof window.matchMedia;
  // The lines are laid out down the page, 30 px high, the lyrics around them; scrolling moves them up.
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const line = this.getAttribute('data-line');
    const [pageTop, pageBottom] =
      line === null
        ? [lineTop(0) - 20, lineTop(lines.length - 1) + 50]
        : [lineTop(Number(line)), lineTop(Number(line)) + 30];
    const top = pageTop - scrollY;
    const bottom = pageBottom - scrollY;
    return { top, bottom, left: 0, right: 300, width: 300, height: bottom - top } as DOMRect;
  });
  jest
    .spyOn(Element.prototype, 'getClientRects')
    .mockImplementation(() => [{}] as unknown as DOMRectList);
  Element.prototype.scrollIntoView = jest.fn(function (this: Element, options) {
    scrolled.push({ line: this.getAttribute('data-line'), options });
    scrollY = lineTop(Number(this.getAttribute('data-line'))) - 300;
  });
});
afterEach(() => {
  registerPlaybackClock(null);
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** The song plays on for `seconds`. */
function play(seconds: number) {
  for (let ms = 0; ms < seconds * 1000; ms += 100) {
    clock += 0.1;
    act(() => jest.advanceTimersByTime(100));
  }
}

function renderScope({ follow = true } = {}) {
  const store = makeStore();
  store.dispatch(playerActions.trackSelected(song));
  store.dispatch(playerActions.playing());
  renderWithProviders(
    <KaraokeScope songId={7} lessonCode="L1" language="de" lines={lines} follow={follow}>
      {lines.map((line, index) => (
        <p key={index} data-line={index}>
          <KaraokeWords line={line} index={index} />
        </p>
      ))}
    </KaraokeScope>,
    { store },
  );
  return store;
}

/** The learner turns the wheel: the page moves to `y`. */
function wheelTo(y: number) {
  const deltaY = y - scrollY;
  scrollY = y;
  fireEvent.wheel(window, { deltaY });
}

const followButton = () => screen.queryByRole('button', { name: 'Follow the song' });

describe('karaoke: the sung line kept in view', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('scrolls a line into view only when it starts outside the viewport, smoothly', () => {
    renderScope();
    play(4.5); // line 1 at 500-530 px: in view
    expect(scrolled).toEqual([]);
    play(4); // line 2 at 900 px: below the fold
    expect(scrolled).toEqual([{ line: '2', options: { block: 'center', behavior: 'smooth' } }]);
    expect(followButton()).toBeNull();
  });

  it('leaves a learner elsewhere on the page where they are', () => {
    scrollY = -2000; // the lyrics far below
    renderScope();
    play(12.5);
    expect(scrolled).toEqual([]);
    expect(followButton()).toBeNull();
  });

  it('jumps without animation under reduced motion', () => {
    reducedMotion = true;
    renderScope();
    play(8.5);
    expect(scrolled).toEqual([{ line: '2', options: { block: 'center', behavior: 'auto' } }]);
  });

  it('leaves the page where the learner scrolled to, until "Follow the song"', () => {
    renderScope();
    play(1);
    wheelTo(2000); // down to the next section: every line above the viewport
    play(8); // lines 1 and 2 start out of view
    expect(scrolled).toEqual([]);
    fireEvent.click(followButton()!);
    expect(scrolled).toEqual([{ line: '2', options: { block: 'center', behavior: 'smooth' } }]);
    expect(followButton()).toBeNull();
    play(4); // line 3 at 1300 px, 600 px under line 2: out of view again, followed
    expect(scrolled.map(({ line }) => line)).toEqual(['2', '3']);
  });

  it('pauses for touch and page keys, not for keys a field or button takes', () => {
    renderScope();
    const input = document.body.appendChild(document.createElement('input'));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: ' ' });
    expect(followButton()).toBeNull();
    fireEvent.keyDown(document.body, { key: 'PageDown' });
    expect(followButton()).toBeInTheDocument();
    fireEvent.click(followButton()!);
    fireEvent.touchMove(window);
    expect(followButton()).toBeInTheDocument();
    input.remove();
  });

  it('follows again when the song starts playing again, or when a line starts in view', () => {
    const store = renderScope();
    wheelTo(2000);
    expect(followButton()).toBeInTheDocument();
    act(() => {
      store.dispatch(playerActions.paused());
    });
    // Paused: nothing to follow, no button.
    expect(followButton()).toBeNull();
    act(() => {
      store.dispatch(playerActions.playing());
    });
    expect(followButton()).toBeNull();
    wheelTo(10);
    expect(followButton()).toBeInTheDocument();
    play(4.5); // line 1 starts where the learner sees it
    expect(followButton()).toBeNull();
    play(4);
    expect(scrolled.map(({ line }) => line)).toEqual(['2']);
  });

  it('does nothing without `follow`', () => {
    renderScope({ follow: false });
    play(8.5);
    expect(scrolled).toEqual([]);
    wheelTo(100);
    expect(followButton()).toBeNull();
  });

  it('speaks German', async () => {
    renderScope();
    await act(() => changeLanguage('de'));
    wheelTo(100);
    expect(screen.getByRole('button', { name: 'Dem Song folgen' })).toBeInTheDocument();
  });
});
