import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { PlayerBar } from '@btb/shared-player';
import { LanguageSelect, Toaster } from '@btb/shared-ui';
import { ConsentBanner, Footer, SiteDialogs, useRestoreSession } from '@btb/shared-frame';

const Banner = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9rem;
  > :last-child {
    margin-left: auto;
  }
`;

const Body = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  padding-bottom: ${({ theme }) => theme.playerBarHeight};
`;

const Page = styled.div`
  flex: 1;
`;

export interface StandaloneFrameProps {
  name: string;
  /** The quiz-code dialog when this remote is mf-quiz (else it loads from mf-quiz). */
  localQuizCodeDialog?: ComponentType;
  children: ReactNode;
}

/**
 * A remote on its own: a slim banner naming it, its page, and around it what the shell has: the
 * shell's own footer, consent banner and dialogs, the player bar and toasts.
 */
export function StandaloneFrame({ name, localQuizCodeDialog, children }: StandaloneFrameProps) {
  useRestoreSession();
  return (
    <Body>
      <Banner>
        <strong>{name}</strong>
        <span>standalone</span>
        <LanguageSelect />
      </Banner>
      <ConsentBanner />
      <Page>{children}</Page>
      <Footer />
      <PlayerBar />
      <SiteDialogs localQuizCodeDialog={localQuizCodeDialog} />
      <Toaster />
    </Body>
  );
}
