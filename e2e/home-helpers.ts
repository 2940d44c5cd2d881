// Shared steps on the home page: open it with the league list and 'Upcoming' both shown, and an odds
// cell of the league list (the list that is there first: 'Upcoming' waits for it).
import { expect, type Locator, type Page } from '@playwright/test';

export const leagueOdds = (page: Page, row: number, cell: number): Locator =>
  page.getByTestId('matches-panel').getByTestId('match-row').nth(row).getByTestId('odds').nth(cell);

export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  // The first paint of a cold page: a loaded CI machine has taken over 10 s for it.
  await expect(page.getByTestId('matches-panel').getByTestId('match-row').nth(2)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('upcoming').getByTestId('match-row').first()).toBeVisible();
}

/** How many rows a list shows once it has finished landing: answers land in steps, so an early count is partial. */
export async function settledCount(rows: Locator): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await rows.count();
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [300], timeout: 10_000 },
    )
    .toBe(true);
  return last;
}
