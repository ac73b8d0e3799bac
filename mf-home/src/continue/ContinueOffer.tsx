import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Link } from '@btb/shared-router';
import { useAppSelector } from '@btb/shared-store';
import { accountContinueApi } from './accountContinueApi';
import { continueNamespace } from './continueNamespace';
import { ContinueRoom } from './ContinueRoom';
import type { ContinueOffer as Offer } from './continueFrom';
import { useContinue } from './useContinue';
import { bookOverviewPath, quizPath, songPath } from '@btb/platform/links';

const Tile = styled.li`
  display: flex;
  align-items: center;
  min-width: 0;
  padding: 0 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  /* Two lines fit the tile's fixed height: a long German step is not cut off (issue 67 point 14). */
  a,
  span {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

function Tiled({ offer }: { offer: Offer }) {
  const { t } = useTranslation(continueNamespace);
  const { last, due, next } = offer;
  // Not started: the first lesson's first song, else its plan, one tap away.
  const startTo = next
    ? next.songId !== null
      ? songPath(next.songId)
      : bookOverviewPath(next.code)
    : null;
  const lastLink = last
    ? last.songId !== null
      ? { to: songPath(last.songId), text: t('nextSong', { lesson: last.name }) }
      : {
          to: quizPath(last.code),
          text: t('quiz', { lesson: last.name }),
        }
    : null;
  return (
    <>
      <Tile data-testid="continue-last">
        {lastLink ? (
          <Link to={lastLink.to}>{lastLink.text}</Link>
        ) : startTo ? (
          <Link to={startTo}>{t('notStarted')}</Link>
        ) : (
          <span>{t('notStarted')}</span>
        )}
      </Tile>
      <Tile data-testid="continue-due">
        {due > 0 ? (
          <Link to="/review">{t('due', { count: due })}</Link>
        ) : (
          <span>{t('noneDue')}</span>
        )}
      </Tile>
      <Tile data-testid="continue-next">
        {next ? (
          <Link to={bookOverviewPath(next.code)}>{t('next', { lesson: next.name })}</Link>
        ) : (
          <span>{t('planDone')}</span>
        )}
      </Tile>
    </>
  );
}

/** The offer of `pair`: the account's, which the server rendered, else the browser's stores'. */
export default function ContinueOffer({ pair }: { pair: string }) {
  const fromServer = useAppSelector(
    (state) => accountContinueApi.endpoints.accountContinue.select(pair)(state).data,
  );
  const fromBrowser = useContinue(fromServer ? null : pair);
  const offer = fromServer ?? fromBrowser;
  return <ContinueRoom tiles={offer ? <Tiled offer={offer} /> : undefined} />;
}
