// The desktop home (spec §2, §4): TOP MATCHES carousel (cards, 400 px buttons disabled at the ends, dots),
// TOP SPORTS (tabs in numeric sport id order, first selected, 4-column tournament grid, a table of 6-character
// IDs grouped by date; the grid in spec §9's order, from the sport's tournaments), changing sport resets the
// tournament, arrows open the section's full-markets view, a card opens its match in the desktop sports view.
// The phone home is a different layout: skipped there.
import { test, expect, type Page } from '@playwright/test';

test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'the desktop home exists from 768 px only');

const track = (page: Page) => page.getByTestId('carousel-track');
const scrollLeft = (page: Page): Promise<number> => track(page).evaluate((el) => el.scrollLeft);
/** The track's position once a smooth scroll has come to rest (two reads a frame apart agree). */
const restingLeft = (page: Page): Promise<number> =>
  track(page).evaluate(async (el) => {
    for (let last = -1; ; ) {
      await new Promise((done) => setTimeout(done, 120));
      if (el.scrollLeft === last) {
        return last;
      }
      last = el.scrollLeft;
    }
  });

test('TOP MATCHES: cards scroll right to the end with the buttons, and back left', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByTestId('top-match-card');
  await expect(cards.nth(4)).toBeVisible();
  // 1X2 for football and hockey, 1 2 for basketball or tennis: whichever sport kicks off first today.
  await expect(cards.first().getByTestId('odds').first()).toBeVisible();
  expect([2, 3]).toContain(await cards.first().getByTestId('odds').count());
  const prev = page.getByTestId('carousel-prev');
  const next = page.getByTestId('carousel-next');
  await expect(prev).toBeDisabled();
  await expect(next).toBeEnabled();
  const dots = page.getByTestId('carousel-dots').getByRole('button');
  expect(await dots.count()).toBeGreaterThan(1);
  expect(await dots.count()).toBeLessThanOrEqual(5);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');

  await next.click();
  // One click moves the track exactly 400 px (spec §2).
  await expect.poll(() => restingLeft(page)).toBe(400);
  await expect(prev).toBeEnabled();
  for (let i = 0; i < 40 && (await next.isEnabled()); i += 1) {
    const before = await restingLeft(page);
    await next.click();
    await expect.poll(() => scrollLeft(page)).toBeGreaterThan(before);
    await restingLeft(page);
  }
  await expect(next).toBeDisabled();
  const end = await track(page).evaluate((el) => el.scrollWidth - el.clientWidth - el.scrollLeft);
  expect(end).toBeLessThanOrEqual(1);
  await expect(dots.last()).toHaveAttribute('aria-current', 'true');

  const atEnd = await restingLeft(page);
  await prev.click();
  await expect.poll(() => scrollLeft(page)).toBeLessThan(atEnd - 200);
  await expect(next).toBeEnabled();
});

test('TOP SPORTS: numeric sport tabs, first selected, 4-column grid, table of 6-character IDs grouped by date', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByTestId('sport-chip');
  await expect(tabs.nth(1)).toBeVisible();
  const ids = (await tabs.evaluateAll((els) => els.map((el) => el.getAttribute('data-sport-id') ?? ''))).map(Number);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  await expect(tabs.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(tabs.nth(1)).toHaveAttribute('aria-pressed', 'false');

  const grid = page.getByTestId('tournament-chips');
  await expect(grid.getByTestId('tournament-cell').first()).toHaveAttribute('aria-pressed', 'true');
  const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(4);

  const panel = page.getByTestId('matches-panel');
  const rows = panel.getByTestId('match-row');
  await expect(rows.nth(2)).toBeVisible();
  for (const row of (await rows.all()).slice(0, 8)) {
    const id = (await row.getAttribute('data-match-id')) ?? '';
    await expect(row.getByTestId('match-short-id')).toHaveText(id.slice(-6));
    expect(id.slice(-6)).toHaveLength(6);
  }
  const days = await panel.getByTestId('day-header').allInnerTexts();
  expect(days.length).toBeGreaterThan(0);
  for (const day of days) {
    expect(day).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
  }
  const times = days.map((d) => Date.parse(d));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(new Set(days).size).toBe(days.length);
  await expect(panel.getByTestId('show-more')).toHaveText('Show more');

  // UPCOMING: the same table, 0 to 7 days ahead.
  const upcomingDays = await page.getByTestId('upcoming').getByTestId('day-header').allInnerTexts();
  const today = new Date();
  const midnight = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  for (const day of upcomingDays) {
    expect((Date.parse(day) - midnight) / 86_400_000).toBeLessThanOrEqual(7);
  }
});

