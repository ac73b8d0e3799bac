import { useState } from 'react';
import { Link, NavLink } from '@btb/shared-router';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { shellNamespace } from '../shellNamespace';
import { LanguageSelect } from '@btb/shared-ui';

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

export function Nav() {
  const { t } = useTranslation(shellNamespace);
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <Bar>
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
          <NavLink to="/" end onClick={close}>
            {t('nav.home')}
          </NavLink>
          <NavLink to="/search" onClick={close}>
            {t('nav.search')}
          </NavLink>
          <LanguageSelect />
        </Links>
      </Inner>
    </Bar>
  );
}
