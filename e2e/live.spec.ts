// Live (issue 32): the next football match kicks off (the operator moves the feed clock) and its play comes through the
// live feed boundary (POST /api/admin/v1/feed/live, as a real feed's adapter writes it: e2e/live-helpers.ts; the
// journey server's engine leaves a match the feed writes to alone). The player opens Live from the home's 'Live now'
// chip (phone) or the 'Inplay Calendar' link (desktop), sees the match in play with its score, opens its page, and a
// goal posted meanwhile changes the score in place (the same element, no reload) and heads the timeline. This spec
// moves every match's kick-off, so it runs after the other journeys (playwright.config.ts).
import { test, expect } from '@playwright/test';
import { feed, kickOffNextFootball } from './live-helpers.ts';

test('a match in play: open Live, see its score, open it, and watch a goal change the score in place', async ({ page, request, isMobile }) => {
  const match = await kickOffNextFootball(request, isMobile ? 0 : 1);
  await feed(request, match.id, match.start, [{ kind: 'period_start', clock_ms: 0 }]);

  if (isMobile) {
    await page.goto('/');
    const chip = page.getByTestId('live-now');
    await expect(chip).toContainText(/Live now [1-9]\d*/);
    await chip.click();
  } else {
    await page.goto('/desktop-sports');
    await page.getByTestId('subnav-inplay').click();
  }
  await expect(page).toHaveURL(/\/live$/);
  const row = page.locator(`[data-testid="live-row"][data-match-id="${match.id}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('live-score')).toHaveText('00');
  await expect(row.getByTestId('live-clock')).toHaveText(/^\d+'$/);
  await expect(page.getByTestId('upcoming-live')).toBeVisible();

  await row.getByTestId('live-open').click();
  await expect(page).toHaveURL(new RegExp(`/live/${encodeURIComponent(match.id).replace(/%3A/gi, '(%3A|:)')}$`));
  const board = page.locator(`[data-testid="live-scoreboard"][data-match-id="${match.id}"]`);
  const score = board.getByTestId('live-board-score');
  await expect(score).toHaveText('0 : 0');
  await expect(page.getByTestId('markets-panel')).toBeVisible();
  const element = await score.elementHandle();

  // The goal comes through the feed: LIVE_EVENT, then LIVE_SCORE, on the socket.
  await feed(request, match.id, match.start, [{ kind: 'goal', side: 'home' }]);
  await expect(score).toHaveText('1 : 0', { timeout: 5_000 });
  expect(await element?.evaluate((el) => el.isConnected)).toBe(true);
  await page.getByTestId('live-tab-timeline').click();
  await expect(page.getByTestId('live-moment').first()).toHaveAttribute('data-kind', 'goal');

  if (isMobile) {
    // Back returns to the list, where the row shows the goal too.
    await board.getByTestId('live-back').click();
    await expect(row.getByTestId('live-score')).toHaveText('10');
  } else {
    await expect(row.getByTestId('live-score')).toHaveText('10');
  }
});
