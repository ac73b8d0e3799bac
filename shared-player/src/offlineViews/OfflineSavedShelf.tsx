import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Link } from '@btb/shared-router';
import { playerNamespace, useSavedIndex, type SavedItem } from '@btb/shared-player';
import { PlainList, Stack } from '@btb/shared-ui';
import { SavedRow } from './savedListStyles';
import { quizPath, songPath } from '@btb/platform/links';

const Note = styled.p`
  margin: 0;
`;

const ItemLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
`;

const QuizLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.text};
`;

const Muted = styled.span`
  flex: 1;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The page a saved item opens: a song's own page, else the page of its first saved song. */
export function savedItemPath(item: SavedItem): string | null {
  const songId = item.kind === 'song' ? Number(item.key.slice('song:'.length)) : item.songIds[0];
  return songId ? songPath(songId) : null;
}

/** A saved lesson's code (its key is `lesson:<CODE>`), for its quiz. */
export function savedLessonCode(item: SavedItem): string | null {
  return item.kind === 'lesson' ? item.key.slice('lesson:'.length) : null;
}

/**
 * What a page shows instead of content it could not load with no network (home's rows): that the
 * learner is offline, and what they saved for offline, each opening its song (a lesson its quiz
 * too); or that nothing is saved yet.
 */
export function OfflineSavedShelf() {
  const { t } = useTranslation(playerNamespace);
  const index = useSavedIndex();
  const items = [...index.items].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  return (
    <Stack data-testid="offline-saved">
      <Note role="status">
        {items.length ? t('offline.offlineSaved') : t('offline.offlineNothingSaved')}
      </Note>
      {items.length > 0 && (
        <PlainList>
          {items.map((item) => {
            const path = savedItemPath(item);
            const code = savedLessonCode(item);
            return (
              <SavedRow key={item.key} data-testid="offline-saved-item">
                {path ? <ItemLink to={path}>{item.title}</ItemLink> : <strong>{item.title}</strong>}
                <Muted>
                  {t(`offline.kind.${item.kind}`)} ·{' '}
                  {t('offline.songCount', { count: item.songIds.length })}
                </Muted>
                {code && (
                  <QuizLink
                    to={quizPath(code)}
                    aria-label={t('offline.quizNamed', { title: item.title })}
                  >
                    {t('offline.quiz')}
                  </QuizLink>
                )}
              </SavedRow>
            );
          })}
        </PlainList>
      )}
    </Stack>
  );
}
