// The home page rendered on the server (issue 17): GET / answers the client's index.html with the home route
// already drawn inside #root by the client's own components (the bundle scripts/build-ssr.mjs builds) and the
// events that built it in a JSON data block. The renderer reads the API in process, signed like the browser.
// One render serves every request of the same language, layout, zone, data mode (issue 17's low-data mode:
// the saveData cookie or the Save-Data header), date style (issue 18: the dates cookie) and address for RENDER_REUSE_MS (a busy
// minute renders a few dozen pages, not thousands), and any failure falls back to the plain index.html: a
// player always gets the app, at worst as today. Other routes stay client-rendered (docs/decisions/client-performance.md).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import {
  homeAddress,
  htmlLang,
  wantsServerRender,
  pageLanguage,
  pageLayout,
  pageOffset,
  pageSaveData,
  pageDateStyle,
  type PageDateStyle,
  type PageLanguage,
  type PageLayout,
} from './request-hints.ts';
import { injectFetch } from './inject-fetch.ts';
import { compressedBodies, pageEncoding, type PageEncoding } from './compressed.ts';
import { headLinks, lazyAssets, type BuildManifest } from './lazy-assets.ts';
import { afterPaintBlock, takeScripts } from './after-paint.ts';

/** The bundle's one export, as src/ssr/render.tsx declares it (the server never imports src/). */
interface Renderer {
  renderPage(input: {
    url: string;
    language: PageLanguage;
    layout: PageLayout;
    offsetMin: number;
    /** Low-data mode (the saveData cookie or the Save-Data header): text and colour only, fewer matches per list. */
    saveData?: boolean;
    /** The date style (issue 18: the dates cookie): Ethiopian calendar, local 12-hour count. */
    calendar?: PageDateStyle['calendar'];
    clock?: PageDateStyle['clock'];
    merchantId: string;
    apiKey: string;
    fetch: typeof fetch;
    now?: () => number;
    waitMs?: number;
  }): Promise<{ html: string; embeddedJson: string }>;
  /** The source files of the home's lazy parts on a layout (keys of Vite's build manifest). */
  homeLazySources(layout: PageLayout): string[];
}

export const RENDER_REUSE_MS = 2_000;
/** The longest a render may wait for its data; the page then shows what it has (the browser fetches the rest). */
const RENDER_WAIT_MS = 2_500;
const ROOT = '<div id="root"></div>';
/** Everything a page's bytes depend on, for caches between the server and the browser. */
const VARY = 'Accept-Encoding, Cookie, Accept-Language, Sec-CH-UA-Mobile, User-Agent, Save-Data';

interface Page {
  body: string;
  etag: string;
  /** The body compressed, once per encoding (compressed.ts). */
  encoded: (encoding: PageEncoding) => Promise<Buffer>;
}

export interface PagesOptions {
  config: ServerConfig;
  /** The bundle to load (default dist-server/ssr/render.mjs beside the working directory). */
  bundle?: string;
  /** The server's clock (the renderer's cache ages and event times). */
  now?: () => number;
}

async function loadRenderer(path: string): Promise<Renderer | null> {
  if (!existsSync(path)) {
    return null;
  }
  const module = (await import(pathToFileURL(path).href)) as Partial<Renderer>;
  return typeof module.renderPage === 'function' && typeof module.homeLazySources === 'function' ? (module as Renderer) : null;
}

