import { act, screen, within } from '@testing-library/react';
import { changeLanguage } from '@btb/shared-i18n';
import { mockFetch, renderWithProviders, timedLine } from '@btb/shared-testing';
// The player's texts (German ones too), as the page has them.
import '../playerNamespace';
import WordCard from './WordCard';

const line = timedLine(4, 'Das Handy und der Computer', 'The phone and the computer');

function openCardOffline(lessonCode: string) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  // The lesson is not saved: no call is answered.
  mockFetch([['POST', /^\//, () => Promise.reject(new TypeError('Failed to fetch'))]]);
  renderWithProviders(
    <WordCard
      songId={7}
      lessonCode={lessonCode}
      language="de"
      line={line}
      range={{ start: 4, end: 8 }}
      word="Handy"
      onClose={() => undefined}
    />,
  );
  return screen.findByTestId('word-card');
}

describe('word card with no network', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => changeLanguage('en'));
  });

  it.each([
    ['en', 'DE_EN_A1_B01_L07', "You're offline, and this song's lesson is not saved for offline"],
    [
      'de',
      'DE_EN_A1_B01_L08',
      'Du bist offline, und die Lektion dieses Songs ist nicht für offline gespeichert',
    ],
  ] as const)(
    'says it is offline, not that the words failed or that the word is none of them (%s)',
    async (language, lessonCode, text) => {
      await act(() => changeLanguage(language));
      const card = await openCardOffline(lessonCode);
      expect(await within(card).findByRole('alert')).toHaveTextContent(text);
      expect(card).not.toHaveTextContent(/could not be loaded|konnten nicht geladen/);
      expect(card).not.toHaveTextContent(
        /not one of the lesson's words|gehört nicht zu den Wörtern/,
      );
      // The line's own translation is there without a network.
      expect(within(card).getByTestId('word-card-line-translation')).toHaveTextContent(
        'The phone and the computer',
      );
    },
  );
});
