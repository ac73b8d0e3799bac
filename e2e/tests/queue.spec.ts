import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { audioState, playerBar } from '../support/player';
import { saveLanguage } from '../support/language';
import { expectNoSeriousViolations } from '../support/axe';

/**
 * Issue 17: hands-free listening. Play all queues that keep going, repeat and shuffle, resume after a
 * reload, one tab plays, synced lyrics, speed, the preview in a queue and the lock-screen metadata.
 */

interface PlaylistSong {
  songID: number;
  songTitlePublic: string;
  creator: string;
  ysnRestricted: 0 | 1;
}

/**
 * The songs in the order Play all queues them for a visitor without premium: the first song heard
 * in full leads (issue 67: a first listen does not begin with a preview), the rest as listed.
 */
function inPlayOrder(songs: PlaylistSong[]): PlaylistSong[] {
  const first = songs.findIndex((song) => song.ysnRestricted !== 1);
  if (first <= 0) return songs;
  return [songs[first]!, ...songs.slice(0, first), ...songs.slice(first + 1)];
}

async function topRated(request: APIRequestContext, language: 'en' | 'de' = 'en') {
  const response = await request.get(`/api/playlists?language=${language}`);
  expect(response.ok()).toBe(true);
  const [top] = (await response.json()) as { headline: string; songs: PlaylistSong[] }[];
  if (!top || top.songs.length < 3) throw new Error('The first playlist needs three songs.');
  return { ...top, songs: inPlayOrder(top.songs) };
}

const title = (page: Page) => playerBar(page).getByTestId('player-title');
const pauseButton = (page: Page) =>
  playerBar(page).getByRole('button', { name: /^(Pause|Pausieren)$/ });

/** Play all on the home page's first row ("Top Rated"). */
async function playAllTopRated(page: Page, request: APIRequestContext) {
  const top = await topRated(request);
  await page.goto('/');
  await page.getByRole('button', { name: `Play all: ${top.headline}` }).click();
  await expect(title(page)).toHaveText(top.songs[0]!.songTitlePublic);
  await expect(pauseButton(page)).toBeVisible();
  return top;
}

/** Moves the audio to `seconds`, or to a second before its end (so it ends within a moment). */
async function seekTo(page: Page, seconds: number | 'nearEnd') {
  await page.waitForFunction(() => (document.querySelector('audio')?.duration ?? 0) > 0);
  await page.evaluate((at) => {
    const audio = document.querySelector('audio');
    if (audio) audio.currentTime = at === 'nearEnd' ? audio.duration - 1 : at;
  }, seconds);
}

const seekNearEnd = (page: Page) => seekTo(page, 'nearEnd');

/** The queue view lists every entry in queue order, each marked played, current or up next. */
const queueEntries = (page: Page, status: 'upNext' | 'played') =>
  page.getByTestId('queue-list').locator(`[data-testid="queue-entry"][data-status="${status}"]`);

/** The titles of what comes next, in order. */
async function upNextTitles(page: Page) {
  return queueEntries(page, 'upNext').evaluateAll((entries) =>
    entries.map((entry) => entry.querySelector('[data-testid="queue-title"]')?.textContent ?? ''),
  );
}

/** Plays all of Top Rated and opens the queue view from the player bar. */
async function openTopRatedQueue(page: Page, request: APIRequestContext) {
  const top = await playAllTopRated(page, request);
  await playerBar(page).getByRole('button', { name: 'Queue' }).click();
  return { top, dialog: page.getByRole('dialog', { name: 'Queue' }) };
}

