import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { PlayerBar } from '@btb/shared-player';
import { Toaster } from '@btb/shared-ui';
import { useRestoreSession } from './auth/useRestoreSession';
import { ConsentBanner } from './consent/ConsentBanner';
import { SiteDialogs } from './dialogs/SiteDialogs';
import { Footer } from './footer/Footer';

/** Bottom padding keeps the fixed player bar from covering the end of the page. */
const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  padding-bottom: ${({ theme }) => theme.playerBarHeight};
`;

export interface PageFrameProps {
  /** Above the consent banner: the site's nav, or a standalone page's banner. */
  header: ReactNode;
  /** Between the consent banner and the page (the site's learning-pair chooser). */
  beforePage?: ReactNode;
  /** The page in its slot. */
  children: ReactNode;
  /** The footer (the site hydrates it apart from the frame); the Footer when not given. */
  footer?: ReactNode;
  /** After the footer, before the player bar (the site's offline banner, its analytics). */
  afterFooter?: ReactNode;
  /** The quiz-code dialog when the page is mf-quiz's own (else it loads from mf-quiz). */
  localQuizCodeDialog?: ComponentType;
}

/**
 * The one frame of every page, on the site and on each remote's standalone page (so QA sees what
 * learners see): a header, the consent banner, the page, the footer, the one player bar, the
 * site's dialogs and the toast slot. It restores the session of a returning learner.
 */
export function PageFrame({
  header,
  beforePage,
  children,
  footer = <Footer />,
  afterFooter,
  localQuizCodeDialog,
}: PageFrameProps) {
  useRestoreSession();
  return (
    <Frame>
      {header}
      <ConsentBanner />
      {beforePage}
      {children}
      {footer}
      {afterFooter}
      <PlayerBar />
      <SiteDialogs localQuizCodeDialog={localQuizCodeDialog} />
      <Toaster />
    </Frame>
  );
}
