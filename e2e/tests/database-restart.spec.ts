import { expect, test } from '@playwright/test';

/**
 * Issue 72 point 1: while the database restarts, the API answers a write 503 with `Retry-After`;
 * the browser sends the like again after that wait, and the learner's like is counted, with no
 * failure shown. (The server's side of it runs in `npm run test:scale`.)
 */
test('a like refused while the database restarts is sent again after Retry-After and counted', async ({
  page,
}) => {
  let refused = 0;
  await page.route('**/api/content/*/like', async (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    return route.fulfill({
      status: 503,
      headers: { 'Retry-After': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'The service is briefly unavailable.' }),
    });
  });
  await page.goto('/song/2');
  const counted = page.waitForResponse(
    (response) => response.url().includes('/like') && response.status() === 200,
  );
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Like,/ })
    .click();
  await counted;
  expect(refused).toBe(1);
  await expect(page.getByRole('main').getByRole('button', { name: /^Liked,/ })).toBeDisabled();
  await expect(page.getByText('Your like could not be saved')).toHaveCount(0);
});
