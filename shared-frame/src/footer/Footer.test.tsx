import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@btb/shared-i18n';
import { selectOpenDialog } from '@btb/shared-store';
import { renderWithProviders } from '@btb/shared-testing';
import '../frameNamespace';
import { Footer } from './Footer';

describe('Footer', () => {
  beforeEach(() => act(() => changeLanguage('en')));

  it('shows the description, calculator link, columns, social and provider links, copyright', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/learn languages hands-free/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Time-potential calculator' })).toHaveAttribute(
      'href',
      '/time-calculator',
    );
    for (const label of ['Explore', 'Support']) {
      expect(screen.getByRole('heading', { name: label })).toBeInTheDocument();
    }
    for (const label of ['Top content', 'New releases', 'Trending', 'Categories', 'Help center']) {
      expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('button', { name: 'Privacy settings' })).toBeInTheDocument();
    for (const label of [/^Terms/, /^Instagram/, /^Provider website/, /^Become a Creator/]) {
      const link = screen.getByRole('link', { name: label });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringMatching(/opens in a new tab/));
    }
    expect(screen.getByRole('button', { name: 'Contact' })).toBeInTheDocument();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Beat to Breakthrough. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('opens the Contact dialog with a greeting and mail link; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Footer />);
    const opener = screen.getByRole('button', { name: 'Contact' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Contact' });
    expect(within(dialog).getByText(/We look forward to hearing from you/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('opens the Impressum with legal notice, register, VAT ID, media disclosure and chamber link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Footer />);
    await user.click(screen.getByRole('button', { name: 'Legal notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Legal notice (Impressum)' });
    expect(within(dialog).getByText(/Musterstraße 1/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { name: 'Commercial register' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Company register number/)).toBeInTheDocument();
    expect(within(dialog).getByText(/VAT identification number/)).toBeInTheDocument();
    expect(within(dialog).getByText(/§ 25 of the Austrian Media Act/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Chamber of Commerce/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Legal notice' })).toHaveFocus();
  });

  it('asks the shell for the quiz-code dialog with the Test button', async () => {
    const { store } = renderWithProviders(<Footer />);
    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(selectOpenDialog(store.getState())).toBe('quizCode');
  });

  it('asks for the login dialog with Login', async () => {
    const { store } = renderWithProviders(<Footer />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(selectOpenDialog(store.getState())).toBe('login');
  });

  it('speaks German', async () => {
    await act(() => changeLanguage('de'));
    renderWithProviders(<Footer />);
    for (const label of ['Entdecken', 'Hilfe']) {
      expect(screen.getByRole('heading', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Impressum' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kontakt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  });
});
