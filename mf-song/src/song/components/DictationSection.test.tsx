import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockLessonWords, renderWithProviders } from '@btb/shared-testing';
import { songDetailFixture } from '../songDetailFixture';
import { DictationSection } from './DictationSection';

describe('DictationSection', () => {
  it('opens listen and write over the timed lines; its first line plays the song when another is current', async () => {
    mockLessonWords('DE_EN_A1_B01_L01', ['Hallo']);
    const onPlay = jest.fn();
    renderWithProviders(<DictationSection song={songDetailFixture()} onPlay={onPlay} />);
    const open = screen.getByRole('button', { name: 'Open listen and write' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    expect(screen.getByRole('button', { name: 'Close listen and write' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await screen.findByText(/^2 lines to write/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play the first line' }));
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'What you heard' })).toHaveFocus();
  });

  it('is not offered for a song without timed lines', () => {
    renderWithProviders(
      <DictationSection song={songDetailFixture({ lyricLines: [] })} onPlay={() => {}} />,
    );
    expect(screen.queryByTestId('dictation-section')).not.toBeInTheDocument();
  });
});
