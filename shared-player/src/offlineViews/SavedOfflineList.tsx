import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button, Muted, PlainList, Row, Stack } from '@btb/shared-ui';
import {
  formatBytes,
  playerNamespace,
  removeAllSaved,
  removeSavedItem,
  savedBytes,
  savedItemBytes,
  useSavedIndex,
} from '@btb/shared-player';
import { SavedRow } from './savedListStyles';

const Heading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Facts = styled.div`
  flex: 1;
  display: grid;
  min-width: 0;
`;

/** My learning's "Saved for offline": each saved item with its size, remove one, remove all. */
export function SavedOfflineList() {
  const { t, i18n } = useTranslation(playerNamespace);
  const index = useSavedIndex();
  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  const items = [...index.items].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  return (
    <Stack as="section" aria-labelledby="saved-offline-heading" data-testid="saved-offline">
      <Row $justify="space-between" $wrap>
        <Heading id="saved-offline-heading">{t('offline.listTitle')}</Heading>
        {items.length > 0 && (
          <Button type="button" $variant="ghost" onClick={() => void removeAllSaved()}>
            {t('offline.removeAll')}
          </Button>
        )}
      </Row>
      {items.length === 0 ? (
        <Muted $small>{t('offline.listEmpty')}</Muted>
      ) : (
        <>
          <Muted $small data-testid="saved-offline-total">
            {t('offline.listTotal', { count: items.length, size: size(savedBytes(index)) })}
          </Muted>
          <PlainList>
            {items.map((item) => (
              <SavedRow key={item.key} data-testid="saved-offline-item">
                <Facts>
                  <strong>{item.title}</strong>
                  <Muted as="span" $small>
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
          </PlainList>
        </>
      )}
    </Stack>
  );
}
