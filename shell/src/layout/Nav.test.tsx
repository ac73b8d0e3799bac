import { act, screen, within } from '@testing-library/react';
import { changeLanguage } from '@btb/shared-i18n';
import { publishNavBadge } from '@btb/shared-store';
import { renderWithProviders } from '@btb/shared-testing';
import type { NavLinkItem } from '@btb/platform';
import '../shellNamespace';
import { Nav } from './Nav';

const links: NavLinkItem[] = [
  { remote: 'mf_home', path: '/', order: 10, label: { en: 'Home', de: 'Startseite' } },
  {
    remote: 'mf_review',
    path: '/review',
    order: 30,
    label: { en: 'Review', de: 'Wiederholen' },
    badge: 'review.due',
  },
];

describe('Nav', () => {
  afterEach(() => {
    publishNavBadge('review.due', null);
    return act(() => changeLanguage('en'));
  });

  it('shows the links the map declares, labelled in the page language', async () => {
    renderWithProviders(<Nav links={links} />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Review']);
    expect(within(nav).getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/review');
    await act(() => changeLanguage('de'));
    expect(screen.getByRole('link', { name: 'Wiederholen' })).toBeInTheDocument();
  });

  it('shows the count a package publishes for a link’s badge, and none at 0', () => {
    renderWithProviders(<Nav links={links} />);
    expect(screen.queryByTestId('nav-badge')).toBeNull();
    act(() => publishNavBadge('review.due', 4));
    expect(screen.getByTestId('nav-badge')).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: 'Review 4 to do' })).toBeInTheDocument();
    act(() => publishNavBadge('review.due', 0));
    expect(screen.queryByTestId('nav-badge')).toBeNull();
  });
});
