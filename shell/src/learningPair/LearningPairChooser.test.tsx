import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@btb/shared-i18n';
import { selectLearningSubject } from '@btb/shared-store';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import { consentChosen } from '@btb/shared-frame';
import { LearningPairButton } from './LearningPairButton';
import { LearningPairChooser } from './LearningPairChooser';

const subjects = [
  { key: 'DE_EN', label: 'German for English speakers', target: 'de', primary: 'en' },
  { key: 'EN_DE', label: 'English for German speakers', target: 'en', primary: 'de' },
  { key: 'DE_ES', label: 'German for Spanish speakers', target: 'de', primary: 'es' },
];

function renderChooser() {
  mockFetch([['GET', /\/api\/subjects\?language=/, () => jsonResponse(subjects)]]);
  const rendered = renderWithProviders(
    <>
      <LearningPairButton />
      <LearningPairChooser />
    </>,
  );
  // The consent question comes first; the languages are asked once it is answered.
  act(() => void rendered.store.dispatch(consentChosen('declined')));
  return rendered;
}

const chooser = () => screen.queryByRole('region', { name: /Your languages|Deine Sprachen/ });

describe('LearningPairChooser', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'btb_pair=; max-age=0; path=/';
    act(() => void changeLanguage('en'));
  });

  it('asks once after the consent question; saving keeps the pair in storage and cookie', async () => {
    const user = userEvent.setup();
    const { store } = renderChooser();
    expect(chooser()).toBeInTheDocument();
    const speak = screen.getByLabelText('I speak');
    await screen.findByRole('option', { name: 'Spanish' });
    expect(speak).toHaveValue('en');
    await user.selectOptions(speak, 'es');
    expect(screen.getByLabelText('I learn')).toHaveValue('DE_ES');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(chooser()).not.toBeInTheDocument();
    expect(selectLearningSubject(store.getState())).toBe('DE_ES');
    expect(JSON.parse(localStorage.getItem('btb-learning-pair') ?? 'null')).toBe('DE_ES');
    expect(document.cookie).toContain('btb_pair=DE_ES');
    // The nav shows the pair and opens the chooser again, starting from it.
    await user.click(
      screen.getByRole('button', {
        name: 'Your languages: Learning German, explained in Spanish. Change',
      }),
    );
    expect(chooser()).toHaveFocus();
    expect(
      screen.getByRole('button', {
        name: 'Your languages: Learning German, explained in Spanish. Change',
      }),
    ).toHaveTextContent(/^Learning German$/);
    expect(screen.getByLabelText('I speak')).toHaveValue('es');
    await user.keyboard('{Escape}');
    expect(chooser()).not.toBeInTheDocument();
  });

  it('can be skipped, and is then not asked again; the site behaves as without a pair', async () => {
    const user = userEvent.setup();
    const { store } = renderChooser();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(chooser()).not.toBeInTheDocument();
    expect(selectLearningSubject(store.getState())).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose your languages' })).toHaveTextContent(
      'Languages',
    );
  });

  it('speaks German on a German page, and says so when the languages cannot be loaded', async () => {
    await act(() => changeLanguage('de'));
    mockFetch([]);
    const rendered = renderWithProviders(<LearningPairChooser />);
    act(() => void rendered.store.dispatch(consentChosen('declined')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Sprachen konnten nicht geladen werden.',
    );
    expect(screen.getByLabelText('Ich spreche')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Nicht jetzt' })).toBeEnabled();
  });

  it('says what the chosen pair means in the nav, in German too', async () => {
    await act(() => changeLanguage('de'));
    renderWithProviders(<LearningPairButton />, {
      preloadedState: { learningPair: { pair: 'EN_DE', chooserOpen: false } },
    });
    expect(
      await screen.findByRole('button', {
        name: 'Deine Sprachen: Ich lerne Englisch, erklärt auf Deutsch. Ändern',
      }),
    ).toHaveTextContent(/^Ich lerne Englisch$/);
  });
});
