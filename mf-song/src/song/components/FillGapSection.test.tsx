import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockLessonWords, renderWithProviders } from '@btb/shared-testing';
import { songDetailFixture } from '../songDetailFixture';
import { FillGapSection } from './FillGapSection';

describe('FillGapSection', () => {
  it('"Play fill the gap" opens the game over the synced lyrics and plays the song', async () => {
    mockLessonWords('DE_EN_A1_B01_L01', ['Hallo']);
    const onPlay = jest.fn();
    renderWithProviders(<FillGapSection song={songDetailFixture()} onPlay={onPlay} />);
    const open = screen.getByRole('button', { name: 'Play fill the gap' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    expect(screen.getByRole('button', { name: 'Close the game' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const lines = await screen.findAllByTestId('gap-line');
    expect(lines[0]).toHaveTextContent('(gap), (gap)');
    // Another track (none here) is current: the page's Play starts this song.
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('is not offered for a song without synced lyrics', () => {
    renderWithProviders(
      <FillGapSection song={songDetailFixture({ lyricLines: [] })} onPlay={() => {}} />,
    );
    expect(screen.queryByRole('button', { name: 'Play fill the gap' })).not.toBeInTheDocument();
  });
});
