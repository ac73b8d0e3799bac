import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PlayerBar } from '@btb/shared-player';
import { LanguageSelect, Toaster } from '@btb/shared-ui';

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
  padding-bottom: ${({ theme }) => theme.playerBarHeight};
`;

/** A remote on its own: a slim banner naming it, its page, and the same player bar and toasts. */
export function StandaloneFrame({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Body>
      <Banner>
        <strong>{name}</strong>
        <span>standalone</span>
        <LanguageSelect />
      </Banner>
      {children}
      <PlayerBar />
      <Toaster />
    </Body>
  );
}
