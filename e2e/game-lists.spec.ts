// The other casino lists (issue 15, companion §2 screens b–d), on a phone and on a desktop. /abcd: a brand tab, the
// search on name and brand, and a visitor's demo of Rocket Crash in the player overlay. /frozen: badges NEW, HOT and
// JACKPOT, 'Demo Mode' only for a game with has_demo (the list as the server gives it, one game's has_demo turned off
// on the way), a visitor's 'Login to Play', a category chip, a demo through init-demo. /inbet: InBet's own games only
// (issue 29: none of ours under its name; this server has no InBet, so every section is empty), then with a stand-in
// InBet answering its list and init: the sections Betting Games, Keno Games, Slot Games in that order, an empty one's
// text, a visitor's 'Login to Play' without a demo, and a signed-in player's 'Play Now' opening the game InBet names.
import { test, expect, type Page } from '@playwright/test';
import { login, register, uniquePhone } from './account-helpers.ts';

const tiles = (page: Page) => page.getByTestId('game-tile');
const tile = (page: Page, name: string) => tiles(page).filter({ hasText: name });
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/shots/${name}-${test.info().project.name}.png` });

test('/abcd: a brand tab, the search on name and brand, and a demo in the player overlay', async ({ page }) => {
  await page.goto('/abcd');
  await expect(tiles(page)).toHaveCount(6);
  const tabs = page.getByTestId('brand-tab');
  await expect(tabs).toHaveText(['ALL', 'BirrBet Originals']);
  const search = page.getByTestId('games-search');
  await expect(search).toHaveAttribute('placeholder', 'Search Games');
  await search.fill('zzz');
  await expect(page.getByTestId('empty-state')).toContainText('No games available');
  await tabs.filter({ hasText: 'BirrBet Originals' }).click();
  await expect(tabs.filter({ hasText: 'BirrBet Originals' })).toHaveAttribute('aria-pressed', 'true');
  await expect(search).toHaveValue('');
  await expect(tiles(page)).toHaveCount(6);
  await search.fill('originals');
  await expect(tiles(page)).toHaveCount(6);
  await search.fill('CRA');
  await expect(tiles(page)).toHaveText([/Rocket Crash/]);
  await tile(page, 'Rocket Crash').click();
  const modal = page.getByTestId('launch-modal');
  await expect(modal).toContainText('Login to play with real money or try the demo version');
  await expect(modal.getByTestId('login-to-play')).toHaveText('Login to Play');
  await modal.getByTestId('try-demo').click();
  const player = page.getByTestId('game-player');
  await expect(player.getByTestId('game-frame')).toHaveAttribute('src', /^\/games\/house\/crash\/#demo=1&lang=en$/);
  await expect(player.getByTestId('player-loading')).toBeHidden();
  await shot(page, 'abcd-demo');
  await player.getByTestId('player-close').click();
  await expect(player).toBeHidden();
});

test("/frozen: badges, 'Demo Mode' only where has_demo, a visitor's 'Login to Play'", async ({ page }) => {
  await page.route('**/api/v1/frozen/games?**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { games: Array<{ game_uuid: string; has_demo: boolean }> } };
    for (const g of body.data.games) {
      g.has_demo = g.game_uuid !== 'keno';
    }
    await route.fulfill({ response, json: body });
  });
  await page.goto('/frozen');
  await expect(page.getByTestId('provider-section')).toHaveCount(1);
  await expect(page.getByTestId('provider-section').locator('h2')).toContainText('BirrBet Originals');
  await expect(tiles(page)).toHaveCount(6);
  await expect(tile(page, 'Plinko').locator('.badge')).toHaveText(['NEW', 'HOT']);
  await expect(tile(page, 'Fruit Fiesta').locator('.badge')).toHaveText(['HOT', 'JACKPOT']);
  await expect(tile(page, 'Keno 40').locator('.badge')).toHaveCount(0);
  await shot(page, 'frozen');
  const modal = page.getByTestId('launch-modal');
  await tile(page, 'Keno 40').click();
  await expect(modal).toContainText('Please log in to play this game');
  await expect(modal.getByTestId('login-to-play')).toHaveText('Login to Play');
  await expect(modal.getByTestId('try-demo')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await page.getByTestId('category-chip').filter({ hasText: 'CRASH' }).click();
  await expect(tiles(page)).toHaveText([/Rocket Crash/]);
  await tile(page, 'Rocket Crash').click();
  await expect(modal.getByTestId('login-to-play')).toHaveText('Login to Play');
  await expect(modal.getByTestId('try-demo')).toHaveText('Demo Mode');
  await shot(page, 'frozen-modal');
  await modal.getByTestId('try-demo').click();
  await expect(page.getByTestId('game-player').getByTestId('game-frame')).toHaveAttribute('src', /^\/games\/house\/crash\/#demo=1&lang=en$/);
  await page.getByTestId('player-close').click();
});

test("/inbet lists InBet's own games only: none of ours under its name (InBet is not configured here)", async ({ page }) => {
  await page.goto('/inbet');
  const sections = page.getByTestId('inbet-section');
  await expect(sections.locator('h2')).toHaveText([/^Betting Games/, /^Keno Games/, /^Slot Games/]);
  await expect(sections.getByTestId('empty-state')).toHaveText(Array(3).fill('No games available in this category'));
  await expect(tiles(page)).toHaveCount(0);
});

/** InBet's list and init as InBet answers them (a stand-in: the journeys' server has no InBet credentials). */
async function standInInbet(page: Page, inits: Record<string, unknown>[]): Promise<void> {
  await page.route('**/api/inbet/games?**', (route) =>
    route.fulfill({
      json: {
        success: true,
        games: [
          { id: 'inbet:b1', name: 'Spin & Bet', type: 'bet', preview: null },
          { id: 'inbet:k80', name: 'Keno 80', type: 'egame', preview: null },
        ],
      },
    }),
  );
  await page.route(/\/api\/inbet\/init(\?|$)/, async (route) => {
    inits.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.fulfill({ json: { success: true, iframe_url: '/inbet-stand-in/k80' } });
  });
  await page.route('**/inbet-stand-in/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Keno 80</title><h1>Keno 80</h1>' }));
}

test("/inbet: Betting, Keno and Slot Games; a visitor's 'Login to Play'; 'Play Now' opens the game InBet's init names", async ({ page }) => {
  test.setTimeout(90_000);
  const inits: Record<string, unknown>[] = [];
  await standInInbet(page, inits);
  await page.goto('/inbet');
  const sections = page.getByTestId('inbet-section');
  await expect(sections.locator('h2')).toHaveText([/^Betting Games/, /^Keno Games/, /^Slot Games/]);
  await expect(sections.nth(0).getByTestId('game-tile')).toHaveText([/Spin & Bet/]);
  await expect(sections.nth(2).getByTestId('empty-state')).toHaveText('No games available in this category');
  await page.getByTestId('inbet-tab').filter({ hasText: 'Keno Games' }).click();
  await expect(sections).toHaveCount(1);
  await expect(sections.locator('h2')).toContainText('Keno Games');
  await tile(page, 'Keno 80').click();
  const modal = page.getByTestId('launch-modal');
  await expect(modal).toContainText('Please log in to play this game');
  await expect(modal.getByTestId('login-to-play')).toHaveText('Login to Play');
  await expect(modal.getByTestId('try-demo')).toHaveCount(0);
  await modal.getByTestId('login-to-play').click();
  const typed = uniquePhone();
  const auth = page.getByTestId('auth-dialog');
  await expect(auth).toContainText('Login');
  await auth.getByRole('button', { name: 'Close' }).click();
  await expect(auth).toBeHidden();
  await register(page, page.request, typed);
  await login(page, typed);
  await page.goto('/inbet');
  await tile(page, 'Keno 80').click();
  await expect(modal).not.toContainText('Please log in');
  await modal.getByTestId('play-real').click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('game-player').getByTestId('game-frame')).toHaveAttribute('src', '/inbet-stand-in/k80');
  expect(inits).toHaveLength(1);
  expect(inits[0]).toMatchObject({ game_id: 'inbet:k80' });
  expect(String(inits[0]?.['user_id'] ?? '')).not.toBe('');
  await expect(page.getByTestId('player-loading')).toBeHidden();
  await shot(page, 'inbet-play');
  await page.getByTestId('player-close').click();
});
