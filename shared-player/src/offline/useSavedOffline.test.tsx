import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { savedItem, savedSong } from './savedFixtures';
import { emptySavedIndex, writeSavedIndex } from './savedIndex';
import { useAvailableOffline } from './useAvailableOffline';
import { useSavedOffline } from './useSavedOffline';

/** A home card's offline state: whether it can play and whether its song is saved. */
function Card({ onRender }: { onRender: () => void }) {
  onRender();
  const available = useAvailableOffline({ id: 1 });
  const { saved } = useSavedOffline({ kind: 'song', songId: 1, title: 'Hello' });
  return (
    <span>{`${available ? 'playable' : 'not available offline'}, ${saved ? 'saved' : 'not saved'}`}</span>
  );
}

/** Hydrates the server's HTML (nothing saved there) and counts the card's renders. */
async function hydrateCard() {
  const container = document.createElement('div');
  container.innerHTML = '<span>playable, not saved</span>';
  let renders = 0;
  await act(async () => {
    hydrateRoot(container, <Card onRender={() => renders++} />);
  });
  return { renders, text: container.textContent };
}

describe('offline state while hydrating', () => {
  afterEach(() => {
    writeSavedIndex(emptySavedIndex);
    window.localStorage.clear();
  });

  it('with nothing saved, a server-rendered card is hydrated without a second render', async () => {
    expect(await hydrateCard()).toEqual({ renders: 1, text: 'playable, not saved' });
  });

  it('with its song saved, the card shows it right after hydrating', async () => {
    writeSavedIndex({ songs: { 1: savedSong(1) }, items: [savedItem('song:1', [1])] });
    expect(await hydrateCard()).toEqual({ renders: 2, text: 'playable, saved' });
  });
});
