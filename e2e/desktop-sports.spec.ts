// Journeys of the desktop sports area (/desktop-sports, spec §2/§4/§9): reached from the header's 'Sports
// View' link; Top Leagues with flags opens a tournament; the sports view shows Football first with its
// first four categories open in the spec's order and a 4-column tournament grid; another sport switches
// the categories; a grid tournament opens; the bare route resets the selection. The area is desktop-first
// (the phone's browser is /sports), so these run on the desktop viewport only.
import { test, expect, type Page, type TestInfo } from '@playwright/test';

test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'the desktop sports area is a desktop screen; phones browse /sports');

const shot = async (page: Page, info: TestInfo, name: string): Promise<void> => {
  await page.screenshot({ path: `test-results/screens/${info.project.name}-desktop-sports-${name}.png` });
};

/** A search parameter as the app reads it (the router writes values as JSON, so '2' may arrive as '"2"'). */
const param = (page: Page, name: string): string | null => {
  const raw = new URL(page.url()).searchParams.get(name);
  try {
    return raw === null ? null : String(JSON.parse(raw));
  } catch {
    return raw;
  }
};

const SPEC_ORDER = ['Ethiopia', 'England', 'Spain', 'Germany', 'Italy', 'France', 'Portugal'];

test('the header link opens the sports view; Top Leagues lists flagged leagues and opens one', async ({ page }, info) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/');
  await page.locator('header').getByRole('link', { name: 'Sports View' }).click();
  await expect(page).toHaveURL(/\/desktop-sports$/);
  const leagues = page.getByTestId('top-league');
  await expect(leagues.first()).toHaveText(/Premier League/);
  await expect(leagues.first().locator('img')).toHaveAttribute('src', /\/flags\/[a-z-]+\.svg$/);
  expect(Math.round((await page.getByTestId('top-league-box').boundingBox())?.height ?? 0)).toBe(240);
  expect(await leagues.count()).toBeGreaterThan(5);
  await shot(page, info, 'start');

  await leagues.filter({ hasText: 'LaLiga' }).click();
  await expect(page).toHaveURL(/[?&]tournament=[^&]+/);
  expect(param(page, 'sport')).toBe('1');
  await expect(page.getByTestId('tournament-view')).toBeVisible();
  await expect(page.getByTestId('tournament-view')).toContainText('LaLiga');
  await expect(page.getByTestId('sports-view')).toHaveCount(0);
  await expect(leagues.filter({ hasText: 'LaLiga' })).toHaveAttribute('aria-current', 'true');
  await shot(page, info, 'league');

  // the bare route (the header link again) resets the selection
  await page.locator('header').getByRole('link', { name: 'Sports View' }).click();
  await expect(page.getByTestId('sport-header')).toContainText('Football');
  await expect(page.getByTestId('tournament-view')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('Football first: the first four categories open in spec order, each a 4-column tournament grid', async ({ page }, info) => {
  await page.goto('/desktop-sports');
  await expect(page.getByTestId('sport-header')).toContainText('Football');
  const firstIcon = page.getByTestId('sport-icon').first();
  await expect(firstIcon).toHaveAttribute('aria-pressed', 'true');
  await expect(firstIcon.getByTestId('sport-badge')).toHaveText(/^\d+$/);

  const categories = page.getByTestId('category');
  await expect(categories.nth(6)).toBeVisible();
  const names = await page.getByTestId('category-name').allInnerTexts();
  expect(names.slice(0, SPEC_ORDER.length)).toEqual(SPEC_ORDER);
  const rest = names.slice(SPEC_ORDER.length);
  expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));

  const expanded = await categories.evaluateAll((els) => els.map((el) => el.getAttribute('data-expanded')));
  expect(expanded).toEqual(names.map((_, i) => String(i < 4)));
  const grids = page.getByTestId('tournament-grid');
  await expect(grids).toHaveCount(4);
  const ethiopia = categories.first();
  await expect(ethiopia.getByTestId('grid-tournament').first()).toHaveText(/Premier League\s*\d+/);
  const columns = await grids.first().evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(4);
  await shot(page, info, 'football');

  // the accordion opens and closes on click; the others keep their state
  await categories.nth(4).getByRole('button', { name: /Italy/ }).click();
  await expect(categories.nth(4).getByTestId('grid-tournament').first()).toBeVisible();
  await ethiopia.getByRole('button', { name: /Ethiopia/ }).click();
  await expect(ethiopia.getByTestId('tournament-grid')).toHaveCount(0);
  await expect(grids).toHaveCount(4);
});

test('choosing Basketball switches the categories; a grid tournament opens and Back returns', async ({ page }, info) => {
  await page.goto('/desktop-sports');
  await expect(page.getByTestId('category-name').first()).toHaveText('Ethiopia');
  await page.getByTestId('sport-icon').filter({ hasText: 'Basketball' }).click();
  await expect(page).toHaveURL(/[?&]sport=/);
  expect(param(page, 'sport')).toBe('2');
  await expect(page.getByTestId('sport-header')).toContainText('Basketball');
  await expect(page.getByTestId('category-name').filter({ hasText: 'USA' })).toBeVisible();
  await expect(page.getByTestId('category-name').filter({ hasText: 'Ethiopia' })).toHaveCount(0);
  await expect(page.getByTestId('sport-entry').filter({ hasText: 'Basketball' })).toHaveAttribute('aria-expanded', 'true');
  await shot(page, info, 'basketball');

  // USA is one of many basketball categories since issue 32's schedule: open it when it starts folded.
  const usa = page.getByTestId('category').filter({ has: page.getByTestId('category-name').filter({ hasText: 'USA' }) });
  if ((await usa.getAttribute('data-expanded')) !== 'true') {
    await usa.getByRole('button').first().click();
  }
  const nba = usa.getByTestId('grid-tournament').filter({ hasText: /^NBA/ });
  await nba.click();
  await expect(page).toHaveURL(/[?&]tournament=[^&]+/);
  expect(param(page, 'sport')).toBe('2');
  await expect(page.getByTestId('tournament-view')).toBeVisible();

  await page.goBack();
  await expect(page.getByTestId('sport-header')).toContainText('Basketball');
  await expect(usa).toBeVisible();
});

test('the left Sports accordion goes to a sport; the texts speak Amharic in Ethiopic script', async ({ page }, info) => {
  await page.addInitScript(() => localStorage.setItem('language', 'am'));
  await page.goto('/desktop-sports?tournament=sr%3Atournament%3A17');
  await expect(page.getByTestId('tournament-view')).toBeVisible();
  await page.getByTestId('sport-entry').nth(1).click();
  await expect(page.getByTestId('tournament-view')).toHaveCount(0);
  await expect(page.getByTestId('sport-header')).toContainText('ቅርጫት ኳስ');
  await expect(page.getByTestId('top-leagues')).toContainText('ዋና ሊጎች');
  await expect(page.getByTestId('sports-subnav')).toContainText(/[\u1200-\u137F]/);
  await shot(page, info, 'am');
});

test('a shared address opens the same sport; an unknown sport falls back to Football', async ({ page }) => {
  await page.goto('/desktop-sports?sport=4');
  await expect(page.getByTestId('sport-header')).toContainText('Ice Hockey');
  await expect(page.getByTestId('category-name').first()).toHaveText('USA');
  await page.goto('/desktop-sports?sport=999');
  await expect(page.getByTestId('sport-header')).toContainText('Football');
});
