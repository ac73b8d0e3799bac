import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { shellNamespace } from '../shellNamespace';

/** Where the skip link lands: the page slot every route renders into. */
export const mainContentId = 'main-content';

/** Out of sight until it has focus, then over the nav's top left corner. */
const Skip = styled.a`
  position: absolute;
  left: 8px;
  top: -100px;
  z-index: 1000;
  padding: 10px 16px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  text-decoration: none;
  &:focus {
    top: 8px;
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The first stop of the tab order: straight past the nav to the page. */
export function SkipLink() {
  const { t } = useTranslation(shellNamespace);
  // Focus the page itself (the URL keeps no #fragment, the router is not involved).
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(mainContentId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <Skip href={`#${mainContentId}`} onClick={skip}>
      {t('nav.skipToContent')}
    </Skip>
  );
}
