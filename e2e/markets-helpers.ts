// Shared step of the phone journeys: tap a match row of the tournament view (its teams, not an odd) and see
// that match's markets panel open with the same two teams. Returns the teams and the panel.
import { expect, type Locator, type Page } from '@playwright/test';

export async function openMarketsOf(page: Page, row: Locator): Promise<{ home: string; away: string; panel: Locator }> {
  const home = (await row.getByTestId('home-team').textContent()) ?? '';
  const away = (await row.getByTestId('away-team').textContent()) ?? '';
  await row.getByTestId('home-team').click();
  await expect(page).toHaveURL(/[?&]match=/);
  const panel = page.getByTestId('markets-panel');
  await expect(panel.getByTestId('markets-home')).toHaveText(home);
  await expect(panel.getByTestId('markets-away')).toHaveText(away);
  return { home, away, panel };
}
