// Search for a team, league or sport (issue 29), phone and desktop: the header's button opens the search view
// (a lazy chunk); a club's matches, a league and a sport are found by their English names and by the names
// Amharic speakers type, and each result leads where it is played (the match's markets, the league's page, the
// sport). At 360 px in Amharic and Oromo nothing of the view or the header is cut. Screens: en and am.
import { test, expect, type Page, type TestInfo } from '@playwright/test';

const shot = async (page: Page, info: TestInfo, name: string): Promise<void> => {
  await page.screenshot({ path: `test-results/screens/${info.project.name}-search-${name}.png` });
};

/** The search params of a result's link. */
async function linkOf(page: Page, testId: string, index = 0): Promise<URL> {
  const href = (await page.getByTestId(testId).nth(index).getAttribute('href')) ?? '';
  return new URL(href, 'http://x');
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByTestId('search-input').fill(text);
  const view = page.getByTestId('search-view');
  await expect(view).toHaveAttribute('data-query', text);
  await expect(view).toHaveAttribute('data-settled', 'true');
}

test("the header opens search; a club's matches are found and one opens its markets", async ({ page, isMobile }, info) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/');
  await page.getByTestId('header-search').click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByTestId('search-input')).toBeFocused();
  await search(page, 'arsenal');
  const matches = page.getByTestId('search-match');
  await expect(matches.first()).toContainText('Arsenal');
  for (const text of await matches.allInnerTexts()) {
    expect(text).toContain('Arsenal');
  }
  await shot(page, info, 'arsenal-en');

  const link = await linkOf(page, 'search-match');
  const matchId = link.searchParams.get('match') ?? '';
  expect(matchId).not.toBe('');
  await matches.first().click();
  if (isMobile) {
    await expect(page).toHaveURL(/\/sports\/1\?/);
  } else {
    await expect(page).toHaveURL(/\/desktop-sports\?/);
  }
  const panel = page.getByTestId('markets-panel');
  await expect(panel).toHaveAttribute('data-match-id', matchId);
  await expect(panel.getByTestId('markets-home').or(panel.getByTestId('markets-away')).first()).toBeVisible();
  await expect(page.getByTestId('markets-header')).toContainText('Arsenal');
  expect(errors).toEqual([]);
});

test('a league by name opens its page; unknown words say nothing was found', async ({ page, isMobile }) => {
  await page.goto('/search');
  await search(page, 'euroleague');
  const league = page.getByTestId('search-league').first();
  await expect(league).toContainText('EuroLeague');
  await league.click();
  await expect(page).toHaveURL(
    isMobile ? /\/sports\/2\?t=sr(%3A|:)tournament(%3A|:)138/ : /\/desktop-sports\?sport=2&tournament=sr(%3A|:)tournament(%3A|:)138/,
  );
  await expect(page.getByTestId('tournament-view')).toContainText('EuroLeague');

  await page.goto('/search?q=zzqxv');
  await expect(page.getByTestId('search-none')).toHaveText('Nothing found for “zzqxv”');
});

test('in Amharic: a club, both Premier Leagues and a sport by their Amharic names', async ({ page, isMobile }, info) => {
  await page.addInitScript(() => localStorage.setItem('language', 'am'));
  await page.goto('/');
  await page.getByTestId('header-search').click();
  await search(page, 'ቅዱስ ጊዮርጊስ');
  await expect(page.getByTestId('search-match').first()).toContainText('Saint George');
  await shot(page, info, 'saint-george-am');

  await search(page, 'ፕሪሚየር ሊግ');
  await expect(page.getByTestId('search-league')).toHaveCount(2);
  await expect(page.getByTestId('search-leagues')).toContainText('እንግሊዝ');
  await expect(page.getByTestId('search-leagues')).toContainText('ኢትዮጵያ');
  await shot(page, info, 'premier-league-am');

  await search(page, 'ቅርጫት');
  const sport = page.getByTestId('search-sport');
  await expect(sport).toHaveCount(1);
  await expect(sport).toContainText('ቅርጫት ኳስ');
  await sport.click();
  await expect(page).toHaveURL(isMobile ? /\/sports\/2$/ : /\/desktop-sports\?sport=2$/);
});

for (const lang of ['am', 'or']) {
  test(`at 360 px in ${lang} nothing of the search view or the header is cut`, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'a phone width');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.addInitScript((l) => localStorage.setItem('language', l), lang);
    await page.goto('/search?q=premier');
    await expect(page.getByTestId('search-league').first()).toBeVisible();
    await expect(page.getByTestId('search-more')).toHaveCount(0);
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('header *, [data-testid="search-view"] *')]
        // Texts for screen readers only (a 1 px clipped box, the phone's icon buttons) are not shown, so not cut.
        .filter(
          (el) => el instanceof HTMLElement && el.offsetParent !== null && el.children.length === 0 && el.textContent?.trim() && el.clientWidth > 1,
        )
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}
