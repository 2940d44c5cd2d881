// Mines' 'Verify' reproduces the round played (issue 29), on a phone and on a desktop: a visitor plays demo Mines
// with one mine in the player overlay until a round is won (a tile revealed safe, then cashed out; a lost round
// starts again), reveals the seed it was played under (a new client seed), taps 'Verify' on that round and the
// verify view, filled with the round's settings and picks, recomputes it to the multiplier it paid — not 0.00×.
import { test, expect, type FrameLocator } from '@playwright/test';

/** Plays one round: bet, reveal the first tile, cash out if it was safe; the round's end status. */
async function playOnce(game: FrameLocator): Promise<string> {
  const body = game.locator('body');
  await game.locator('#go').click();
  await expect(body).toHaveAttribute('data-round-status', 'open');
  await game.locator('.tile').first().click();
  const cash = game.locator('#cash');
  await expect
    .poll(async () => ((await body.getAttribute('data-round-status')) === 'lost' ? 'lost' : (await cash.isEnabled()) ? 'safe' : ''))
    .not.toBe('');
  if ((await body.getAttribute('data-round-status')) !== 'lost') {
    await cash.click();
  }
  await expect(body).toHaveAttribute('data-round-status', /^(won|lost)$/);
  return (await body.getAttribute('data-round-status')) ?? '';
}

test("a won Mines round verifies to the multiplier it paid, from the round's own settings and picks", async ({ page }) => {
  await page.goto('/casino');
  await page.getByTestId('game-tile').filter({ hasText: 'Mines' }).click();
  await page.getByTestId('launch-modal').getByTestId('try-demo').click();
  const game = page.frameLocator('[data-testid="game-player"] [data-testid="game-frame"]');
  await expect(game.locator('body')).toHaveAttribute('data-round-status', 'idle');
  await game.locator('#count').selectOption('1');
  // With one mine of 25 a first tile is safe 24 times in 25: a lost round is played again (at most 10 rounds).
  let status = '';
  for (let round = 0; round < 10 && status !== 'won'; round += 1) {
    status = await playOnce(game);
  }
  expect(status).toBe('won');
  const row = game.locator('#hist li').first();
  const paid = (await row.locator('b').textContent()) ?? '';
  expect(paid).toMatch(/^[1-9]\d*\.\d\d×$/);

  // The seed the round was played under is revealed by choosing a new client seed.
  await game.locator('#fair summary').click();
  await game.locator('#fclient').fill('issue-29-seed');
  await game.locator('#frotate').click();
  await expect(game.locator('#frevealed')).toContainText('Revealed server seed');
  await row.locator('[data-verify]').click();
  await expect(game.locator('#vserver')).not.toHaveValue('');
  expect(JSON.parse(await game.locator('#vparams').inputValue())).toMatchObject({ mines: 1, picks: [0] });
  await game.locator('#fverify button[type="submit"]').click();
  const out = game.locator('#vout');
  await expect(out).toContainText('SHA-256 of the server seed matches the published hash');
  await expect(out).toContainText(paid);
  await expect(out).not.toContainText('0.00×');
  await page.screenshot({ path: `test-results/shots/mines-verify-${test.info().project.name}.png` });
});
