import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@btb/shared-i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import { playerActions } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import { PlayerBar } from './PlayerBar';

const song: PlayerTrack = {
  id: 1,
  title: 'Hallo Welt',
  creator: 'Lena Berg',
  imageUrl: '/api/image/song-1.webp',
  ysnRestricted: 0,
};

/** jsdom has no media playback: give `<audio>` just enough behaviour to be driven. */
function setProperty(element: HTMLMediaElement, name: string, value: unknown) {
  Object.defineProperty(element, name, { value, configurable: true, writable: true });
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function play(
    this: HTMLMediaElement,
  ) {
    setProperty(this, 'paused', false);
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function pause(
    this: HTMLMediaElement,
  ) {
    if (this.paused) return;
    setProperty(this, 'paused', true);
    this.dispatchEvent(new Event('pause'));
  });
  mockFetch([
    [`GET`, /^\/api\/audio\/\d+$/, () => jsonResponse({ url: '/api/media/song.wav?sig=1' })],
  ]);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function renderBar() {
  const view = renderWithProviders(<PlayerBar />);
  const audio = view.container.ownerDocument.querySelector('audio') as HTMLAudioElement;
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { ...view, audio, user };
}

/** Dispatches `play` as a remote would, and lets the audio buffer and start. */
async function startSong(view: ReturnType<typeof renderBar>, track = song, queue?: PlayerTrack[]) {
  act(() => {
    view.store.dispatch(playerActions.play(track, queue));
  });
  await act(() => jest.advanceTimersByTimeAsync(0));
  setProperty(view.audio, 'duration', 200);
  setProperty(view.audio, 'readyState', 4);
  act(() => {
    view.audio.dispatchEvent(new Event('durationchange'));
  });
  await act(() => jest.advanceTimersByTimeAsync(200));
}

function reach(audio: HTMLAudioElement, seconds: number) {
  setProperty(audio, 'currentTime', seconds);
  act(() => {
    audio.dispatchEvent(new Event('timeupdate'));
  });
}

describe('PlayerBar', () => {
  it('owns the one audio element and prompts for a song while there is none', () => {
    renderBar();
    expect(document.querySelectorAll('audio')).toHaveLength(1);
    expect(screen.getByText('Click a song to start playing')).toBeInTheDocument();
  });

  it('shows a spinner while loading, then the playing track with cover, title and creator', async () => {
    const view = renderBar();
    act(() => {
      view.store.dispatch(playerActions.play(song));
    });
    // The engine's code loads with the first play; the bar shows the loading track right after.
    expect(await screen.findByRole('button', { name: 'Loading the song...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByText('Hallo Welt')).toBeInTheDocument();
    expect(screen.getByText('Lena Berg')).toBeInTheDocument();
    expect(view.container.ownerDocument.querySelector('img')).toHaveAttribute(
      'src',
      '/api/image/song-1.webp',
    );

    await startSong(view);
    expect(view.audio.src).toContain('/api/media/song.wav?sig=1');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeEnabled();
  });

  it('pauses and plays with the button and with Space', async () => {
    const view = renderBar();
    await startSong(view);
    await view.user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(view.audio.paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();

    act(() => {
      fireEvent.keyDown(document.body, { key: ' ' });
    });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('shows m:ss times and a labelled seek slider that seeks', async () => {
    const view = renderBar();
    await startSong(view);
    reach(view.audio, 65.4);
    const slider = screen.getByRole('slider', { name: 'Playback position' });
    expect(slider).toHaveAttribute('aria-valuetext', '1:05 of 3:20');
    expect(screen.getByText('1:05')).toBeInTheDocument();
    expect(screen.getByText('3:20')).toBeInTheDocument();

    fireEvent.change(slider, { target: { value: '120' } });
    expect(view.audio.currentTime).toBe(120);
    expect(slider).toHaveAttribute('aria-valuetext', '2:00 of 3:20');

    act(() => {
      fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    });
    expect(view.audio.currentTime).toBe(115);
  });

  it('mutes to 0, unmutes to 0.7 and remembers the volume', async () => {
    const view = renderBar();
    await view.user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(view.audio.volume).toBe(0);
    await view.user.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(view.audio.volume).toBe(0.7);
    expect(localStorage.getItem('playerVolume')).toBe('0.7');
  });

  it('starts at the remembered volume, ignoring nonsense', async () => {
    localStorage.setItem('playerVolume', '0.3');
    const first = renderBar();
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('30');
    await startSong(first);
    expect(first.audio.volume).toBe(0.3);
    first.unmount();

    localStorage.setItem('playerVolume', '"very loud"');
    const second = renderBar();
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('100');
    await startSong(second);
    expect(second.audio.volume).toBe(1);
  });

  it('shows a gradient placeholder for the default cover', async () => {
    const view = renderBar();
    act(() => {
      view.store.dispatch(playerActions.play({ ...song, imageUrl: '/api/image/default.webp' }));
    });
    expect(await screen.findByTestId('cover-placeholder')).toBeInTheDocument();
    expect(view.container.ownerDocument.querySelector('img')).toBeNull();
  });

  it('goes to the next and previous song of the queue', async () => {
    const view = renderBar();
    const second = { ...song, id: 2, title: 'Guten Morgen' };
    await startSong(view, song, [song, second]);
    expect(screen.getByRole('button', { name: 'Previous track' })).toBeEnabled();
    await view.user.click(screen.getByRole('button', { name: 'Next track' }));
    expect(screen.getByText('Guten Morgen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next track' })).toBeDisabled();
    await view.user.click(screen.getByRole('button', { name: 'Previous track' }));
    expect(screen.getByText('Hallo Welt')).toBeInTheDocument();
  });

  it('pauses a restricted song at 20 s and opens the subscription dialog', async () => {
    const view = renderBar();
    await startSong(view, { ...song, ysnRestricted: 1 });
    expect(screen.getByText('20-second preview')).toBeInTheDocument();
    reach(view.audio, 20.2);
    const dialog = await screen.findByRole('dialog', { name: 'Unlock the full song' });
    expect(view.audio.paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();

    await view.user.click(within(dialog).getByRole('button', { name: 'Continue with preview' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    await act(() => changeLanguage('de'));
    renderBar();
    expect(screen.getByText('Wähle einen Song aus, um ihn abzuspielen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stummschalten' })).toBeInTheDocument();
    await act(() => changeLanguage('en'));
  });

  it('opens the now-playing view when a queue asks for it (the review mix), once', async () => {
    const view = renderBar();
    await startSong(view);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      view.store.dispatch(playerActions.requestNowPlaying());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Now playing' });
    expect(within(dialog).getByTestId('now-playing-title')).toHaveTextContent('Hallo Welt');
    expect(view.store.getState().player?.nowPlayingRequested).toBe(false);
  });

  it('pauses and plays with Space inside the now-playing view, not while a field has focus', async () => {
    const view = renderBar();
    await startSong(view);
    act(() => {
      view.store.dispatch(playerActions.requestNowPlaying());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Now playing' });
    fireEvent.keyDown(within(dialog).getByTestId('now-playing-title'), { key: ' ' });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(view.audio.paused).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Play' })).toBeInTheDocument();

    fireEvent.keyDown(within(dialog).getByRole('combobox', { name: 'Playback speed' }), {
      key: ' ',
    });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(view.audio.paused).toBe(true);
  });
});
