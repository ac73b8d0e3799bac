import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { LanguageSelect } from '@btb/shared-ui';
import { PageFrame } from '@btb/shared-frame';

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
 * A remote on its own: a slim banner naming it, its page, and around it the site's own frame
 * (`PageFrame`: footer, consent banner, dialogs, the player bar and toasts).
 */
export function StandaloneFrame({ name, localQuizCodeDialog, children }: StandaloneFrameProps) {
  return (
    <PageFrame
      header={
        <Banner>
          <strong>{name}</strong>
          <span>standalone</span>
          <LanguageSelect />
        </Banner>
      }
      localQuizCodeDialog={localQuizCodeDialog}
    >
      <Page>{children}</Page>
    </PageFrame>
  );
}
