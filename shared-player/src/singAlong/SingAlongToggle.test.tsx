import { act, fireEvent, screen } from '@testing-library/react';
import { changeLanguage } from '@btb/shared-i18n';
import { renderWithProviders } from '@btb/shared-testing';
import { selectPlayer } from '../state/playerSlice';
import { SingAlongToggle } from './SingAlongToggle';

describe('SingAlongToggle', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('is a pressed-or-not button with its hint, switched by click or keyboard', () => {
    const { store } = renderWithProviders(<SingAlongToggle />);
    const button = screen.getByRole('button', { name: 'Sing along' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleDescription(
      'Sing along: the music without the voice, the words lead.',
    );
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(selectPlayer(store.getState()).singAlong).toBe(true);
    fireEvent.click(button);
    expect(selectPlayer(store.getState()).singAlong).toBe(false);
  });

  it('speaks German', async () => {
    renderWithProviders(<SingAlongToggle />);
    await act(() => changeLanguage('de'));
    expect(screen.getByRole('button', { name: 'Mitsingen' })).toHaveAccessibleDescription(
      'Mitsingen: die Musik ohne Stimme, die Wörter führen.',
    );
  });
});
