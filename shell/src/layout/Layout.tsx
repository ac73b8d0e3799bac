import { Outlet } from '@btb/shared-router';
import styled from 'styled-components';
import { PlayerBar } from '@btb/shared-player';
import { hydrateApart, Toaster } from '@btb/shared-ui';
import { ConsentBanner, Footer, SiteDialogs, useRestoreSession } from '@btb/shared-frame';
import { AnalyticsTracker } from '../analytics/AnalyticsTracker';
import { useReviewSync } from '../auth/useReviewSync';
import { useLearningPairSync } from '../learningPair/useLearningPairSync';
import { LearningPairChooser } from '../learningPair/LearningPairChooser';
import { OverrideBanner } from '../federation/OverrideBanner';
import { OfflineBanner } from '../offline/OfflineBanner';
import { useForgetPagesOnLogout } from '../offline/useForgetPagesOnLogout';
import type { NavLinkItem } from '@btb/platform';
import { Nav } from './Nav';
import { mainContentId } from './SkipLink';

/** Bottom padding keeps the fixed player bar from covering the end of the page. */
const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  padding-bottom: ${({ theme }) => theme.playerBarHeight};
`;

/** At least a screen tall, so the footer does not jump down when a remote page arrives (CLS). */
const PageSlot = styled.div`
  flex: 1;
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

// The page and the footer hydrate apart, after the frame. The player bar does not: player commands
// reach the audio engine through a listener the bar starts when it mounts, so it must be live
// before a click on the page can give one (a click hydrates its part at once, the frame first).
const PageApart = hydrateApart(Outlet);
const FooterApart = hydrateApart(Footer);

/**
 * The frame of every page: nav, the page, footer, the one player bar, dialogs and the toast slot.
 * `navLinks`: from the remote map (the built-in remotes' links when not given).
 */
export function Layout({ navLinks }: { navLinks?: NavLinkItem[] }) {
  useRestoreSession();
  useReviewSync();
  useLearningPairSync();
  useForgetPagesOnLogout();
  return (
    <Frame>
      <OverrideBanner />
      <Nav links={navLinks} />
      <ConsentBanner />
      <LearningPairChooser />
      <PageSlot id={mainContentId} tabIndex={-1}>
        <PageApart />
      </PageSlot>
      <FooterApart />
      <OfflineBanner />
      <PlayerBar />
      <SiteDialogs />
      <Toaster />
      <AnalyticsTracker />
    </Frame>
  );
}
