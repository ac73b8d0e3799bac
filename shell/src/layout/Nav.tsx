import { useState } from 'react';
import { Link, NavLink } from '@btb/shared-router';
import styled from 'styled-components';
import { useLanguage, useTranslation, type Translate } from '@btb/shared-i18n';
import { useNavBadge } from '@btb/shared-store';
import { LanguageSelect, VisuallyHidden } from '@btb/shared-ui';
import { LearningPairButton } from '../learningPair/LearningPairButton';
import { navLinksFor, type NavLinkItem } from '@btb/platform';
import { shellNamespace } from '../shellNamespace';
import { SkipLink } from './SkipLink';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 800;
  background: rgba(15, 13, 36, 0.92);
  backdrop-filter: blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  min-height: ${({ theme }) => theme.navHeight};
  padding: 0 16px;
  display: flex;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;
`;

const Logo = styled(Link)`
  font-weight: 800;
  font-size: 1.15rem;
  text-decoration: none;
  background: ${({ theme }) => theme.gradient};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const MenuToggle = styled.button`
  margin-left: auto;
  min-height: 40px;
  padding: 0 12px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: none;
  }
`;

const Links = styled.nav<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-left: auto;
  a {
    text-decoration: none;
    padding: 8px 4px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a.active {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    width: 100%;
    flex-direction: column;
    align-items: flex-start;
    padding-bottom: 12px;
  }
`;

const Badge = styled.span`
  display: inline-block;
  min-width: 1.4em;
  margin-left: 6px;
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.4em;
  text-align: center;
`;

/** A count a shared package publishes for this link (`useNavBadge`); nothing while there is none. */
function NavBadge({ id, t }: { id: string | undefined; t: Translate<typeof shellNamespace> }) {
  const count = useNavBadge(id);
  if (count === undefined) return null;
  return (
    <>
      <Badge aria-hidden="true" data-testid="nav-badge">
        {count}
      </Badge>
      <VisuallyHidden>{t('nav.badge', { count })}</VisuallyHidden>
    </>
  );
}

/** The built-in remotes' links (platform description): what the nav shows without a map. */
const defaultLinks = navLinksFor({});

/**
 * The site's navigation: the links the remote map declares (each remote's registry entry, labels
 * in English and German), in their order, each with its optional badge.
 */
export function Nav({ links = defaultLinks }: { links?: NavLinkItem[] }) {
  const { t } = useTranslation(shellNamespace);
  const { language } = useLanguage();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <Bar>
      {/* First in the tab order, and inside the header it shows over when focused. */}
      <SkipLink />
      <Inner>
        <Logo to="/" aria-label={t('nav.logoLabel')} onClick={close}>
          Beat to Breakthrough
        </Logo>
        <MenuToggle
          aria-expanded={menuOpen}
          aria-controls="main-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('nav.menu')}
        </MenuToggle>
        <Links id="main-navigation" aria-label={t('nav.main')} $open={menuOpen}>
          {links.map(({ path, label, badge, remote }) => (
            <NavLink key={path} to={path} end={path === '/'} onClick={close} data-remote={remote}>
              {label[language] ?? label.en}
              <NavBadge id={badge} t={t} />
            </NavLink>
          ))}
          <LearningPairButton onOpen={close} />
          <LanguageSelect />
        </Links>
      </Inner>
    </Bar>
  );
}
