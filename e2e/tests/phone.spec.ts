import { expect, test } from '@playwright/test';
import { navigateInApp, scrollToBottom } from '../support/clientNavigation';
import { findSong, playerBar } from '../support/player';
import { siteRoutes } from '../support/routes';
import { saveLanguage } from '../support/language';

// A 360 px phone (the narrowest common width): no page may be wider than the screen, or the phone
// zooms out or pans sideways and cuts off what is at the edge.
const screenWidth = 360;
test.use({ viewport: { width: screenWidth, height: 740 }, hasTouch: true, isMobile: true });

for (const language of ['en', 'de'] as const) {
  test(`every route fits 360 px in ${language}, scrolled down, with a track in the player bar`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await saveLanguage(page, language);
    const song = await findSong(request, 0);
    await page.goto(`/song/${song.id}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^(Play|Abspielen)$/ })
      .click();
    await expect(playerBar(page)).toContainText(song.title);

    const tooWide: string[] = [];
    const noAlt: string[] = [];
    for (const route of siteRoutes) {
      await navigateInApp(page, route.path);
      await scrollToBottom(page);
      await expect(playerBar(page)).toContainText(song.title);
      // Compared with the screen, not innerWidth: a phone widens its viewport to fit a wide page.
      const width = await page.evaluate(() =>
        Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      );
      if (width > screenWidth) tooWide.push(`${route.path}: ${width} px`);
      // Every cover says what it shows, or is marked decorative (alt="") beside its title.
      const withoutAlt = await page.locator('img:not([alt])').count();
      if (withoutAlt > 0) noAlt.push(`${route.path}: ${withoutAlt}`);
    }
    expect(tooWide).toEqual([]);
    expect(noAlt).toEqual([]);
  });
}

test('the hero arrows leave the slide text free on a touch screen', async ({ page }) => {
  await page.goto('/');
  const next = page.getByRole('button', { name: 'Next slide' });
  await expect(next).toBeVisible();
  const overlaps = await page.evaluate(() => {
    const boxOf = (element: Element) => element.getBoundingClientRect();
    const arrows = ['Previous slide', 'Next slide'].map((name) =>
      boxOf(document.querySelector(`button[aria-label="${name}"]`) as Element),
    );
    const texts = [...document.querySelectorAll('[aria-label="Featured"] :is(h2, p, a)')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map(boxOf);
    return texts.length === 0
      ? -1
      : texts.flatMap((text) =>
          arrows.filter(
            (arrow) =>
              arrow.left < text.right &&
              text.left < arrow.right &&
              arrow.top < text.bottom &&
              text.top < arrow.bottom,
          ),
        ).length;
  });
  expect(overlaps).toBe(0);
});
