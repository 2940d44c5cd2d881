// Accessibility (issue 17): axe finds no serious or critical violation on the home page, the sports browser and a
// sport's list, a tournament and a match's markets, the betslip with a pick and the auth dialog (sign-in, register,
// restore), on phone and desktop. Each screen is scanned once it has settled; every screen of a test is scanned
// even when an earlier one failed, and a failure lists each violation with its rule, help and a few targets.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { leagueOdds, openHome, settledCount } from './home-helpers.ts';
import { openMarketsOf } from './markets-helpers.ts';
import { signedGet } from './signed-get.ts';

interface League {
  id: string;
  sport_id: string;
}
const firstLeague = async (request: APIRequestContext): Promise<League> =>
  (await signedGet<{ top_leagues: League[] }>(request, '/api/v1/top-leagues')).top_leagues[0] as League;
const leaguePath = (league: League): string => `/sports/${league.sport_id}?t=${encodeURIComponent(league.id)}`;

// One axe scan of a page holding hundreds of odds buttons takes seconds on two shared cores.
test.describe.configure({ timeout: 90_000 });

/** Scans the whole page and fails (softly: the test goes on to its next screen) on any serious or critical violation. */
async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map((v) => {
    const nodes = v.nodes.slice(0, 4).map((n) => {
      const why = n.any[0]?.message ?? n.all[0]?.message ?? n.none[0]?.message;
      return `    ${n.target.join(' ')}: ${n.html.slice(0, 160)}${why ? ` (${why})` : ''}`;
    });
    const more = v.nodes.length > 4 ? [`    … and ${v.nodes.length - 4} more`] : [];
    return [`[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'})`, ...nodes, ...more].join('\n');
  });
  expect.soft(report.length, `axe on ${screen} (${test.info().project.name}):\n${report.join('\n')}\n`).toBe(0);
}

test('home', async ({ page }) => {
  await openHome(page);
  await settledCount(page.getByTestId('matches-panel').getByTestId('match-row'));
  await expectNoSeriousViolations(page, 'home');
});

test('sports and a sport', async ({ page }) => {
  await page.goto('/sports');
  await expect(page.getByTestId('category-header').first()).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('tournament-row').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/sports');
  await page.getByTestId('sport-tab').and(page.locator('[data-sport="2"]')).click();
  await expect(page).toHaveURL(/\/sports\/2$/);
  await expect(page.getByTestId('tournament-row').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/sports/2');
});

test('a tournament and a match’s markets', async ({ page, request, isMobile }) => {
  await page.goto(leaguePath(await firstLeague(request)));
  const rows = page.getByTestId('tournament-view').getByTestId('match-row');
  await expect(rows.first()).toBeVisible();
  await settledCount(rows);
  await expectNoSeriousViolations(page, 'a tournament');
  // phones open the markets in place of the list; desktop shows the first match's beside it
  if (isMobile) {
    await openMarketsOf(page, rows.first());
  }
  await expect(page.getByTestId('markets-panel').getByTestId('market').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'a match’s markets');
});

test('the betslip with a pick', async ({ page, request, isMobile }) => {
  if (isMobile) {
    await openHome(page);
    await leagueOdds(page, 0, 0).click();
    await page.getByTestId('betslip-bar').click();
  } else {
    // the desktop tournament view shows the slip as its third column
    await page.goto(leaguePath(await firstLeague(request)));
    await page.getByTestId('markets-panel').getByTestId('market').first().getByTestId('odds').first().click();
  }
  const panel = page.getByTestId('betslip-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('slip-pick')).toHaveCount(1);
  await expectNoSeriousViolations(page, 'the betslip');
});

test('the auth dialog: sign-in and restore', async ({ page }) => {
  await openHome(page);
  const dialog = page.getByTestId('auth-dialog');
  await page.getByTestId('open-login').click();
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expectNoSeriousViolations(page, 'the sign-in dialog');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Restore password' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the restore dialog');
});

test('the auth dialog: register', async ({ page }) => {
  await openHome(page);
  await page.getByTestId('open-register').click();
  await expect(page.getByTestId('register-form')).toBeVisible();
  await expectNoSeriousViolations(page, 'the register dialog');
});
