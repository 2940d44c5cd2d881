// Live (issue 32): the next football match kicks off (the operator moves the feed clock) and its play comes through the
// live feed boundary (POST /api/admin/v1/feed/live, as a real feed's adapter writes it; the journey server runs no
// engine). The player opens Live from the home's 'Live now' chip (phone) or the 'Inplay Calendar' link (desktop), sees
// the match in play with its score, opens its page, and a goal posted meanwhile changes the score in place (the same
// element, no reload) and heads the timeline. This spec moves every match's kick-off, so it runs after the other
// journeys (playwright.config.ts).
import { test, expect, type APIRequestContext } from '@playwright/test';
import { OPERATOR } from './account-helpers.ts';
import { signedGet } from './signed-get.ts';

const auth = { Authorization: `Bearer ${OPERATOR}` };

/** Moves the feed clock to just after the `nth` next football kick-off (0: the soonest; each viewport its own, so the
 *  two can run at once); answers that match's id and kick-off. */
async function kickOffNextFootball(request: APIRequestContext, nth: number): Promise<{ id: string; start: number }> {
  const next = await signedGet<{ matches: Array<{ id: string; start_time: string }> }>(
    request,
    '/api/v1/express-matches/upcoming?sport_id=1&page_size=2',
  );
  const match = next.matches[nth];
  expect(match, 'a football match to come').toBeTruthy();
  const start = Date.parse(match?.start_time ?? '');
  const { at } = await signedGet<{ at: string }>(request, '/api/v1/live');
  const minutes = Math.max(1, Math.ceil((start - Date.parse(at)) / 60_000) + 1);
  const advanced = await request.post('/api/admin/v1/feed/advance', { headers: auth, data: { minutes } });
  expect(advanced.status(), await advanced.text()).toBe(200);
  return { id: match?.id ?? '', start };
}

/** Writes events of a match through the live feed boundary, at the match clock of now. */
async function feed(request: APIRequestContext, matchId: string, start: number, events: Array<Record<string, unknown>>): Promise<void> {
  const { at } = await signedGet<{ at: string }>(request, '/api/v1/live');
  const clock = Math.max(0, Date.parse(at) - start);
  const res = await request.post('/api/admin/v1/feed/live', {
    headers: auth,
    data: { events: events.map((e, i) => ({ event_id: `journey:${Date.now()}:${i}`, match_id: matchId, period: 1, clock_ms: clock, ...e })) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

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
