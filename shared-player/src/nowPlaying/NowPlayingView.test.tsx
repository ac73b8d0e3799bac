import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '@btb/shared-store';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import { playerActions } from '../state/playerSlice';
import { NowPlayingView } from './NowPlayingView';

const lines = [
  { start: 0, text: 'Das Haus ist groß,', translation: 'The house is big,' },
  { start: 4, text: 'der Baum im Garten.', translation: 'the tree in the garden.' },
];

describe('NowPlayingView', () => {
  it('swaps the synced lyrics for the fill-the-gap game over the same lines, and back', async () => {
    mockFetch([
      [
        'POST',
        '/api/quiz/validate-code',
        () =>
          jsonResponse({
            valid: true,
            sequenceID: 3,
            sequenceName: 'Home',
            strCode: 'L1',
            songID: 7,
          }),
      ],
      [
        'GET',
        '/api/quiz/questions/3',
        () => jsonResponse({ questions: [{ question: 'Haus', answer: 'house' }] }),
      ],
    ]);
    const store = makeStore();
    store.dispatch(
      playerActions.trackSelected({ id: 7, title: 'Haus Pop', creator: 'Lena', ysnRestricted: 0 }),
    );
    renderWithProviders(
      <NowPlayingView
        lyrics={{ status: 'ready', lines, lessonCode: 'L1' }}
        currentLine={0}
        onClose={() => {}}
      />,
      { store },
    );
    expect(screen.getAllByTestId('lyric-line')).toHaveLength(2);
    const toggle = screen.getByRole('button', { name: 'Fill the gap' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('combobox', { name: 'Gaps' })).toHaveValue('lesson');
    expect(screen.getAllByTestId('gap-line')[0]).toHaveTextContent('Das (gap) ist groß,');
    expect(screen.queryByTestId('lyric-line')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getAllByTestId('lyric-line')).toHaveLength(2);
  });
});
