import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface SongRow {
  id: number;
  title: string;
  ysnRestricted: 0 | 1;
}

/** The first song with the given restriction, straight from the API. */
export async function findSong(request: APIRequestContext, restricted: 0 | 1): Promise<SongRow> {
  const response = await request.get('/api/songs/all');
  expect(response.ok()).toBe(true);
  const songs = (await response.json()) as SongRow[];
  const song = songs.find((item) => item.ysnRestricted === restricted);
  if (!song) throw new Error(`The catalogue has no song with ysnRestricted ${restricted}.`);
  return song;
}

export const playerBar = (page: Page) =>
  page.getByRole('region', { name: /Audio player|Audioplayer|Reproductor de audio/ });

export async function audioState(page: Page) {
  return page.evaluate(() => {
    const elements = document.querySelectorAll('audio');
    const audio = elements[0];
    return { count: elements.length, paused: audio?.paused, time: audio?.currentTime ?? 0 };
  });
}

/** Starts a song with the song page's own Play button (a remote dispatching the command). */
export async function playFromSongPage(page: Page, song: SongRow) {
  await page.goto(`/song/${song.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click();
  await expect(playerBar(page)).toContainText(song.title);
  await expect(playerBar(page).getByRole('button', { name: /^(Pause|Pausieren)$/ })).toBeVisible();
}

/** Jumps to the playing song's last seconds, which are then listened to: the song is heard to its end. */
export async function seekNearEnd(page: Page) {
  await page.waitForFunction(() => (document.querySelector('audio')?.duration ?? 0) > 0);
  await page.evaluate(() => {
    const audio = document.querySelector('audio');
    // Its last seconds listened to: a song reached by a seek to its very end is not heard.
    if (audio) audio.currentTime = audio.duration - 8;
  });
}

/** Plays the song from its page and listens to its end, until the player counts it as heard. */
export async function hearSong(page: Page, request: APIRequestContext, id: number) {
  const song = (await (await request.get(`/api/song/${id}`)).json()) as {
    songTitlePublic: string;
    songTitle: string;
  };
  await playFromSongPage(page, {
    id,
    title: song.songTitlePublic || song.songTitle,
    ysnRestricted: 0,
  });
  await seekNearEnd(page);
  await expect
    .poll(
      () =>
        page.evaluate((songId) => {
          const facts = JSON.parse(localStorage.getItem('listeningFacts') ?? '{}') as {
            heard?: { id: number }[];
          };
          return facts.heard?.some((song) => song.id === songId) ?? false;
        }, id),
      { timeout: 30_000 },
    )
    .toBe(true);
}
