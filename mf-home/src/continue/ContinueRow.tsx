import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Link } from '@btb/shared-router';
import { selectLearningSubject, useAppSelector } from '@btb/shared-store';
import { Skeleton } from '@btb/shared-ui';
import { homeNamespace } from '../homeNamespace';
import { accountContinueApi } from './accountContinueApi';
import type { ContinueOffer } from './continueFrom';
import { useContinue } from './useContinue';

/** Its height is fixed (tiles of one height, text cut), so filling it in after hydration moves nothing. */
const Row = styled.section`
  margin: 24px 0 32px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
    line-height: 28px;
  }
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  grid-template-columns: 1fr;
  grid-auto-rows: 64px;
  @media (min-width: 700px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Tile = styled.li`
  display: flex;
  align-items: center;
  min-width: 0;
  padding: 0 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  a,
  span {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

function Tiled({ offer }: { offer: ContinueOffer }) {
  const { t } = useTranslation(homeNamespace);
  const { last, due, next } = offer;
  const lastLink = last
    ? last.songId !== null
      ? { to: `/song/${last.songId}`, text: t('continue.nextSong', { lesson: last.name }) }
      : {
          to: `/quiz?code=${encodeURIComponent(last.code)}`,
          text: t('continue.quiz', { lesson: last.name }),
        }
    : null;
  return (
    <>
      <Tile data-testid="continue-last">
        {lastLink ? (
          <Link to={lastLink.to}>{lastLink.text}</Link>
        ) : (
          <span>{t('continue.notStarted')}</span>
        )}
      </Tile>
      <Tile data-testid="continue-due">
        {due > 0 ? (
          <Link to="/review">{t('continue.due', { count: due })}</Link>
        ) : (
          <span>{t('continue.noneDue')}</span>
        )}
      </Tile>
      <Tile data-testid="continue-next">
        {next ? (
          <Link to={`/book-overview/${encodeURIComponent(next.code)}`}>
            {t('continue.next', { lesson: next.name })}
          </Link>
        ) : (
          <span>{t('continue.planDone')}</span>
        )}
      </Tile>
    </>
  );
}

/**
 * "Continue" (issue 34 point 2) at the top of home for a learner with a chosen pair: the lesson last
 * worked on and its next unheard song, the reviews due, the next lesson of their book. Its room
 * comes with the server's HTML (the pair is in a cookie); its contents too for a logged-in learner
 * (from the account), else after hydration.
 */
export function ContinueRow() {
  const { t } = useTranslation(homeNamespace);
  const pair = useAppSelector(selectLearningSubject);
  // The account's offer the server rendered for a logged-in learner: the browser keeps it.
  const fromServer = useAppSelector((state) =>
    pair ? accountContinueApi.endpoints.accountContinue.select(pair)(state).data : undefined,
  );
  const fromBrowser = useContinue(fromServer ? null : pair);
  const offer = fromServer ?? fromBrowser;
  const headingId = useId();
  if (!pair) return null;
  return (
    <Row aria-labelledby={headingId} aria-busy={offer === null} data-testid="continue-row">
      <h2 id={headingId}>{t('continue.title')}</h2>
      <Tiles>
        {offer ? (
          <Tiled offer={offer} />
        ) : (
          [0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton $height="64px" />
            </li>
          ))
        )}
      </Tiles>
    </Row>
  );
}
