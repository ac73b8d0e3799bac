import { Profiler } from 'react';
import { act, screen } from '@testing-library/react';
import { makeStore } from '@btb/shared-store';
import { renderWithProviders, timedLine } from '@btb/shared-testing';
import { registerPlaybackClock } from '../engine/playbackClock';
import { LyricsList } from '../nowPlaying/LyricsList';
import { playerActions } from '../state/playerSlice';
import { KaraokeScope } from './KaraokeScope';
import { KaraokeWords } from './KaraokeWords';

// A word every half second, each sung for 0.4 s: "Das" 0-0.4, "Haus" 0.5-0.9, ... "Garten." 5.5-5.9.
const lines = [
  timedLine(0, 'Das Haus ist groß,', 'The house is big,'),
  timedLine(4, 'der Baum im Garten.', 'the tree in the garden.'),
];
const song = { id: 7, title: 'Haus Pop', creator: 'Lena', ysnRestricted: 0 as const };

let clock = 0;
beforeEach(() => {
  jest.useFakeTimers();
  clock = 0;
  registerPlaybackClock(() => clock);
});
afterEach(() => {
  registerPlaybackClock(null);
  jest.useRealTimers();
});

/** The song plays on: the clock moves `seconds` at `speed`, frame by frame. */
function play(seconds: number, speed = 1) {
  const frameMs = 16;
  for (let ms = 0; ms < (seconds / speed) * 1000; ms += frameMs) {
    clock += (frameMs / 1000) * speed;
    act(() => jest.advanceTimersByTime(frameMs));
  }
}

const marked = () =>
  screen.queryAllByTestId('lyric-word').filter((word) => word.hasAttribute('data-sung'));
const markedText = () => marked().map((word) => word.textContent);

function renderList(current = true) {
  const store = makeStore();
  if (current) store.dispatch(playerActions.trackSelected(song));
  const commits: string[] = [];
  renderWithProviders(
    <Profiler id="lyrics" onRender={(_id, phase) => commits.push(phase)}>
      <LyricsList songId={7} lessonCode="L1" language="de" lines={lines} current={0} />
    </Profiler>,
    { store },
  );
  return { store, commits };
}

describe('karaoke: the word being sung', () => {
  it('is marked as the clock runs, from word to word and line to line, one at a time', () => {
    renderList();
    expect(markedText()).toEqual(['Das']);
    play(0.55);
    expect(markedText()).toEqual(['Haus']);
    play(1);
    expect(markedText()).toEqual(['groß,']);
    // The pause between the lines: no word is sung.
    play(1);
    expect(markedText()).toEqual([]);
    play(2); // 4.55 s
    expect(markedText()).toEqual(['Baum']);
  });

  it('follows the clock within 100 ms of each word start at 0.5× and 1.5×', () => {
    renderList();
    for (const speed of [0.5, 1.5]) {
      clock = 3.9;
      play(0.1 + 0.05, speed); // 4.05 s: 50 ms after "der" starts
      expect(markedText()).toEqual(['der']);
      play(0.5, speed); // 4.55 s: 50 ms after "Baum"
      expect(markedText()).toEqual(['Baum']);
    }
  });

  it('never renders the list again as the song plays: the mark is set on the word itself', () => {
    const { store, commits } = renderList();
    const mounted = commits.length;
    play(3);
    // The store's whole-second time updates do not reach the list either.
    for (let second = 1; second <= 3; second++) {
      act(() => {
        store.dispatch(playerActions.timeUpdated(second));
      });
    }
    play(3);
    expect(markedText()).toEqual(['Garten.']);
    expect(commits.length).toBe(mounted);
  });

  it('marks only while the song is the current track (not another song, not its podcast)', () => {
    const { store } = renderList(false);
    play(0.6);
    expect(marked()).toEqual([]);
    act(() => {
      store.dispatch(playerActions.trackSelected({ ...song, id: 8, title: 'Another song' }));
    });
    play(0.1);
    expect(marked()).toEqual([]);
    act(() => {
      store.dispatch(playerActions.trackSelected({ ...song, podcastFileName: 'podcast-7.mp3' }));
    });
    play(0.1);
    expect(marked()).toEqual([]);
    act(() => {
      store.dispatch(playerActions.trackSelected(song));
    });
    play(0.1);
    expect(markedText()).toEqual(['Haus']);
  });

  it('stops marking when the clock goes away, and clears the mark when another track starts', () => {
    const { store } = renderList();
    play(0.6);
    expect(markedText()).toEqual(['Haus']);
    registerPlaybackClock(null);
    play(0.1);
    expect(marked()).toEqual([]);
    registerPlaybackClock(() => clock);
    play(0.1);
    expect(markedText()).toEqual(['Haus']);
    const word = marked()[0] as HTMLElement;
    act(() => {
      store.dispatch(playerActions.trackSelected({ ...song, id: 8, title: 'Another song' }));
    });
    expect(word).not.toHaveAttribute('data-sung');
  });

  it('gives no word an aria-live region or aria-current: screen readers hear nothing per word', () => {
    renderList();
    play(0.6);
    const list = screen.getByTestId('lyrics');
    expect(list.querySelector('[aria-live]')).toBeNull();
    expect(marked()[0]).not.toHaveAttribute('aria-current');
    expect(screen.getAllByTestId('lyric-line')[0]).toHaveAttribute('aria-current', 'true');
  });

  it('shows every word of a line as a button, punctuation on its word', () => {
    renderWithProviders(
      <KaraokeScope songId={7} lessonCode="L1" language="de" lines={lines}>
        <p>
          <KaraokeWords line={lines[0]!} index={0} />
        </p>
      </KaraokeScope>,
    );
    const words = screen.getAllByRole('button');
    expect(words.map((word) => word.textContent)).toEqual(['Das', 'Haus', 'ist', 'groß,']);
    expect(words[0]?.closest('p')).toHaveTextContent('Das Haus ist groß,');
    expect(words[0]?.closest('[lang]')).toHaveAttribute('lang', 'de');
  });
});
