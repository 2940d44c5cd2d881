// Issue 29's rough edges of navigation: the phone home's Basketball 'Top leagues' bar lists the EuroLeague
// beside the NBA; the desktop tournament list at 1366 px shows every 'category - tournament' name whole and a
// name it must cut has its whole text one hover away; the phone footer's labels of spec §2 (Promos, Games,
// Betslip, Top Sports, All Sports) each lead where they say.
import { test, expect, type Page } from '@playwright/test';

const shot = async (page: Page, project: string, name: string): Promise<void> => {
  await page.screenshot({ path: `test-results/screens/${project}-${name}.png` });
};

test("phone home: Basketball's Top leagues bar lists the EuroLeague beside the NBA", async ({ page, isMobile }, info) => {
  test.skip(!isMobile, 'the phone home');
  await page.goto('/');
  await page.getByTestId('sport-chip').filter({ hasText: 'Basketball' }).click();
  const chips = page.getByTestId('tournament-chips').getByRole('button');
  await expect(chips).toHaveText(['NBA', 'EuroLeague']);
  await chips.filter({ hasText: 'EuroLeague' }).click();
  await expect(page.getByTestId('matches-panel').getByTestId('match-row').first()).toBeVisible();
  await shot(page, info.project.name, 'basketball-leagues');
});

test('desktop at 1366 px: tournament names in the list are whole, and a cut team name is one hover away', async ({ page, isMobile }, info) => {
  test.skip(isMobile, 'the desktop tournament list');
  await page.goto(`/desktop-sports?sport=1&tournament=${encodeURIComponent('sr:tournament:7')}`);
  const rows = page.getByTestId('tournament-view').getByTestId('match-row');
  await expect(rows.nth(3)).toBeVisible();
  const leagues = rows.getByTestId('row-league');
  await expect(leagues.first()).toHaveText('International Clubs - UEFA Champions League');
  const widths = await leagues.evaluateAll((els) => els.map((el) => [el.scrollWidth, el.clientWidth]));
  expect(widths.length).toBeGreaterThan(3);
  for (const [scroll, client] of widths) {
    expect(scroll).toBeLessThanOrEqual(client ?? 0);
  }
  // Team names: whole where they fit; any that is cut has the whole 'home V away' in its button's title.
  const teams = await rows.locator('button.pick').evaluateAll((buttons) =>
    buttons.map((b) => ({
      title: b.getAttribute('title') ?? '',
      text: [...b.querySelectorAll('b')].map((x) => x.textContent ?? '').join(' V '),
      cut: [...b.querySelectorAll(':scope > span')].some((s) => s.scrollWidth > s.clientWidth),
    })),
  );
  // Which matches the list holds changes with the day; a long pairing (Paris Saint-Germain V Union Saint-Gilloise)
  // may be cut in the list's column, and its whole name is then the button's title, one hover away.
  for (const team of teams) {
    expect(team.title).toBe(team.text);
  }
  // The league line's title holds it whole too, and so does the markets header's tournament name.
  await expect(rows.first().locator('.meta')).toHaveAttribute('title', 'International Clubs - UEFA Champions League');
  await expect(page.getByTestId('markets-tournament')).toHaveAttribute('title', 'UEFA Champions League');
  await shot(page, info.project.name, 'tournament-names');
});

test('phone footer: Promos, Games, Betslip, Top Sports and All Sports each lead where they say', async ({ page, isMobile }) => {
  const footer = page.getByTestId('site-footer');
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  if (!isMobile) {
    await expect(footer).toBeHidden();
    return;
  }
  await expect(footer.getByRole('link')).toHaveText(['Promos', 'Games', 'Top Sports', 'All Sports']);
  await footer.getByRole('link', { name: 'Promos' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByTestId('promotions')).toBeVisible();
  await footer.getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/casino$/);
  await expect(page.getByTestId('casino')).toBeVisible();
  await footer.getByRole('link', { name: 'All Sports' }).click();
  await expect(page).toHaveURL(/\/sports$/);
  await expect(page.getByTestId('sports-browser')).toBeVisible();
  await footer.getByRole('link', { name: 'Top Sports' }).click();
  await expect(page).toHaveURL(/\/#top-sports$/);
  await expect(page.getByTestId('sport-strip')).toBeInViewport();
  // Betslip opens the slip even while it is empty (its bar is hidden then).
  await expect(page.getByTestId('betslip-bar')).toHaveCount(0);
  await footer.getByRole('button', { name: 'Betslip' }).click();
  await expect(page.getByTestId('betslip-panel')).toBeVisible();
});
