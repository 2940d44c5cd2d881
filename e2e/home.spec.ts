// Player journeys of the foundation: real club names with odds on the home page, league chips named one way
// (issue 12), Amharic that survives a reload, unknown paths landing home, placeholders for screens still to
// come. Screenshots of each state are kept under test-results/screens as artifacts.
import { test, expect, type Page, type TestInfo } from '@playwright/test';

const shot = async (page: Page, info: TestInfo, name: string): Promise<void> => {
  await page.screenshot({ path: `test-results/screens/${info.project.name}-${name}.png` });
};

const PREMIER_LEAGUE_CLUBS =
  /Arsenal|Chelsea|Liverpool|Manchester City|Manchester United|Tottenham|Newcastle|Aston Villa|Brighton|Everton|Fulham|Brentford|Crystal Palace|Bournemouth|Nottingham Forest|West Ham|Wolverhampton|Leeds|Burnley|Sunderland/;

test('home shows real clubs with 1X2 odds to two decimals, grouped by date', async ({ page }, info) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/');
  const rows = page.getByTestId('match-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('sport-chip').first()).toHaveAttribute('aria-pressed', 'true');
  const first = rows.first();
  await expect(first.getByTestId('home-team')).toHaveText(PREMIER_LEAGUE_CLUBS);
  const odds = await first.getByTestId('odds').allInnerTexts();
  expect(odds).toHaveLength(3);
  for (const cell of odds) {
    expect(cell.replace(/\s+/g, ' ')).toMatch(/^(1|X|2) \d+\.\d{2}$/);
  }
  await expect(page.getByTestId('day-group').first()).toBeVisible();
  await expect(page.getByTestId('upcoming').getByTestId('match-row').first()).toBeVisible();
  await shot(page, info, 'home-en');
  expect(errors).toEqual([]);
});

test('choosing another league shows its own clubs', async ({ page }) => {
  await page.goto('/');
  const chips = page.getByTestId('tournament-chips').getByRole('button');
  await expect(chips.first()).toBeVisible();
  // Exactly LaLiga (LaLiga 2 is a chip too since issue 32's schedule).
  await chips.filter({ hasText: /LaLiga(?!\s*2)/ }).click();
  await expect(page.getByTestId('matches-panel').getByTestId('home-team').first()).toHaveText(
    /Real Madrid|Barcelona|Atlético|Athletic|Villarreal|Real Betis|Sevilla|Valencia|Girona|Celta|Osasuna|Getafe|Espanyol|Mallorca|Rayo|Alavés|Elche|Levante|Real Oviedo|Real Sociedad/,
  );
});

test("the league chips name leagues one way: Premier League beside LaLiga, Ethiopia's by its own name", async ({ page, viewport }) => {
  test.skip((viewport?.width ?? 0) >= 768, 'the desktop home has a tournament grid instead (desktop-home.spec.ts)');
  await page.goto('/');
  const chips = page.getByTestId('tournament-chips').getByRole('button');
  await expect(chips).toHaveText([
    'Premier League',
    'LaLiga',
    'Bundesliga',
    'Serie A',
    'Ligue 1',
    'UEFA Champions League',
    'UEFA Europa League',
    'Ethiopian Premier League',
  ]);
  await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('matches-panel').getByTestId('home-team').first()).toHaveText(PREMIER_LEAGUE_CLUBS);
});

test('Amharic shows Ethiopic script and survives a reload', async ({ page }, info) => {
  await page.goto('/');
  await page.getByTestId('language-button').click();
  await expect(page.getByTestId('language-ti')).toBeVisible();
  await page.getByTestId('sport-strip').click({ position: { x: 5, y: 5 } });
  await expect(page.getByTestId('language-ti')).toBeHidden();
  await page.getByTestId('language-button').click();
  await page.getByTestId('language-am').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  const tabBarOrHeader = info.project.name === 'mobile' ? page.getByTestId('tab-bar') : page.locator('header');
  await expect(tabBarOrHeader).toContainText(/[\u1200-\u137F]/);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('am');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await expect(page.getByTestId('sport-chip').first()).toContainText('እግር ኳስ');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  // Ethiopic glyphs come from the bundled Noto Sans Ethiopic, not from boxes.
  // The face loads once Ethiopic text is laid out, which may be after fonts.ready first resolved: poll.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return document.fonts.check('14px "Noto Sans Ethiopic"', 'እግር ኳስ');
      }),
    )
    .toBe(true);
  // And the page draws its Ethiopic words with it, not with a system font that has a few of the letters (DejaVu
  // on Linux drew 'ግባ' as boxes): Chromium reports which font rendered the login button's text.
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  await cdp.send('CSS.enable');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-testid="open-login"]' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(fonts.map((f) => f.familyName)).toEqual(['Noto Sans Ethiopic']);
  await cdp.detach();
  await shot(page, info, 'home-am');
});

test('an unknown path lands on home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('match-row').first()).toBeVisible();
});

test('a screen still to come shows a clear placeholder with a way home', async ({ page }, info) => {
  await page.goto('/jackpot');
  await expect(page.getByTestId('placeholder')).toContainText('Jackpot');
  await shot(page, info, 'placeholder');
  await page.getByTestId('placeholder').getByRole('link').click();
  await expect(page.getByTestId('home')).toBeVisible();
});
