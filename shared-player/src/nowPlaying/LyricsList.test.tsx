import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '@btb/shared-store';
import { renderWithProviders, timedLine } from '@btb/shared-testing';
import { LyricsList } from './LyricsList';

const lines = [timedLine(0, 'Das Haus', 'The house'), timedLine(4, 'der Baum', 'the tree')];

function renderAt(current: number, reducedMotion: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
  })) as unknown as typeof window.matchMedia;
  const scrolled: ScrollIntoViewOptions[] = [];
  Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
    if (typeof options === 'object') scrolled.push(options);
  };
  const store = makeStore();
  const dispatch = jest.spyOn(store, 'dispatch');
  const { unmount } = renderWithProviders(
    <LyricsList songId={7} lessonCode="L1" language="de" lines={lines} current={current} />,
    { store },
  );
  return { scrolled, dispatch, unmount };
}

describe('LyricsList', () => {
  it('keeps the sung line in view: smoothly, or at once for those who asked for less motion', () => {
    const smooth = renderAt(1, false);
    expect(smooth.scrolled).toEqual([{ block: 'center', behavior: 'smooth' }]);
    smooth.unmount();
    expect(renderAt(1, true).scrolled).toEqual([{ block: 'center', behavior: 'auto' }]);
  });

  it('marks the current line, and its play button seeks to it', async () => {
    const { dispatch } = renderAt(1, false);
    const [first, second] = screen.getAllByTestId('lyric-line');
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(first).not.toHaveAttribute('aria-current');
    expect(second).toHaveAttribute('data-start', '4');
    await userEvent.click(screen.getAllByRole('button', { name: 'Play from this line' })[1]!);
    expect(dispatch).toHaveBeenCalledWith({ type: 'player/seek', payload: 4 });
  });
});