test.describe('queue', () => {
  test('play all on a home row: the next track starts by itself, with the creator on the lock screen', async ({
    page,
    request,
  }) => {
    const top = await playAllTopRated(page, request);
    const [first, second] = top.songs;

    // Media Session: the real creator as artist (the card shows the likes text), source as album.
    await expect
      .poll(() => page.evaluate(() => navigator.mediaSession.metadata?.artist))
      .toBe(first!.creator);
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.album)).toBe(
      `Playlist: ${top.headline}`,
    );
    expect(
      await page.evaluate(() => navigator.mediaSession.metadata?.artwork.map((a) => a.sizes)),
    ).toContain('512x512');

    await seekNearEnd(page);
    await expect(title(page)).toHaveText(second!.songTitlePublic, { timeout: 15_000 });
    await expect(pauseButton(page)).toBeVisible();
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  });

  test('repeat one replays the track; shuffle changes the order and un-shuffle restores it', async ({
    page,
    request,
  }) => {
    const top = await playAllTopRated(page, request);
    const repeat = playerBar(page).getByRole('button', { name: /^Repeat:/ });
    await repeat.click(); // all
    await repeat.click(); // one
    await expect(repeat).toHaveAccessibleName('Repeat: this track');
    await seekNearEnd(page);
    await expect
      .poll(async () => (await audioState(page)).time, { timeout: 15_000 })
      .toBeLessThan(5);
    await expect(title(page)).toHaveText(top.songs[0]!.songTitlePublic);
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);

    await playerBar(page).getByRole('button', { name: 'Queue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Queue' });
    await expect(dialog.getByTestId('queue-source')).toHaveText(`Playlist: ${top.headline}`);
    const original = await upNextTitles(page);
    expect(original.length).toBeGreaterThan(2);
    await dialog.press('Escape');

    await playerBar(page).getByRole('button', { name: 'Shuffle' }).click();
    await expect(playerBar(page).getByRole('button', { name: 'Shuffle' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await playerBar(page).getByRole('button', { name: 'Queue' }).click();
    const shuffled = await upNextTitles(page);
    expect([...shuffled].sort()).toEqual([...original].sort());
    expect(shuffled).not.toEqual(original);
    await page.getByRole('dialog', { name: 'Queue' }).press('Escape');

    await playerBar(page).getByRole('button', { name: 'Shuffle' }).click();
    await playerBar(page).getByRole('button', { name: 'Queue' }).click();
    expect(await upNextTitles(page)).toEqual(original);
  });

  test('the queue view: keyboard move, remove, jump, and a live line naming the next track', async ({
    page,
    request,
  }) => {
    const { top, dialog } = await openTopRatedQueue(page, request);
    const next = dialog.getByTestId('queue-next');
    await expect(next).toHaveAttribute('aria-live', 'polite');
    await expect(next).toHaveText(`Up next: ${top.songs[1]!.songTitlePublic}`);

    const third = top.songs[2]!.songTitlePublic;
    const moveUp = dialog.getByRole('button', { name: `Move ${third} up` });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await expect(next).toHaveText(`Up next: ${third}`);
    await expect(dialog.getByRole('button', { name: `Move ${third} down` })).toBeFocused();

    await dialog.getByRole('button', { name: `Remove ${third} from the queue` }).click();
    await expect(next).toHaveText(`Up next: ${top.songs[1]!.songTitlePublic}`);

    await dialog.getByRole('button', { name: `Play ${top.songs[1]!.songTitlePublic}` }).click();
    await expect(title(page)).toHaveText(top.songs[1]!.songTitlePublic);
    await expect(queueEntries(page, 'played')).toHaveCount(1);
  });

  test('picking an entry keeps focus on it and its place; played ones stay, marked; Escape closes', async ({
    page,
    request,
  }) => {
    const { top, dialog } = await openTopRatedQueue(page, request);
    const third = top.songs[2]!.songTitlePublic;
    const pick = dialog.getByRole('button', { name: `Play ${third}` });
    await pick.focus();
    await page.keyboard.press('Enter');
    await expect(title(page)).toHaveText(third);
    await expect(pick).toBeFocused();
    await expect(pick).toContainText('Now playing');
    await expect(queueEntries(page, 'played')).toHaveCount(2);
    await expect(queueEntries(page, 'played').first()).toContainText('Played');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('on a phone, queue titles wrap to two lines instead of an ellipsis', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openTopRatedQueue(page, request);
    const overflow = await page
      .getByTestId('queue-title')
      .evaluateAll((titles) =>
        titles.map((node) => [
          getComputedStyle(node).whiteSpace,
          node.scrollWidth > node.clientWidth,
        ]),
      );
    for (const [whiteSpace, cut] of overflow) {
      expect(whiteSpace).not.toBe('nowrap');
      expect(cut).toBe(false);
    }
  });

  test('a reload restores the queue and the position, paused; one click resumes', async ({
    page,
    request,
  }) => {
    const top = await playAllTopRated(page, request);
    await playerBar(page).getByRole('button', { name: 'Next track' }).click();
    await expect(title(page)).toHaveText(top.songs[1]!.songTitlePublic);
    await seekTo(page, 21);
    await pauseButton(page).click();
    const elapsed = playerBar(page).getByLabel('Elapsed time');
    await expect(elapsed).toHaveText(/^0:2[12]$/);
    const position = await elapsed.innerText();

    await page.reload();
    await expect(title(page)).toHaveText(top.songs[1]!.songTitlePublic);
    await expect(elapsed).toHaveText(position);
    const play = playerBar(page).getByRole('button', { name: 'Play', exact: true });
    await expect(play).toBeVisible();
    await play.click();
    await expect(pauseButton(page)).toBeVisible();
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThanOrEqual(21);
    await playerBar(page).getByRole('button', { name: 'Queue' }).click();
    await expect(queueEntries(page, 'played')).toHaveCount(1);
    await expect(page.getByTestId('queue-source')).toHaveText(`Playlist: ${top.headline}`);
  });

  test('only one tab plays: starting playback in a second tab pauses the first', async ({
    page,
    context,
    request,
  }) => {
    await playAllTopRated(page, request);
    const second = await context.newPage();
    await playAllTopRated(second, request);
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
    await expect(playerBar(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    expect((await audioState(second)).paused).toBe(false);
  });

  test('a restricted track in a queue plays its 20 s preview, the offer shows, the next track starts', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/search');
    await page.getByRole('button', { name: 'Play all' }).click();
    await expect(pauseButton(page)).toBeVisible();
    await playerBar(page).getByRole('button', { name: 'Queue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Queue' });
    // The first track marked "Preview" that has a track after it.
    const entries = queueEntries(page, 'upNext');
    const restricted = entries.filter({ hasText: 'Preview' }).first();
    const restrictedTitle = await restricted.getByTestId('queue-title').innerText();
    await restricted.getByRole('button', { name: `Play ${restrictedTitle}` }).click();
    await dialog.press('Escape');
    await expect(title(page)).toHaveText(restrictedTitle);
    await expect(pauseButton(page)).toBeVisible();
    await seekTo(page, 16);

    const offer = page.getByRole('dialog', { name: 'Unlock the full song' });
    await expect(offer).toBeVisible({ timeout: 15_000 });
    await expect(title(page)).not.toHaveText(restrictedTitle, { timeout: 15_000 });
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  });
});

test.describe('now playing', () => {
  test('the highlighted line follows currentTime, a click seeks, speed sets playbackRate', async ({
    page,
    request,
  }) => {
    await playAllTopRated(page, request);
    await playerBar(page)
      .getByRole('button', { name: 'Now playing and lyrics', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Now playing' });
    const lines = dialog.getByTestId('lyric-line');
    await expect(lines.first()).toBeVisible();
    const starts = (await lines.evaluateAll((buttons) =>
      buttons.map((button) => Number(button.getAttribute('data-start'))),
    )) as number[];
    expect(starts.length).toBeGreaterThan(5);

    for (const index of [1, Math.floor(starts.length / 2), starts.length - 2]) {
      const at = (starts[index]! + starts[index + 1]!) / 2;
      await page.evaluate((time) => {
        const audio = document.querySelector('audio');
        if (audio) audio.currentTime = time;
      }, at);
      await expect(
        dialog.locator('[data-testid="lyric-line"][aria-current="true"]'),
      ).toHaveAttribute('data-start', String(starts[index]));
    }

    // A line's words are buttons of their own (issue 32): its play button seeks.
    await lines.nth(3).getByTestId('lyric-line-seek').click();
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThanOrEqual(starts[3]!);
    expect((await audioState(page)).time).toBeLessThan(starts[3]! + 1.5);

    await dialog.getByRole('combobox', { name: 'Playback speed' }).selectOption('0.75');
    expect(await page.evaluate(() => document.querySelector('audio')?.playbackRate)).toBe(0.75);
    expect(await page.evaluate(() => document.querySelector('audio')?.preservesPitch)).toBe(true);
  });

  for (const language of ['en', 'de'] as const) {
    test(`axe finds nothing serious in the queue and now-playing views (${language})`, async ({
      page,
      request,
    }) => {
      await saveLanguage(page, language);
      const top = await topRated(request, language);
      await page.goto('/');
      const playAll = language === 'en' ? 'Play all' : 'Alle abspielen';
      await page.getByRole('button', { name: `${playAll}: ${top.headline}` }).click();
      await expect(pauseButton(page)).toBeVisible();
      const views = [
        {
          button: language === 'en' ? 'Queue' : 'Warteschlange',
          dialog: /^(Queue|Warteschlange)$/,
        },
        {
          button: language === 'en' ? 'Now playing and lyrics' : 'Aktueller Titel und Songtext',
          dialog: /^(Now playing|Aktueller Titel)$/,
        },
      ];
      for (const view of views) {
        await playerBar(page).getByRole('button', { name: view.button, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: view.dialog });
        await expect(dialog).toBeVisible();
        await expectNoSeriousViolations(page, '[role="dialog"]');
        await dialog.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });
  }
});

test.describe('phone layout', () => {
  test('the player bar at 360 px: no overflow, times shown, mute and queue reachable, 44 px targets', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await playAllTopRated(page, request);
    const bar = playerBar(page);
    const overflow = await bar.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expect(bar.getByTestId('player-compact-time')).toBeVisible();
    await expect(bar.getByTestId('player-compact-time')).toHaveText(/^\d+:\d\d \/ \d+:\d\d$/);
    for (const name of ['Mute', 'Queue', 'Next track', 'Previous track', 'Pause']) {
      const button = bar.getByRole('button', { name, exact: true });
      await expect(button, name).toBeVisible();
      const box = await button.boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.width, `${name} width`).toBeGreaterThanOrEqual(44);
      expect(box!.height, `${name} height`).toBeGreaterThanOrEqual(44);
      expect(box!.x + box!.width, `${name} inside the screen`).toBeLessThanOrEqual(360);
    }
  });
});
