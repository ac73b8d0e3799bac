import { Link } from '@btb/shared-router';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { externalLinks } from '../links/externalLinks';
import { ExternalLink } from '../links/ExternalLink';
import { frameNamespace } from '../frameNamespace';
import { LinkButton } from '../ui/LinkButton';

export const Column = styled.nav`
  display: grid;
  align-content: start;
  gap: 8px;
  h2 {
    margin: 0 0 4px;
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.text};
  }
  ul {
    display: grid;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** The Explore and Support columns. */
export function FooterColumns({ onContact }: { onContact: () => void }) {
  const { t } = useTranslation(frameNamespace);
  return (
    <>
      <Column aria-labelledby="footer-explore">
        <h2 id="footer-explore">{t('footer.explore')}</h2>
        <ul>
          <li>
            <Link to="/">{t('footer.topContent')}</Link>
          </li>
          <li>
            <Link to="/search">{t('footer.newReleases')}</Link>
          </li>
          <li>
            <Link to="/search">{t('footer.trending')}</Link>
          </li>
          <li>
            <Link to="/search">{t('footer.categories')}</Link>
          </li>
        </ul>
      </Column>
      <Column aria-labelledby="footer-support">
        <h2 id="footer-support">{t('footer.support')}</h2>
        <ul>
          <li>
            <Link to="/#faq">{t('footer.helpCenter')}</Link>
          </li>
          <li>
            <LinkButton type="button" onClick={onContact}>
              {t('footer.contact')}
            </LinkButton>
          </li>
          <li>
            <Link to="/privacy">{t('footer.privacy')}</Link>
          </li>
          <li>
            <ExternalLink href={externalLinks.terms} newTab={t('footer.opensInNewTab')}>
              {t('footer.terms')}
            </ExternalLink>
          </li>
        </ul>
      </Column>
    </>
  );
}
