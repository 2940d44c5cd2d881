// The tournament view and the markets panel as a player sees them (spec §2, §4, §5): a tournament's matches
// grouped by date under TIME / EVENT / 1 X 2; on a phone a match opens its markets (group tabs, upper-case
// panels) in place of the list and an odd goes to the betslip; on desktop the first match is selected with its
// markets beside the list, another row switches them (open panels reset), and at full width the betslip is the
// third column and the only slip on screen; 'Load More' appends the rest of a tournament of more than 50
// matches; several tournaments show as 'Selected Tournaments (n)'. Tournament ids come from the server.
import { test, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { openMarketsOf } from './markets-helpers.ts';
import { signedGet } from './signed-get.ts';

interface League {
  id: string;
  name: string;
  sport_id: string;
}
const topLeagues = async (request: APIRequestContext): Promise<League[]> =>
  (await signedGet<{ top_leagues: League[] }>(request, '/api/v1/top-leagues')).top_leagues;

/** The first tournament (walking sports, then categories) holding more than `n` upcoming matches. */
async function tournamentOver(request: APIRequestContext, n: number): Promise<{ id: string; name: string; match_count: number }> {
  const { sports } = await signedGet<{ sports: Array<{ id: string; match_count: number }> }>(request, '/api/v1/sports?active=true');
  for (const sport of sports.filter((s) => s.match_count > n)) {
    const { categories } = await signedGet<{ categories: Array<{ category_id: string; match_count: number }> }>(
      request,
      `/api/v1/sports/${sport.id}/categories?active=true`,
    );
    for (const c of categories.filter((x) => x.match_count > n)) {
      const { tournaments } = await signedGet<{ tournaments: Array<{ id: string; name: string; match_count: number }> }>(
        request,
        `/api/v1/categories/${encodeURIComponent(c.category_id)}/tournaments?active=true`,
      );
      const found = tournaments.find((t) => t.match_count > n);
      if (found) {
        return found;
      }
    }
  }
  throw new Error(`no tournament with more than ${n} matches`);
}

const rowsOf = (page: Page): Locator => page.getByTestId('tournament-view').getByTestId('match-row');
const DAY = /^(Today|Tomorrow|[A-Z][a-z]{2} \d{2} [A-Z][a-z]{2} \d{4})$/;

test('phone: a tournament by date; a match opens its markets with group tabs; an odd goes to the betslip', async ({ page, request, isMobile }) => {
  test.skip(!isMobile, 'on desktop the markets show beside the list (next journeys)');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const league = (await topLeagues(request))[0] as League;
  await page.goto(`/sports/${league.sport_id}?t=${encodeURIComponent(league.id)}`);
  const view = page.getByTestId('tournament-view');
  await expect(view.getByTestId('tournament-title')).toContainText(league.name);
  await expect(view.getByTestId('column-heads')).toHaveText(/TIME\s*EVENT\s*1\s*X\s*2/);
  await expect(view.getByTestId('day-header').first()).toHaveText(DAY);
  await expect(rowsOf(page).first().getByTestId('odds')).toHaveCount(3);
  await expect(rowsOf(page).first().getByTestId('odds').nth(1)).toHaveText(/^X\s*\d+\.\d{2}$/);

  // A row down the list, so Back can prove it returns to the same place.
  await page.evaluate(() => window.scrollTo(0, 400));
  const rowId = await page.evaluate(
    () =>
      [...document.querySelectorAll('[data-testid="match-row"]')].find((r) => r.getBoundingClientRect().top > 250)?.getAttribute('data-match-id') ??
      '',
  );
  const row = page.locator(`[data-testid="match-row"][data-match-id="${rowId}"]`);
  const { home, away, panel } = await openMarketsOf(page, row);
  await expect(panel.getByTestId('markets-tournament')).toHaveText(league.name);
  const tabs = panel.getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.last()).toHaveText('All');
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  const market = panel.getByTestId('market').first();
  await expect(market.getByRole('button', { expanded: true })).toHaveCSS('text-transform', 'uppercase');
  const odd = market.getByTestId('odds').first();
  await odd.click();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('betslip-count')).toHaveText('1');
  await expect(page.getByTestId('betslip-bar')).toContainText(`${home} v ${away}`);

  await panel.getByTestId('markets-back').click();
  await expect(page).not.toHaveURL(/[?&]match=/);
  await expect(row).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  expect(errors).toEqual([]);
});