export async function registerPages(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const templatePath = resolve(options.config.staticDir, 'index.html');
  const bundle = resolve(options.bundle ?? 'dist-server/ssr/render.mjs');
  if (!existsSync(templatePath)) {
    return;
  }
  const template = readFileSync(templatePath, 'utf8');
  const renderer = template.includes(ROOT) ? await loadRenderer(bundle).catch(() => null) : null;
  if (renderer === null) {
    app.log.info({ bundle }, 'home page: no server-rendering bundle, the client renders it');
    return;
  }
  const { merchantId, merchantApiKey } = options.config;
  const manifestPath = resolve(options.config.staticDir, '.vite/manifest.json');
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest) : {};
  const links = {
    phone: takeScripts(headLinks(template, lazyAssets(manifest, renderer.homeLazySources('phone')))),
    desktop: takeScripts(headLinks(template, lazyAssets(manifest, renderer.homeLazySources('desktop')))),
  };
  const shell = takeScripts(template);
  const fetchApi = injectFetch(app);
  const now = options.now ?? Date.now;
  const made = new Map<string, { at: number; page: Promise<Page> }>();

  const render = async (
    url: string,
    language: PageLanguage,
    layout: PageLayout,
    offsetMin: number,
    saveData: boolean,
    dates: PageDateStyle,
  ): Promise<Page> => {
    const out = await renderer.renderPage({
      url,
      language,
      layout,
      offsetMin,
      saveData,
      calendar: dates.calendar,
      clock: dates.clock,
      merchantId,
      apiKey: merchantApiKey,
      fetch: fetchApi,
      now,
      waitMs: RENDER_WAIT_MS,
    });
    const lazy = links[layout];
    const scripts = afterPaintBlock(shell.entry, [...shell.preload, ...lazy.preload.filter((href) => !shell.preload.includes(href))]);
    const body = shell.html
      .replace('<html lang="en">', `<html lang="${htmlLang(language)}">`)
      .replace('</head>', `${lazy.html}</head>`)
      .replace(ROOT, `<div id="root">${out.html}</div><script type="application/json" id="ssr-data">${out.embeddedJson}</script>${scripts}`);
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, encoded: compressedBodies(body) };
  };

  const pageFor = (
    url: string,
    language: PageLanguage,
    layout: PageLayout,
    offsetMin: number,
    saveData: boolean,
    dates: PageDateStyle,
  ): Promise<Page> => {
    const key = `${language}|${layout}|${offsetMin}|${saveData ? 'lite' : 'full'}|${dates.calendar}.${dates.clock}|${url}`;
    const at = now();
    const kept = made.get(key);
    if (kept && at - kept.at < RENDER_REUSE_MS && at >= kept.at) {
      return kept.page;
    }
    const page = render(url, language, layout, offsetMin, saveData, dates);
    made.set(key, { at, page });
    // A failed render is not kept; old entries go so odd addresses cannot grow the map.
    page.catch(() => {
      if (made.get(key)?.page === page) {
        made.delete(key);
      }
    });
    for (const [k, v] of made) {
      if (at - v.at >= RENDER_REUSE_MS || at < v.at) {
        made.delete(k);
      }
    }
    return page;
  };

  app.get('/', async (request: FastifyRequest, reply: FastifyReply) => {
    const language = pageLanguage(request.headers.cookie, request.headers['accept-language']);
    const layout = pageLayout(request.headers['sec-ch-ua-mobile'] as string | undefined, request.headers['user-agent']);
    const saveData = pageSaveData(request.headers.cookie, request.headers['save-data']);
    reply.header('cache-control', 'no-cache').header('vary', VARY);
    if (!wantsServerRender(request.headers.cookie)) {
      return reply.type('text/html; charset=utf-8').send(template);
    }
    let page: Page;
    try {
      const dates = pageDateStyle(request.headers.cookie);
      page = await pageFor(homeAddress(request.url), language, layout, pageOffset(request.headers.cookie), saveData, dates);
    } catch (error) {
      request.log.error({ err: error }, 'home page render failed; serving the client shell');
      return reply.type('text/html; charset=utf-8').send(template);
    }
    if (request.headers['if-none-match'] === page.etag) {
      return reply.code(304).header('etag', page.etag).send();
    }
    reply.type('text/html; charset=utf-8').header('etag', page.etag);
    const encoding = pageEncoding(request.headers['accept-encoding']);
    return encoding === null ? reply.send(page.body) : reply.header('content-encoding', encoding).send(await page.encoded(encoding));
  });
}
