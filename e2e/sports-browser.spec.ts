// The phone sports browser (spec §2) as a player sees it: 'All Sports' opens Football with its first
// category (Ethiopia) open, tournaments and match counts; choosing a sport resets the open category and
// the ticks; ticked tournaments from two categories open together through 'Open Selected (n)'; a
// tournament's name opens it alone. Phone only: from 768 px the sports browser is the desktop sports area.
import { test, expect, type Locator, type Page } from '@playwright/test';

test.skip(({ isMobile }) => !isMobile, 'the phone sports browser; desktop has its own sports area');

const pressedSport = (page: Page): Locator => page.getByTestId('sport-tab').and(page.locator('[aria-pressed="true"]'));
/** A sport tab by its shown name (the tab reads 'Football218'; 'American Football' is another sport). */
const sportTab = (page: Page, name: string): Locator => page.getByTestId('sport-tab').filter({ hasText: new RegExp(`^${name}\\s*\\d`) });
const category = (page: Page, name: string): Locator =>
  page.getByTestId('category').filter({ has: page.getByTestId('category-header').filter({ hasText: name }) });
const openSelected = (page: Page): Locator => page.getByTestId('open-selected');
const tParam = (page: Page): string[] => (new URL(page.url()).searchParams.get('t') ?? '').split(',').filter(Boolean);

async function tick(row: Locator): Promise<string> {
  await row.getByRole('checkbox').check();
  return (await row.getAttribute('data-tournament')) ?? '';
}

test('All Sports: Football with Ethiopia open; a sport change resets; two ticked tournaments open together', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/');
  await page.getByTestId('tab-bar').getByRole('link', { name: 'All Sports' }).click();
  await expect(page).toHaveURL(/\/sports$/);

  await expect(pressedSport(page)).toHaveText(/^Football\s*\d+$/);
  const headers = page.getByTestId('category-header');
  await expect(headers.first()).toContainText('Ethiopia');
  await expect(headers.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(headers.first()).toContainText(/\d+/);
  await expect(headers.nth(1)).toContainText('England');
  await expect(headers.nth(1)).toHaveAttribute('aria-expanded', 'false');
  const ethiopia = category(page, 'Ethiopia').getByTestId('tournament-row');
  await expect(ethiopia.first()).toContainText('Premier League');
  await expect(ethiopia.first().getByTestId('tournament-open')).toContainText(/Premier League\s*\d+/);
  await expect(openSelected(page)).toHaveText('Open Selected (0)');
  await expect(openSelected(page)).toBeDisabled();

  // A tick and another open category, then another sport: both are reset.
  await tick(ethiopia.first());
  await expect(openSelected(page)).toHaveText('Open Selected (1)');
  await sportTab(page, 'Basketball').click();
  await expect(page).toHaveURL(/\/sports\/[^/?]+$/);
  await expect(pressedSport(page)).toHaveText(/^Basketball\s*\d+$/);
  await expect(headers.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(headers.first()).not.toContainText('Ethiopia');
  await expect(page.getByTestId('tournament-row').first()).toBeVisible();
  await expect(openSelected(page)).toHaveText('Open Selected (0)');

  await sportTab(page, 'Football').click();
  await expect(pressedSport(page)).toHaveText(/^Football\s*\d+$/);
  await expect(headers.first()).toContainText('Ethiopia');
  await expect(headers.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(openSelected(page)).toHaveText('Open Selected (0)');

  // England opens (Ethiopia closes); ticks survive opening another category.
  await category(page, 'England').getByTestId('category-header').click();
  await expect(category(page, 'England').getByTestId('category-header')).toHaveAttribute('aria-expanded', 'true');
  await expect(category(page, 'Ethiopia').getByTestId('category-header')).toHaveAttribute('aria-expanded', 'false');
  const england = category(page, 'England').getByTestId('tournament-row');
  await expect(england.first()).toContainText('Premier League');
  const first = await tick(england.first());
  await category(page, 'International').getByTestId('category-header').click();
  const international = category(page, 'International').getByTestId('tournament-row');
  await expect(international.filter({ hasText: 'Champions League' })).toBeVisible();
  const second = await tick(international.filter({ hasText: 'Champions League' }));
  await expect(openSelected(page)).toHaveText('Open Selected (2)');
  await expect(openSelected(page)).toBeEnabled();

  await openSelected(page).click();
  await expect(page).toHaveURL(/[?&]t=/);
  expect(tParam(page)).toEqual([first, second]);
  await expect(page.getByTestId('tournament-view')).toBeVisible();
  await expect(page.getByTestId('tournament-view')).toContainText('Selected Tournaments (2)');
  await expect(page.getByTestId('sports-browser')).toBeHidden();

  // Back in the browser, the open category and the ticks are as the player left them.
  await page.goBack();
  await expect(page.getByTestId('sports-browser')).toBeVisible();
  await expect(category(page, 'International').getByTestId('category-header')).toHaveAttribute('aria-expanded', 'true');
  await expect(openSelected(page)).toHaveText('Open Selected (2)');
  expect(errors).toEqual([]);
});

test('tapping a tournament name opens that tournament alone', async ({ page }) => {
  await page.goto('/sports');
  const row = category(page, 'Ethiopia').getByTestId('tournament-row').first();
  await expect(row).toBeVisible();
  const id = (await row.getAttribute('data-tournament')) ?? '';
  expect(id).not.toBe('');
  await row.getByTestId('tournament-open').click();
  await expect(page).toHaveURL(/[?&]t=/);
  expect(tParam(page)).toEqual([id]);
  await expect(page.getByTestId('tournament-view')).toBeVisible();
  await expect(page.getByTestId('tournament-view')).toContainText('Premier League');
});

test('an unknown sport shows the empty state; a casino section under /sports goes to the lobby', async ({ page }) => {
  await page.goto('/sports/no-such-sport');
  await expect(page.getByTestId('empty-state')).toContainText('Select a sport to view categories');
  await expect(page.getByTestId('sport-tab').first()).toBeVisible();
  await expect(pressedSport(page)).toHaveCount(0);
  await page.goto('/sports/crash');
  await expect(page).toHaveURL(/\/casino$/);
});