test('desktop: the first match is selected with its markets beside the list; another row switches and resets the panels', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the phone shows the markets in place of the list');
  const league = (await topLeagues(request))[0] as League;
  await page.goto(`/desktop-sports?tournament=${encodeURIComponent(league.id)}`);
  const rows = rowsOf(page);
  await expect(rows.first()).toHaveAttribute('aria-current', 'true');
  const panel = page.getByTestId('tournament-view').getByTestId('markets-panel');
  await expect(panel).toHaveAttribute('data-match-id', (await rows.first().getAttribute('data-match-id')) ?? '');
  await expect(rows.first()).toContainText(/\d{2}\/\d{2}\/\d{2}\s*\d{2}:\d{2}/);
  await expect(rows.first()).toContainText(/\+\d+/);
  await expect(panel.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  const firstPanel = panel.getByTestId('market').first().locator('h3 button');
  await firstPanel.click();
  await expect(firstPanel).toHaveAttribute('aria-expanded', 'false');

  const other = rows.nth(2);
  const otherId = (await other.getAttribute('data-match-id')) ?? '';
  await other.click({ position: { x: 60, y: 26 } });
  await expect(panel).toHaveAttribute('data-match-id', otherId);
  await expect(other).toHaveAttribute('aria-current', 'true');
  await expect(rows.first()).not.toHaveAttribute('aria-current', 'true');
  await expect(panel.getByTestId('markets-home')).toHaveText((await other.getByTestId('home-team').textContent()) ?? '');
  await expect(panel.getByTestId('market').first().locator('h3 button')).toHaveAttribute('aria-expanded', 'true');
});

test('desktop at full width: the betslip is the third column and the only slip on screen', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'phones keep the collapsed slip bar');
  const league = (await topLeagues(request))[0] as League;
  await page.goto(`/sports/${league.sport_id}?t=${encodeURIComponent(league.id)}`);
  const slip = page.getByTestId('tournament-slip');
  await expect(slip.getByTestId('betslip-panel')).toBeVisible();
  const odd = page.getByTestId('markets-panel').getByTestId('market').first().getByTestId('odds').first();
  await odd.click();
  await expect(slip.getByTestId('slip-pick')).toHaveCount(1);
  await expect(page.getByTestId('betslip-panel')).toHaveCount(1);
  await expect(page.getByTestId('betslip-bar')).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('Load More appends the rest of a tournament of more than 50 matches', async ({ page, request, isMobile }) => {
  const big = await tournamentOver(request, 50);
  await page.goto(isMobile ? `/sports/1?t=${encodeURIComponent(big.id)}` : `/desktop-sports?tournament=${encodeURIComponent(big.id)}`);
  await expect(rowsOf(page).first()).toBeVisible();
  const list = page.getByTestId('tournament-view').getByRole('list');
  const height = async (): Promise<number> => (await list.boundingBox())?.height ?? 0;
  const before = await height();
  expect(await rowsOf(page).count()).toBeLessThan(50);
  const more = page.getByTestId('load-more');
  await more.scrollIntoViewIfNeeded();
  const lastBefore = (await rowsOf(page).last().getAttribute('data-match-id')) ?? '';
  await more.click();
  await expect(more).toBeHidden();
  await expect.poll(height).toBeGreaterThan(before);
  if (isMobile) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  } else {
    await page.getByTestId('match-list-scroll').evaluate((e) => e.scrollTo(0, e.scrollHeight));
  }
  await expect(rowsOf(page).last()).not.toHaveAttribute('data-match-id', lastBefore);
});

test('several tournaments: Selected Tournaments (n), grouped by date then tournament', async ({ page, request }) => {
  const [a, b] = await topLeagues(request);
  await page.goto(`/sports/1?t=${encodeURIComponent(`${a?.id},${b?.id}`)}`);
  const view = page.getByTestId('tournament-view');
  await expect(view.getByTestId('tournament-title')).toHaveText('Selected Tournaments (2)');
  await expect(view.getByTestId('day-header').first()).toHaveText(DAY);
  await expect(view.getByTestId('tournament-header').first()).toContainText(new RegExp(`${a?.name}|${b?.name}`));
  await expect(rowsOf(page).first()).toBeVisible();
});