test('TOP SPORTS grid: spec §9 order under one name per league, every tournament of the sport', async ({ page }) => {
  await page.goto('/');
  const names = page.getByTestId('tournament-chips').getByTestId('tournament-cell').locator('b');
  // The big five, Champions League, Europa League, then A–Z (Ethiopia's league by its own name, not 'Premier League'):
  // every football tournament of the feed (30 since issue 32's round-the-clock schedule).
  const top = ['Premier League', 'LaLiga', 'Bundesliga', 'Serie A', 'Ligue 1', 'UEFA Champions League', 'UEFA Europa League'];
  await expect(names).toHaveCount(30);
  const shown = await names.allInnerTexts();
  expect(shown.slice(0, top.length)).toEqual(top);
  const rest = shown.slice(top.length);
  expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
  expect(rest).toEqual(expect.arrayContaining(['Ethiopian Premier League', 'CAF Champions League', 'Eredivisie', 'Liga Portugal']));
  expect(rest).not.toContain('Premier League');
  await expect(page.getByTestId('tournament-cell').first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('matches-panel').getByTestId('tournament-header').first()).toContainText('Premier League');
  // Basketball's first matches are all NBA at night, yet its grid has EuroLeague too: built from its tournaments.
  await page.locator('[data-testid="sport-chip"][data-sport-id="2"]').click();
  await expect(names.first()).toHaveText(/\S/);
  const basketball = await names.allInnerTexts();
  expect(basketball).toEqual(expect.arrayContaining(['EuroLeague', 'NBA']));
  expect(basketball).toEqual([...basketball].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
});

test("choosing another sport resets the tournament to that sport's first", async ({ page }) => {
  await page.goto('/');
  const cells = page.getByTestId('tournament-chips').getByTestId('tournament-cell');
  const other = cells.nth(2);
  const otherId = (await other.getAttribute('data-tournament-id')) ?? '';
  await other.click();
  await expect(other).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('matches-panel').getByTestId('match-row').first()).toBeVisible();
  const league = await page.getByTestId('matches-panel').getByTestId('tournament-header').first().innerText();
  expect(league).toContain((await other.locator('b').innerText()).trim());

  await page.getByTestId('sport-chip').nth(1).click();
  await expect(page.getByTestId('sport-chip').nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(cells.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('tournament-chips').locator(`[data-tournament-id="${otherId}"]`)).toHaveCount(0);
  await expect(page).not.toHaveURL(/tournament=/);

  await page.getByTestId('sport-chip').first().click();
  await expect(page.getByTestId('sport-chip').first()).toHaveAttribute('aria-pressed', 'true');
  // The grid's first cell again, not the league chosen before. Which league is first can change meanwhile (a
  // tournament whose last upcoming match kicks off leaves the grid), so the first is read anew, not remembered.
  await expect(cells.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('tournament-chips').locator(`[data-tournament-id="${otherId}"][aria-pressed="true"]`)).toHaveCount(0);
});

test("a row arrow opens the section's list with the markets panel of that match; back returns home", async ({ page }) => {
  await page.goto('/');
  const row = page.getByTestId('matches-panel').getByTestId('match-row').nth(1);
  const id = (await row.getAttribute('data-match-id')) ?? '';
  await row.getByTestId('match-arrow').click();
  await expect(page).toHaveURL(/section=top/);
  await expect(page.getByTestId('markets-panel')).toHaveAttribute('data-match-id', id);
  await expect(page.getByTestId('section-list').locator(`[data-match-id="${id}"]`)).toHaveAttribute('aria-current', 'true');
  // Another row of the same list changes the selection in place.
  const second = page.getByTestId('section-list').getByTestId('match-row').nth(3);
  const secondId = (await second.getAttribute('data-match-id')) ?? '';
  await second.getByTestId('match-arrow').click();
  await expect(page.getByTestId('markets-panel')).toHaveAttribute('data-match-id', secondId);
  await page.getByTestId('section-back').click();
  await expect(page.getByTestId('top-sports')).toBeVisible();
  await expect(page.getByTestId('markets-panel')).toHaveCount(0);

  const upcoming = page.getByTestId('upcoming').getByTestId('match-row').first();
  const upcomingId = (await upcoming.getAttribute('data-match-id')) ?? '';
  await upcoming.getByTestId('match-arrow').click();
  await expect(page).toHaveURL(/section=upcoming/);
  await expect(page.getByTestId('markets-panel')).toHaveAttribute('data-match-id', upcomingId);
  await expect(page.getByTestId('section-list').getByTestId('match-row').first()).toBeVisible();
});

test('a top-match card opens its tournament in the desktop sports view with the match selected', async ({ page }) => {
  await page.goto('/');
  const card = page.getByTestId('top-match-card').first();
  await expect(card).toBeVisible();
  const id = (await card.getAttribute('data-match-id')) ?? '';
  const tournament = (await card.getAttribute('data-tournament-id')) ?? '';
  expect(tournament).toMatch(/\S/);
  await card.getByTestId('top-match-open').click();
  await expect(page).toHaveURL(/\/desktop-sports\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('match')).toBe(id);
  expect(url.searchParams.get('tournament')).toBe(tournament);
});
