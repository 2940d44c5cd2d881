// What a page request says about its reader (server/modules/pages/request-hints.ts) and which files a rendered
// page links for its lazy parts (lazy-assets.ts): pure functions, exact cases.
import { describe, expect, it } from 'vitest';
import {
  acceptedLanguage,
  homeAddress,
  htmlLang,
  pageLanguage,
  pageLayout,
  pageOffset,
  wantsServerRender,
} from '../../server/modules/pages/request-hints.ts';
import { headLinks, lazyAssets } from '../../server/modules/pages/lazy-assets.ts';
import { afterPaintBlock, takeScripts } from '../../server/modules/pages/after-paint.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

describe('the page language', () => {
  it('takes the chosen language from the lang cookie first', () => {
    expect(pageLanguage('a=1; lang=ti; b=2', 'am')).toBe('ti');
    expect(pageLanguage('lang=or', undefined)).toBe('or');
  });
  it('ignores a cookie that is not one of ours and falls back to Accept-Language, then English', () => {
    expect(pageLanguage('lang=fr', 'am-ET,am;q=0.9,en;q=0.8')).toBe('am');
    expect(pageLanguage('lang=<script>', undefined)).toBe('en');
    expect(pageLanguage(undefined, 'fr-FR,de;q=0.5')).toBe('en');
  });
  it('ranks Accept-Language by quality, keeps the header order on ties and maps Oromo om to our key or', () => {
    expect(acceptedLanguage('en;q=0.5, om;q=0.9')).toBe('or');
    expect(acceptedLanguage('ti, am')).toBe('ti');
    expect(acceptedLanguage('am;q=0, en;q=0.1')).toBe('en');
    expect(acceptedLanguage('xx;q=abc, ti;q=0.2')).toBe('ti');
    expect(acceptedLanguage('')).toBeUndefined();
  });
  it('writes Oromo pages as lang="om" (ISO 639-1 or is Odia)', () => {
    expect(htmlLang('or')).toBe('om');
    expect(htmlLang('am')).toBe('am');
  });
});

describe('the page layout', () => {
  it('is the phone for a phone user agent, a mobile hint, or no user agent at all', () => {
    expect(pageLayout(undefined, ANDROID)).toBe('phone');
    expect(pageLayout('?0', ANDROID)).toBe('phone');
    expect(pageLayout('?1', DESKTOP)).toBe('phone');
    expect(pageLayout(undefined, undefined)).toBe('phone');
  });
  it('is the desktop for a desktop browser', () => {
    expect(pageLayout('?0', DESKTOP)).toBe('desktop');
    expect(pageLayout(undefined, DESKTOP)).toBe('desktop');
  });
});

describe('the page time zone', () => {
  it('reads whole minutes east of UTC from the tzo cookie', () => {
    expect(pageOffset('tzo=0')).toBe(0);
    expect(pageOffset('x=1; tzo=-300')).toBe(-300);
    expect(pageOffset('tzo=840')).toBe(840);
  });
  it("is Addis Ababa's UTC+3 when absent or not a real offset", () => {
    expect(pageOffset(undefined)).toBe(180);
    for (const bad of ['tzo=abc', 'tzo=9999', 'tzo=1e3', 'tzo=-721', 'tzo=', 'tzo=18.5']) {
      expect(pageOffset(bad), bad).toBe(180);
    }
  });
});

describe('the opt-out', () => {
  it('renders on the server unless the ssr cookie says off', () => {
    expect(wantsServerRender(undefined)).toBe(true);
    expect(wantsServerRender('ssr=on; lang=am')).toBe(true);
    expect(wantsServerRender('lang=am; ssr=off')).toBe(false);
  });
});

describe('the rendered address', () => {
  it("keeps only the home's own parameters, each a plain id", () => {
    expect(homeAddress('/')).toBe('/');
    expect(homeAddress('/?source=pwa&utm_campaign=x')).toBe('/');
    expect(homeAddress('/?sport=2&tournament=sr:tournament:17&x=1')).toBe('/?sport=2&tournament=sr%3Atournament%3A17');
    expect(homeAddress('/?sport=%3Cscript%3E&match=sr:match:1')).toBe('/?match=sr%3Amatch%3A1');
    expect(homeAddress(`/?sport=${'9'.repeat(65)}`)).toBe('/');
  });
});

describe("a page's lazy parts", () => {
  const manifest = {
    'src/main.tsx': { file: 'assets/index-a.js', imports: ['_vendor.js'] },
    _vendor: { file: 'assets/vendor-b.js' },
    '_vendor.js': { file: 'assets/vendor-b.js' },
    'src/components/BannerSlides.tsx': { file: 'assets/BannerSlides-c.js', imports: ['_vendor.js', '_safe.js'], css: ['assets/BannerSlides-d.css'] },
    '_safe.js': { file: 'assets/safe-e.js', css: ['assets/safe-f.css'] },
  };
  it('collects the stylesheets and scripts of the parts and of what they import, once each', () => {
    const assets = lazyAssets(manifest, ['src/components/BannerSlides.tsx', 'src/unknown.tsx']);
    expect(assets.css.sort()).toEqual(['assets/BannerSlides-d.css', 'assets/safe-f.css']);
    expect(assets.js.sort()).toEqual(['assets/BannerSlides-c.js', 'assets/safe-e.js', 'assets/vendor-b.js']);
  });
  it('links only what the page does not already name', () => {
    const template = '<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">';
    const links = headLinks(template, { css: ['assets/BannerSlides-d.css'], js: ['assets/vendor-b.js', 'assets/safe-e.js'] });
    expect(links).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/BannerSlides-d.css"><link rel="modulepreload" crossorigin href="/assets/safe-e.js">',
    );
  });
});

describe('scripts after the first paint', () => {
  const head =
    '<head><script type="module" crossorigin src="/assets/index-a.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/vendor-b.js"><link rel="modulepreload" crossorigin href="/assets/index-a.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/index-c.css"></head>';
  it('takes the module script and preload tags out, entry first, keeping the stylesheets', () => {
    const taken = takeScripts(head);
    expect(taken.html).toBe('<head><link rel="stylesheet" crossorigin href="/assets/index-c.css"></head>');
    expect(taken.entry).toEqual(['/assets/index-a.js']);
    expect(taken.preload).toEqual(['/assets/vendor-b.js']);
  });
  it('leaves a page without scripts as it is', () => {
    expect(takeScripts('<p>x</p>')).toEqual({ html: '<p>x</p>', entry: [], preload: [] });
  });
  it('writes a JSON block no address can close early', () => {
    expect(afterPaintBlock(['/a.js'], ['/b</script>.js'])).toBe(
      '<script type="application/json" id="after-paint">{"entry":["/a.js"],"preload":["/b\\u003c/script>.js"]}</script>',
    );
  });
});
