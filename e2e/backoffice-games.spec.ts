// The Games screen in Chromium (issue 33): an admin opens Games, reads the real-money switch's confirmation (and
// cancels it: other journeys play for real money), finds Fruit Fiesta by name, switches it off with a reason, and
// the casino lobby no longer has it while its other games stay; switched back on, the lobby has it again. It takes
// a game out of the lobby other journeys count, so it runs in the late desktop project, after them, one at a time.
import { expect, test } from '@playwright/test';
import { OPERATOR } from './account-helpers.ts';
import { createOperator, firstSignIn } from './backoffice-helpers.ts';

test('an admin switches a game off and on, and the casino lobby follows', async ({ browser, page, request }) => {
  test.skip(test.info().project.name !== 'late-desktop', 'it hides a game other journeys count: it runs once they are done');
  test.setTimeout(120_000);
  const admin = await createOperator(request, ['admin'], 'Abebe (admin)');
  const desk = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await firstSignIn(desk, admin.login, admin.password);
  await desk.getByRole('link', { name: 'Games' }).click();
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText('Games: real money, providers and games');

  // The real-money switch says what it means before anything is sent.
  const realMoney = desk.getByTestId('real-money');
  await realMoney.locator('tbody tr').first().getByRole('button').click();
  await expect(realMoney.getByRole('alertdialog')).toContainText('Its players can then');
  await realMoney.getByRole('button', { name: 'Cancel' }).click();
  await expect(realMoney.getByRole('alertdialog')).toHaveCount(0);

  await expect(desk.getByTestId('provider-house')).toContainText('BirrBet Originals');
  await expect(desk.getByTestId('provider-house')).toContainText('Active');
  await desk.locator('input[name="q"]').fill('fruit');
  await desk.getByRole('button', { name: 'Find' }).click();
  const line = desk.getByTestId('game-fruits');
  await expect(line).toContainText('Fruit Fiesta');
  await expect(desk.getByTestId('games-page')).toHaveText('Page 1 of 1 (1 games)');
  let off = false;
  try {
    await line.getByRole('button', { name: 'Switch off' }).click();
    const prompt = desk.getByTestId('prompt-fruits');
    await expect(prompt).toContainText('Switch off Fruit Fiesta? It leaves every lobby and cannot be opened');
    await expect(prompt.getByRole('button', { name: 'Switch off' })).toBeDisabled();
    await prompt.locator('input[name="reason"]').fill('Paytable under review');
    await prompt.getByRole('button', { name: 'Switch off' }).click();
    off = true;
    await expect(prompt).toHaveCount(0);
    await expect(line).toContainText('Off');
    await desk.evaluate(() => document.fonts.ready);
    await desk.screenshot({ path: 'test-results/screens/backoffice-games.png', fullPage: true });

    await page.goto('/casino');
    await expect(page.getByTestId('game-tile').filter({ hasText: 'Rocket Crash' })).toBeVisible();
    await page.getByTestId('games-search').fill('fruit');
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await expect(page.getByTestId('game-tile')).toHaveCount(0);

    await line.getByRole('button', { name: 'Switch on' }).click();
    await desk.getByTestId('prompt-fruits').locator('input[name="reason"]').fill('Reviewed: paytable is right');
    await desk.getByTestId('prompt-fruits').getByRole('button', { name: 'Switch on' }).click();
    await expect(line).toContainText('On');
    off = false;
    await page.reload();
    await page.getByTestId('games-search').fill('fruit');
    await expect(page.getByTestId('game-tile')).toHaveText([/Fruit Fiesta/]);
  } finally {
    if (off) {
      await request.put('/api/admin/v1/games/catalog/games/fruits', {
        headers: { Authorization: `Bearer ${OPERATOR}` },
        data: { on: true, reason: 'journey cleanup' },
      });
    }
  }
});
