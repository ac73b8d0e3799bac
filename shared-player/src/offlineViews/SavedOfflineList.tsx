import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import {
  formatBytes,
  playerNamespace,
  removeAllSaved,
  removeSavedItem,
  savedBytes,
  savedItemBytes,
  useSavedIndex,
} from '@btb/shared-player';
import { SavedList, SavedRow } from './savedListStyles';

const Section = styled.section`
  display: grid;
  gap: 12px;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Facts = styled.div`
  flex: 1;
  display: grid;
  min-width: 0;
`;

const Muted = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** My learning's "Saved for offline": each saved item with its size, remove one, remove all. */
export function SavedOfflineList() {
  const { t, i18n } = useTranslation(playerNamespace);
  const index = useSavedIndex();
  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  const items = [...index.items].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  return (
    <Section aria-labelledby="saved-offline-heading" data-testid="saved-offline">
      <Header>
        <Heading id="saved-offline-heading">{t('offline.listTitle')}</Heading>
        {items.length > 0 && (
          <Button type="button" $variant="ghost" onClick={() => void removeAllSaved()}>
            {t('offline.removeAll')}
          </Button>
        )}
      </Header>
      {items.length === 0 ? (
        <Muted as="p">{t('offline.listEmpty')}</Muted>
      ) : (
        <>
          <Muted as="p" data-testid="saved-offline-total">
            {t('offline.listTotal', { count: items.length, size: size(savedBytes(index)) })}
          </Muted>
          <SavedList>
            {items.map((item) => (
              <SavedRow key={item.key} data-testid="saved-offline-item">
                <Facts>
                  <strong>{item.title}</strong>
                  <Muted>
                    {t(`offline.kind.${item.kind}`)} ·{' '}
                    {t('offline.songCount', { count: item.songIds.length })} ·{' '}
                    {size(savedItemBytes(index, item))}
                  </Muted>
                </Facts>
                <Button
                  type="button"
                  $variant="ghost"
                  aria-label={t('offline.removeNamed', { title: item.title })}
                  onClick={() => void removeSavedItem(item.key)}
                >
                  {t('offline.remove')}
                </Button>
              </SavedRow>
            ))}
          </SavedList>
        </>
      )}
    </Section>
  );
}
