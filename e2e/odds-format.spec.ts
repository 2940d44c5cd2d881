// The odds format (issue 29, spec §5), on a phone and a desktop: the language/settings menu offers decimal (the
// default), fractional and American; choosing fractional turns the home's prices and the slip's (each pick and the
// total odds) into fractions, the money figures stay those of the decimal prices, and after a reload the page
// still shows fractions (the choice is kept in local storage). American reads ±100 lines.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { leagueOdds as odds, openHome } from './home-helpers.ts';

const DECIMAL = /^\d+\.\d\d$/;
const FRACTION = /^\d+\/\d+$/;
const AMERICAN = /^[+-]\d+$/;

/** The price text of an odds button (its label '1' beside it is not part of the price). */
const price = (page: Page, row: number, cell: number) => odds(page, row, cell).locator('b');

/** Opens the language menu (again until it opens: a click before the page is hydrated does nothing). */
async function openSettings(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByTestId('language-button').click();
    await expect(page.getByTestId('odds-format-fractional')).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

const shot = async (page: Page, name: string): Promise<void> => {
  await page.screenshot({ path: `test-results/screens/odds-format-${name}-${test.info().project.name}.png` });
};

test('fractional odds on the home and in the slip, kept after a reload; American on a ±100 base', async ({ page }) => {
  await openHome(page);
  await expect(price(page, 0, 0)).toHaveText(DECIMAL);
  await odds(page, 0, 0).click();
  await odds(page, 1, 2).click();
  await page.getByTestId('betslip-bar').click();
  const panel = page.getByTestId('betslip-panel');
  await page.getByTestId('slip-stake').fill('50');
  const decimalTotal = Number(await page.getByTestId('slip-total-odds').textContent());
  const netWin = (await page.getByTestId('slip-net-win').textContent()) ?? '';
  await panel.getByRole('button', { name: 'Minimise' }).click();

  await openSettings(page);
  await expect(page.getByTestId('odds-format-decimal')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('odds-format-fractional')).toHaveText('3/2');
  await expect(page.getByTestId('odds-format-american')).toHaveText('+150');
  // the menu with its odds row: no serious or critical axe violation (names, roles, contrast)
  const { violations } = await new AxeBuilder({ page }).include('[role="menu"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.getByTestId('odds-format-fractional').click();
  await expect(price(page, 0, 0)).toHaveText(FRACTION);
  await expect(price(page, 2, 1)).toHaveText(FRACTION);
  await shot(page, 'home');

  await page.getByTestId('betslip-bar').click();
  await expect(page.getByTestId('slip-pick-odds').first()).toHaveText(FRACTION);
  await expect(page.getByTestId('slip-total-odds')).toHaveText(FRACTION);
  const [n, d] = ((await page.getByTestId('slip-total-odds').textContent()) ?? '').split('/').map(Number);
  // the nearest common fraction: within half a step of the bookmakers' ladder around the total's profit
  const profit = decimalTotal - 1;
  expect(Math.abs(n! / d! - profit)).toBeLessThanOrEqual(profit <= 1 ? 0.05 : profit <= 3 ? 0.125 : 0.5);
  await expect(page.getByTestId('slip-net-win')).toHaveText(netWin);
  await shot(page, 'slip');
  await panel.getByRole('button', { name: 'Minimise' }).click();

  await page.reload();
  await openHome(page);
  await expect(price(page, 0, 0)).toHaveText(FRACTION);
  await page.getByTestId('betslip-bar').click();
  await expect(page.getByTestId('slip-total-odds')).toHaveText(FRACTION);
  await expect(page.getByTestId('slip-net-win')).toHaveText(netWin);
  await panel.getByRole('button', { name: 'Minimise' }).click();

  await openSettings(page);
  await expect(page.getByTestId('odds-format-fractional')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('odds-format-american').click();
  await expect(price(page, 0, 0)).toHaveText(AMERICAN);
  await page.getByTestId('betslip-bar').click();
  await expect(page.getByTestId('slip-total-odds')).toHaveText(AMERICAN);
  const line = Number(await page.getByTestId('slip-total-odds').textContent());
  expect(line > 0 ? 1 + line / 100 : 1 + 100 / -line).toBeCloseTo(decimalTotal, 2);
});
