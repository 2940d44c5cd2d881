// Issue 18, "every word in the player's language", on a phone in am, or and ti: the home, a match's markets and
// the open slip with a pick show no English word of the catalogue (en.json texts — menus, markets, outcomes,
// groups, countries, sports) where the language has its own; the feed's own names (teams, leagues) and the
// banners (the operator's text) are left out. Then at 360×740 no label of the tab bar, header or slip is cut
// or broken inside a word.
import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { openMarketsOf } from './markets-helpers.ts';
import { login, register, uniquePhone } from './account-helpers.ts';
import { englishIn, FEED_OWN, labelsBroken } from './i18n-words-helpers.ts';

const catalogue = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../src/i18n/messages/${lang}.json`, import.meta.url), 'utf8'));
const en = catalogue('en');
const LANGS: Record<string, Record<string, string>> = { en, am: catalogue('am'), or: catalogue('or'), ti: catalogue('ti') };
/** The two phone sizes of the issue; SHOTS_DIR=<folder> saves each step's screenshot there to look at. */
const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

/** English texts that must not appear in `lang`: its own text differs, and the English is a real word or phrase. */
function forbidden(lang: string): string[] {
  if (lang === 'en') {
    return [];
  }
  const own = LANGS[lang] ?? {};
  const words = new Set<string>();
  for (const [id, text] of Object.entries(en)) {
    if (own[id] === text || /[{}]/.test(text) || !/[A-Za-z]{3}/.test(text) || /^(ETB|BirrBet|LotoFoot)$/.test(text)) {
      continue;
    }
    words.add(text.replace(/[…:!.]+$/, '').trim());
  }
  return [...words];
}

async function openIn(page: Page, lang: string): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL ?? 'http://127.0.0.1:8087' }]);
  await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
  await page.goto('/');
  await expect(page.getByTestId('matches-panel').getByTestId('match-row').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'or' ? 'om' : lang);
}

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) {
    const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${width}x${height}.png` });
  }
}

for (const lang of Object.keys(LANGS)) {
  for (const size of SIZES) {
    test(`${lang} at ${size.width}×${size.height}: home, a match's markets and the slip show no English word; no label cut or broken`, async ({
      page,
    }, info) => {
      test.skip(info.project.name !== 'mobile', 'a phone journey');
      test.setTimeout(90_000);
      const words = forbidden(lang);
      await page.setViewportSize(size);
      await openIn(page, lang);
      await expect(page.getByTestId('upcoming').getByTestId('match-row').first()).toBeVisible();
      expect(await englishIn(page, 'body', words), 'home').toEqual([]);
      expect(await labelsBroken(page, ['[data-testid="tab-bar"] .label', 'header button', 'header a']), 'home labels').toEqual([]);
      await shot(page, `${lang}-home`);

      // A match's markets, reached by taps as a player does: All Sports → football → England → a league → a match.
      await page.getByTestId('tab-bar').locator('a[href="/sports"]').click();
      const browser = page.getByTestId('sports-browser');
      await browser.locator('[data-testid="sport-tab"][data-sport="1"]').click();
      const england = browser.locator('[data-testid="category-header"][data-category="sr:category:1"]');
      await england.click();
      await browser.getByTestId('tournament-open').first().click();
      expect(await englishIn(page, 'body', words), 'tournament view').toEqual([]);
      const view = page.getByTestId('tournament-view');
      const { panel } = await openMarketsOf(page, view.getByTestId('match-row').first());
      // Every market of every group: the last tab is 'All'; open each closed panel so its outcomes show.
      await panel.getByTestId('market-groups').getByRole('tab').last().click();
      const closed = panel.locator('[data-testid="market"] button.title[aria-expanded="false"]');
      while ((await closed.count()) > 0) {
        await closed.first().click();
      }
      expect(await panel.getByTestId('market').count()).toBeGreaterThan(20);
      expect(await englishIn(page, '[data-testid="markets-panel"]', words), 'markets').toEqual([]);
      await panel.getByTestId('market-groups').getByRole('tab').first().click();
      await shot(page, `${lang}-markets`);
      await panel.getByTestId('market-groups').getByRole('tab').last().click();

      // A pick with a line (an over/under outcome) into the slip, then the open slip.
      const total = panel.locator('[data-market-row*="|18|total=2.5"]').getByTestId('odds').first();
      await total.click();
      await expect(total).toHaveAttribute('aria-pressed', 'true');
      await page.getByTestId('betslip-bar').click();
      const slip = page.getByTestId('betslip-panel');
      await expect(slip.getByTestId('slip-pick')).toHaveCount(1);
      // The pick reads in the language, its line kept: 'ጠቅላላ ጎሎች 2.5: ከ2.5 በላይ' (or 'ከ2.5 በታች').
      await expect(slip.getByTestId('slip-pick')).toContainText(`${LANGS[lang]?.['feed.market.total-goals']} 2.5:`);
      expect(await englishIn(page, '[data-testid="betslip-panel"]', words), 'slip').toEqual([]);
      expect(await labelsBroken(page, ['[data-testid="betslip-panel"] :is(button, label, h2, h3, small, span, dt, dd)']), 'slip labels').toEqual([]);
      await shot(page, `${lang}-slip`);
      expect(FEED_OWN.length).toBeGreaterThan(0);
    });
  }
}

test('signed in, the header of a 360 px phone keeps every label whole in all four languages', async ({ page, request }, info) => {
  test.skip(info.project.name !== 'mobile', 'the phone header');
  test.setTimeout(90_000);
  await page.setViewportSize(SIZES[0] ?? { width: 360, height: 740 });
  await page.goto('/');
  const phone = uniquePhone();
  await register(page, request, phone);
  await login(page, phone);
  for (const lang of Object.keys(LANGS)) {
    await page.context().addCookies([{ name: 'lang', value: lang, url: info.project.use.baseURL ?? 'http://127.0.0.1:8087' }]);
    await page.evaluate((l) => window.localStorage.setItem('language', l), lang);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'or' ? 'om' : lang);
    await expect(page.getByTestId('open-login')).toBeHidden();
    expect(await labelsBroken(page, ['header button', 'header a', 'header span', 'header b']), lang).toEqual([]);
    expect(await englishIn(page, 'header', forbidden(lang)), lang).toEqual([]);
    await shot(page, `${lang}-header-signed-in`);
  }
});
