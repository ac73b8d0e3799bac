import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, i18n } from '@btb/shared-i18n';
import { readReviewCards, recordReview } from '@btb/shared-review';
import { makeStore } from '@btb/shared-store';
import {
  mockLessonWords,
  renderWithProviders,
  reviewCardFixture,
  timedLine,
} from '@btb/shared-testing';
import { registerPlaybackClock } from '../engine/playbackClock';
// The player's texts (German ones too), as the page has them before a card's code loads.
import '../playerNamespace';
import { playerActions } from '../state/playerSlice';
import { KaraokeScope } from './KaraokeScope';
import { KaraokeWords } from './KaraokeWords';

jest.mock('@btb/shared-review', () => ({
  ...jest.requireActual('@btb/shared-review'),
  readReviewCards: jest.fn(),
  recordReview: jest.fn(),
}));

const lessonCode = 'DE_EN_A1_B01_L01';
// As the synthesizer gives them: a dash stays on the word before it.
const first = timedLine(4, 'Das Handy und der Computer', 'The phone and the computer –');
const lines = [
  {
    ...first,
    text: `${first.text} –`,
    words: first.words.map((w, i) => (i === 4 ? { ...w, text: 'Computer –' } : w)),
  },
  timedLine(8, 'das schaffst du!', 'you can do it!'),
];
const song = { id: 7, title: 'Technik Pop', creator: 'Lena', ysnRestricted: 0 as const };
const due = '2026-11-24T09:00:00.000Z';
const dueText = (language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(due),
  );

function setup({ cards = [] as ReturnType<typeof reviewCardFixture>[] } = {}) {
  mockLessonWords(lessonCode, [
    { question: 'das Handy', answer: 'the mobile phone' },
    { question: 'der Computer', answer: 'the computer' },
  ]);
  jest.mocked(readReviewCards).mockResolvedValue(cards);
  jest
    .mocked(recordReview)
    .mockImplementation(async ({ word }) => reviewCardFixture(word, due, { lessonCode }));
  const store = makeStore();
  store.dispatch(playerActions.trackSelected(song));
  store.dispatch(playerActions.loadingEnded());
  store.dispatch(playerActions.playing());
  const dispatch = jest.spyOn(store, 'dispatch');
  renderWithProviders(
    <KaraokeScope songId={7} lessonCode={lessonCode} language="de" lines={lines}>
      {lines.map((line, index) => (
        <p key={index}>
          <KaraokeWords line={line} index={index} />
        </p>
      ))}
    </KaraokeScope>,
    { store },
  );
  const sent = (type: string) =>
    dispatch.mock.calls.filter(([action]) => action.type === `player/${type}`);
  return { sent };
}

const word = (name: string) => screen.getByRole('button', { name });

async function openCard(name: string) {
  await userEvent.click(word(name));
  return screen.findByRole('dialog', { name: name.replace(/[^\p{L}]/gu, '') });
}

afterEach(async () => {
  registerPlaybackClock(null);
  await act(() => i18n.changeLanguage('en'));
});

describe('word card', () => {
  it('keyboard only: Tab reaches the words, Enter opens the card, Escape closes it and focus returns', async () => {
    setup();
    await userEvent.tab();
    expect(word('Das')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(word('Handy')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const card = await screen.findByRole('dialog', { name: 'Handy' });
    expect(card).toContainElement(document.activeElement as HTMLElement);
    expect(await within(card).findByTestId('word-card-translation')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(word('Handy')).toHaveFocus();
  });

  it('the lyrics are one tab stop: arrows move by word and by line, Tab leaves them', async () => {
    setup();
    await userEvent.tab();
    expect(word('Das')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(word('das')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(word('Computer –')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(word('du!')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(word('Das')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // Back into the lyrics from outside, Tab lands on the word last left.
    await userEvent.tab();
    expect(document.body).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(word('und')).toHaveFocus();
  });

  it('a lesson word: its meaning, the line’s translation, and "Add to my reviews" makes its card now', async () => {
    setup();
    const card = await openCard('Handy');
    expect(await within(card).findByTestId('word-card-translation')).toHaveTextContent(
      'das Handy – the mobile phone',
    );
    expect(within(card).getByTestId('word-card-line-translation')).toHaveTextContent(
      'The phone and the computer –',
    );
    expect(within(card).queryByTestId('word-card-dictionary')).not.toBeInTheDocument();

    await userEvent.click(await within(card).findByRole('button', { name: 'Add to my reviews' }));
    expect(recordReview).toHaveBeenCalledWith({ lessonCode, word: 'das Handy', rating: 'again' });
    const status = await within(card).findByTestId('word-card-review-due');
    expect(status).toHaveTextContent(`In your reviews · due ${dueText('en')}`);
    expect(status).toHaveFocus();
  });

  it('an inflected or punctuated form finds the lesson word: "Computer –" is "der Computer"', async () => {
    setup();
    const card = await openCard('Computer –');
    expect(card).toHaveAccessibleName('Computer');
    expect(await within(card).findByTestId('word-card-translation')).toHaveTextContent(
      'der Computer – the computer',
    );
  });

  it('a word already in the reviews shows when it is due, in German too', async () => {
    // As the language select does: the strings of every namespace registered so far load first
    // (the card's own arrive with its code, which an earlier test may have loaded in English).
    await act(() => changeLanguage('de'));
    setup({ cards: [reviewCardFixture('das Handy', due, { lessonCode })] });
    const card = await openCard('Handy');
    expect(await within(card).findByTestId('word-card-review-due')).toHaveTextContent(
      `In deinen Wiederholungen · fällig am ${dueText('de')}`,
    );
    expect(within(card).queryByRole('button', { name: /hinzufügen/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Diese Zeile abspielen' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Langsamer (0,75×)' })).toBeVisible();
  });

  it('a word of no lesson: the line’s translation and a dictionary link that opens a new tab', async () => {
    setup();
    const card = await openCard('schaffst');
    const link = await within(card).findByTestId('word-card-dictionary');
    expect(link).toHaveAttribute('href', 'https://www.dict.cc/?s=schaffst');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Look up “schaffst” on dict.cc (opens in a new tab)');
    expect(within(card).getByTestId('word-card-line-translation')).toHaveTextContent(
      'you can do it!',
    );
    expect(within(card).queryByTestId('word-card-translation')).not.toBeInTheDocument();
  });

  it('a word of no lesson can still be added to the reviews, its line as context', async () => {
    setup();
    const card = await openCard('schaffst');
    const add = await within(card).findByRole('button', {
      name: 'Add to my reviews with this line',
    });
    expect(card).toHaveTextContent(
      'Not a lesson word, so your reviews show it with the line it is sung in.',
    );
    await userEvent.click(add);
    expect(jest.mocked(recordReview)).toHaveBeenCalledWith({
      lessonCode,
      word: 'schaffst',
      rating: 'again',
    });
    expect(await within(card).findByTestId('word-card-review-due')).toHaveTextContent(
      `In your reviews · due ${dueText('en')}`,
    );
  });

  it('"Play this line" plays the line from its start, "Slower" at 0.75×', async () => {
    registerPlaybackClock(() => 20);
    const { sent } = setup();
    const card = await openCard('schaffst');
    await userEvent.click(within(card).getByRole('button', { name: 'Play this line' }));
    expect(sent('seek').map(([action]) => action.payload)).toEqual([8]);
    await userEvent.click(within(card).getByRole('button', { name: 'Slower (0.75×)' }));
    expect(sent('setSpeed').map(([action]) => action.payload)).toEqual([0.75]);
    expect(sent('seek').map(([action]) => action.payload)).toEqual([8, 8]);
  });
});
