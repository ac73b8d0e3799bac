import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import { songDetailFixture } from '../songDetailFixture';
import { FillGapSection } from './FillGapSection';

describe('FillGapSection', () => {
  it('opens the game over the synced lyrics, and Start plays the song when another is current', async () => {
    mockFetch([
      [
        'POST',
        '/api/quiz/validate-code',
        () =>
          jsonResponse({
            valid: true,
            sequenceID: 4,
            sequenceName: 'Hallo',
            strCode: 'DE_EN_A1_B01_L01',
            songID: 7,
          }),
      ],
      [
        'GET',
        '/api/quiz/questions/4',
        () => jsonResponse({ questions: [{ question: 'Hallo', answer: 'Hello' }] }),
      ],
    ]);
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
    await userEvent.click(screen.getByRole('button', { name: 'Start from the beginning' }));
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('is not offered for a song without synced lyrics', () => {
    renderWithProviders(
      <FillGapSection song={songDetailFixture({ lyricLines: [] })} onPlay={() => {}} />,
    );
    expect(screen.queryByRole('button', { name: 'Play fill the gap' })).not.toBeInTheDocument();
  });
});
