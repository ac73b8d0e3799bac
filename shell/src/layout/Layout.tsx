import { Outlet } from '@btb/shared-router';
import styled from 'styled-components';
import { hydrateApart } from '@btb/shared-ui';
import { Footer, PageFrame } from '@btb/shared-frame';
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
 * The site's frame of every page (`PageFrame`, which standalone pages share): the override banner
 * and nav above, the pair chooser before the page, the offline banner and analytics after the
 * footer. `navLinks`: from the remote map (the built-in remotes' links when not given).
 */
export function Layout({ navLinks }: { navLinks?: NavLinkItem[] }) {
  useReviewSync();
  useLearningPairSync();
  useForgetPagesOnLogout();
  return (
    <PageFrame
      header={
        <>
          <OverrideBanner />
          <Nav links={navLinks} />
        </>
      }
      beforePage={<LearningPairChooser />}
      footer={<FooterApart />}
      afterFooter={
        <>
          <OfflineBanner />
          <AnalyticsTracker />
        </>
      }
    >
      <PageSlot id={mainContentId} tabIndex={-1}>
        <PageApart />
      </PageSlot>
    </PageFrame>
  );
}
