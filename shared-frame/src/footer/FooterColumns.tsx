import { Link } from '@btb/shared-router';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { PlainList } from '@btb/shared-ui';
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
`;

/** The Explore and Support columns. */
export function FooterColumns({ onContact }: { onContact: () => void }) {
  const { t } = useTranslation(frameNamespace);
  return (
    <>
      <Column aria-labelledby="footer-explore">
        <h2 id="footer-explore">{t('footer.explore')}</h2>
        <PlainList $gap={1.5}>
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
        </PlainList>
      </Column>
      <Column aria-labelledby="footer-support">
        <h2 id="footer-support">{t('footer.support')}</h2>
        <PlainList $gap={1.5}>
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
        </PlainList>
      </Column>
    </>
  );
}
