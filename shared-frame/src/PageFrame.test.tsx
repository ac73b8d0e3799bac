import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@btb/shared-i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import './frameNamespace';
import { PageFrame } from './PageFrame';

describe('PageFrame', () => {
  beforeEach(() => {
    mockFetch([['GET', '/api/auth/me', () => jsonResponse({ loggedIn: false, premium: false })]]);
    return act(() => changeLanguage('en'));
  });

  it('puts the header, the page, the footer and the one player bar in reading order', () => {
    renderWithProviders(
      <PageFrame header={<header>Site header</header>}>
        <main>The page</main>
      </PageFrame>,
    );
    const [header, page, footer, player] = [
      screen.getByText('Site header'),
      screen.getByRole('main'),
      screen.getByRole('contentinfo'),
      screen.getByRole('region', { name: 'Audio player' }),
    ];
    expect(header.compareDocumentPosition(page) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(page.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(footer.compareDocumentPosition(player) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.querySelectorAll('audio')).toHaveLength(1);
  });

  it('takes the site’s own footer and what comes before the page and after the footer', () => {
    renderWithProviders(
      <PageFrame
        header={null}
        beforePage={<p>Pair chooser</p>}
        footer={<footer>Own footer</footer>}
        afterFooter={<p>Offline banner</p>}
      >
        <main>The page</main>
      </PageFrame>,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Own footer');
    expect(screen.getByText('Pair chooser')).toBeInTheDocument();
    expect(screen.getByText('Offline banner')).toBeInTheDocument();
  });
});
