import { expect, test } from '@playwright/test';
import { audioState, findSong, playFromSongPage, playerBar } from '../support/player';
import { saveLanguage } from '../support/language';

test.describe('player', () => {
  test('one audio element keeps playing while the learner moves through three other remotes', async ({
    page,
    request,
  }) => {
    const song = await findSong(request, 0);
    await playFromSongPage(page, song);

    let lastTime = (await audioState(page)).time;
    const steps = [
      {
        name: 'Home',
        url: /:\d+\/$/,
        click: () => page.getByRole('link', { name: 'Home', exact: true }).click(),
      },
      {
        name: 'Search',
        url: /\/search$/,
        click: () => page.getByRole('link', { name: 'Search', exact: true }).click(),
      },
      {
        name: 'calculator',
        url: /\/time-calculator$/,
        click: () => page.getByRole('link', { name: 'Time-potential calculator' }).click(),
      },
    ];
    for (const step of steps) {
      await step.click();
      await expect(page, step.name).toHaveURL(step.url);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect
        .poll(async () => (await audioState(page)).time, { message: `${step.name}: time runs on` })
        .toBeGreaterThan(lastTime);
      const state = await audioState(page);
      expect(state.count, `${step.name}: exactly one <audio>`).toBe(1);
      expect(state.paused, `${step.name}: still playing`).toBe(false);
      lastTime = state.time;
    }
    await expect(playerBar(page)).toContainText(song.title);
  });

  test('the bar: labelled seek slider, Space toggles, arrows seek, remembered mute', async ({
    page,
    request,
  }) => {
    const song = await findSong(request, 0);
    await playFromSongPage(page, song);
    const slider = playerBar(page).getByRole('slider', { name: 'Playback position' });
    await expect(slider).toHaveAttribute('aria-valuetext', /^\d+:\d\d of \d+:\d\d$/);

    // Space on plain content toggles playback (focus on the page body, not a control).
    await page.locator('h1').first().click();
    await page.keyboard.press('Space');
    await expect(playerBar(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    expect((await audioState(page)).paused).toBe(true);

    const before = (await audioState(page)).time;
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThanOrEqual(before + 4);

    await playerBar(page).getByRole('button', { name: 'Mute' }).click();
    expect(await page.evaluate(() => document.querySelector('audio')?.volume)).toBe(0);
    await page.reload();
    await expect(playerBar(page).getByRole('button', { name: 'Unmute' })).toBeVisible();
    await playerBar(page).getByRole('button', { name: 'Unmute' }).click();
    expect(await page.evaluate(() => document.querySelector('audio')?.volume)).toBe(0.7);
  });

  test('now playing: its own play/pause, seek, next and time; Space pauses inside it', async ({
    page,
    request,
  }) => {
    const song = await findSong(request, 0);
    await playFromSongPage(page, song);
    await playerBar(page)
      .getByRole('button', { name: 'Now playing and lyrics', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Now playing' });
    const transport = dialog.getByTestId('now-playing-transport');
    await expect(transport.getByLabel('Elapsed time')).toHaveText(/^\d+:\d\d$/);
    await expect(transport.getByRole('button', { name: 'Pause' })).toBeFocused();

    // Space on plain content inside the dialog pauses, as it does on the page.
    await dialog.getByTestId('now-playing-title').click();
    await page.keyboard.press('Space');
    await expect(transport.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    expect((await audioState(page)).paused).toBe(true);
    await transport.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);

    await transport.getByRole('slider', { name: 'Playback position' }).fill('30');
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThanOrEqual(29);
  });

  test('now playing on a 360 px phone: the controls and the sung line are both in view', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const song = await findSong(request, 0);
    await playFromSongPage(page, song);
    await playerBar(page).getByTestId('player-title').click();
    const dialog = page.getByRole('dialog', { name: 'Now playing' });
    const transport = dialog.getByTestId('now-playing-transport');
    await expect(transport.getByRole('button', { name: /^(Pause|Play)$/ })).toBeInViewport();
    const lines = dialog.getByTestId('lyric-line');
    test.skip((await lines.count()) === 0, 'this song has no synced lyrics');
    await page.evaluate(() => {
      const audio = document.querySelector('audio');
      const starts = [...document.querySelectorAll('[data-testid="lyric-line"]')].map((line) =>
        Number(line.getAttribute('data-start')),
      );
      if (audio) audio.currentTime = (starts[Math.min(6, starts.length - 1)] ?? 0) + 0.5;
    });
    const current = dialog.locator('[data-testid="lyric-line"][aria-current="true"]');
    await expect(current).toBeInViewport({ ratio: 0.9 });
    await expect(transport).toBeInViewport();
  });

  for (const language of [
    {
      code: 'en',
      dialog: 'Unlock the full song',
      pricing: /See plans and pricing/,
      preview: 'Continue with preview',
    },
    {
      code: 'de',
      dialog: 'Den ganzen Song freischalten',
      pricing: /Pläne und Preise ansehen/,
      preview: 'Mit der Vorschau weiterhören',
    },
  ] as const) {
    test(`a restricted song stops after its 20-second preview and offers a subscription (${language.code})`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(90_000);
      // The pricing page is outside this site; answer it locally so the new tab has something to show.
      await context.route('https://beat-to-breakthrough.example/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Pricing</title>' }),
      );
      await saveLanguage(page, language.code);
      const song = await findSong(request, 1);
      await page.goto(`/song/${song.id}`);
      await page
        .getByRole('main')
        .getByRole('button', { name: /^(Play|Abspielen)$/ })
        .first()
        .click();
      await expect(
        playerBar(page).getByRole('button', { name: /^(Pause|Pausieren)$/ }),
      ).toBeVisible();
      const startedAt = Date.now();

      const dialog = page.getByRole('dialog', { name: language.dialog });
      await expect(dialog).toBeVisible({ timeout: 30_000 });
      const elapsed = (Date.now() - startedAt) / 1000;
      expect(elapsed).toBeGreaterThan(18);
      expect(elapsed).toBeLessThan(26);
      expect((await audioState(page)).paused).toBe(true);

      // Continue with the preview closes the dialog and leaves the song paused.
      await dialog.getByRole('button', { name: language.preview }).click();
      await expect(dialog).toBeHidden();
      expect((await audioState(page)).paused).toBe(true);

      // Playing again hears the preview again, and the limit brings the dialog back.
      await page.evaluate(() => {
        const audio = document.querySelector('audio');
        if (audio) audio.currentTime = 0;
      });
      await playerBar(page)
        .getByRole('button', { name: /^(Play|Abspielen)$/ })
        .click();
      await page.evaluate(() => {
        const audio = document.querySelector('audio');
        if (audio) audio.currentTime = 19;
      });
      await expect(dialog).toBeVisible({ timeout: 10_000 });

      const [pricing] = await Promise.all([
        page.waitForEvent('popup'),
        dialog.getByRole('button', { name: language.pricing }).click(),
      ]);
      await expect(pricing).toHaveURL(/beat-to-breakthrough\.example\/pricing/);
      await expect(dialog).toBeHidden();
    });
  }
});
