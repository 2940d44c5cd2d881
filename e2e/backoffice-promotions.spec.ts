// The content desk's promotions and points config in Chromium (issue 33 "Content"): marketing opens Content →
// Promotions, creates a promotion with English and Amharic words kept out of the promo popup, finds it among the
// active ones and retires it; on Points betting, a minimum stake above the maximum is refused with the server's text
// (the form keeps what was typed), then a lower maximum stake is saved and served. The points config is put back to
// the demo values at the end, and the promotion is retired, so later journeys see what they saw before. Desktop
// project: the back office is desktop-first.
import { expect, test } from '@playwright/test';
import { OPERATOR } from './account-helpers.ts';
import { createOperator, firstSignIn } from './backoffice-helpers.ts';

const AUTH = { Authorization: `Bearer ${OPERATOR}` };
const POINTS = '/api/admin/v1/betting-config/points';

test('marketing creates a promotion kept out of the popup, retires it, and lowers the points maximum stake', async ({ page, request, isMobile }) => {
  test.skip(isMobile === true, 'the back office is desktop-first');
  test.setTimeout(120_000);
  const demo = ((await (await request.get(POINTS, { headers: AUTH })).json()) as { config: Record<string, unknown> }).config;
  const title = `Weekend deposit bonus ${Date.now() % 100_000}`;
  let promotionId: string | null = null;
  try {
    const marketing = await createOperator(request, ['marketing'], 'Selam (marketing)');
    await firstSignIn(page, marketing.login, marketing.password);
    await page.getByRole('link', { name: 'Content' }).click();
    await page.getByTestId('content-tab-promotions').click();
    await expect(page.getByTestId('promotions-active')).toBeVisible();
    await page.getByTestId('promotion-new').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New promotion');

    const form = page.getByTestId('promotion-form');
    await form.locator('input[name="type"]').fill('DEPOSIT');
    await form.locator('input[name="en.title"]').fill(title);
    await form.locator('input[name="en.description"]').fill('10% on deposits of 500 ETB or more');
    await form.locator('input[name="am.title"]').fill('የቅዳሜና እሁድ የተቀማጭ ጉርሻ');
    await form.locator('input[name="click_url"]').fill('/deposit');
    await form.locator('input[name="in_popup"]').uncheck();
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Promotion · ${title}`);
    await expect(page.getByTestId('promotion-status')).toHaveText('Active');
    promotionId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const listed = (await (await request.get('/api/admin/v1/promotions', { headers: AUTH })).json()) as {
      promotions: { id: string; in_popup: boolean; translations: Record<string, { title?: string }> }[];
    };
    expect(listed.promotions.find((p) => p.id === promotionId)).toMatchObject({
      in_popup: false,
      translations: { am: { title: 'የቅዳሜና እሁድ የተቀማጭ ጉርሻ' } },
    });

    await page.getByTestId('promotion-back').click();
    const line = page.getByTestId('promotions-active').getByTestId(`promotion-${promotionId}`);
    await expect(line).toContainText('Not in the popup');
    await expect(line).toContainText('EN · AM');
    await line.getByTestId('promotion-edit').click();
    await page.getByRole('button', { name: 'Retire' }).click();
    await expect(page.getByTestId('promotion-status')).toHaveText('Retired');
    promotionId = null;

    await page.getByTestId('promotion-back').click();
    await page.getByTestId('content-tab-points').click();
    const points = page.getByTestId('points-form');
    await expect(points.locator('input[name="points_max_stake"]')).toHaveValue(String(demo['points_max_stake']));
    await points.locator('input[name="points_max_stake"]').fill('150');
    await points.locator('input[name="points_min_stake"]').fill('200');
    await points.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText('points_min_stake must not be above points_max_stake');
    await expect(points.locator('input[name="points_min_stake"]')).toHaveValue('200');
    await points.locator('input[name="points_min_stake"]').fill('30');
    await points.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved. The next points ticket is checked against these rules.');
    await expect(points.locator('input[name="points_max_stake"]')).toHaveValue('150');
    const served = (await (await request.get(POINTS, { headers: AUTH })).json()) as { config: Record<string, unknown> };
    expect(served.config['points_max_stake']).toBe(150);
    await page.screenshot({ path: 'test-results/screens/backoffice-points.png', fullPage: true });
  } finally {
    await request.put(POINTS, { headers: AUTH, data: demo });
    if (promotionId !== null) {
      await request.delete(`/api/admin/v1/promotions/${encodeURIComponent(promotionId)}`, { headers: AUTH });
    }
  }
});
