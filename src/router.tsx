// TanStack Router, code-based: home is in the main bundle; every other route of spec §2 is a lazy
// chunk. Unknown paths redirect home (spec §2), replacing the history entry.
import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Navigate,
  stringifySearchWith,
  type RouterHistory,
} from '@tanstack/react-router';
import { Shell } from './layout/Shell.tsx';
import { HomeScreen } from './screens/home/HomeScreen.tsx';
import { PLACEHOLDER_ROUTES } from './routes.ts';
import { ScreenError } from './components/ScreenError.tsx';
import { withMessages } from './i18n/load-messages.ts';
import { GAME_PARTS, PAGE_PARTS } from './i18n/split.ts';
import { resultsSearch } from './screens/results/results-search.ts';
import { desktopSportsSearch, expressSearch, homeSearch, searchViewSearch, sportsSearch } from './search.ts';

const rootRoute = createRootRoute({
  component: Shell,
  notFoundComponent: () => <Navigate to="/" replace />,
});

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomeScreen, validateSearch: homeSearch });

const placeholder = lazyRouteComponent(
  withMessages(() => import('./screens/placeholder/PlaceholderScreen.tsx')),
  'PlaceholderScreen',
);

/** Routes with their own screen; the rest of PLACEHOLDER_ROUTES show the placeholder. */
const BUILT = new Set([
  '/check-ticket',
  '/history',
  '/sports',
  '/sports/$sportId',
  '/desktop-sports',
  '/express',
  '/deposit',
  '/lotofoot',
  '/lotofoot-history',
  '/promotions',
  '/casino',
  '/virtual-sport',
  '/virtuals',
  '/abcd',
  '/frozen',
  '/inbet',
  '/shop',
]);

const placeholderRoutes = PLACEHOLDER_ROUTES.filter((r) => !BUILT.has(r.path)).map((r) =>
  createRoute({ getParentRoute: () => rootRoute, path: r.path, component: placeholder }),
);

const checkTicketRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/check-ticket',
  component: lazyRouteComponent(
    withMessages(() => import('./screens/check-ticket/CheckTicketScreen.tsx'), PAGE_PARTS),
    'CheckTicketScreen',
  ),
});

const historyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/history',
  component: lazyRouteComponent(
    withMessages(() => import('./screens/history/HistoryScreen.tsx'), PAGE_PARTS),
    'HistoryScreen',
  ),
});

const shopRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/shop',
  component: lazyRouteComponent(
    withMessages(() => import('./screens/shop/ShopScreen.tsx'), ['rest', 'shop']),
    'ShopScreen',
  ),
});

const responsibleGamingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/responsible-gaming',
  component: lazyRouteComponent(
    withMessages(() => import('./screens/responsible-gaming/ResponsibleGamingScreen.tsx')),
    'ResponsibleGamingScreen',
  ),
});

const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/terms',
  component: lazyRouteComponent(
    withMessages(() => import('./screens/terms/TermsScreen.tsx'), ['rest', 'terms']),
    'TermsScreen',
  ),
});

const statementRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/statement',
  component: lazyRouteComponent(
    withMessages(() => import('./screens/statement/StatementScreen.tsx'), PAGE_PARTS),
    'StatementScreen',
  ),
});

// Search (issue 29): a lazy chunk; the header's button opens it. `q` is the query (Back leaves the search).
const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  validateSearch: searchViewSearch,
  component: lazyRouteComponent(
    withMessages(() => import('./screens/search/SearchScreen.tsx'), PAGE_PARTS),
    'SearchScreen',
  ),
});

// Results (issue 29): a lazy chunk; `day` picks a day, `match` opens a finished match's day (a ticket leg's link).
const resultsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/results',
  validateSearch: resultsSearch,
  component: lazyRouteComponent(
    withMessages(() => import('./screens/results/ResultsScreen.tsx')),
    'ResultsScreen',
  ),
});

const sportsScreen = lazyRouteComponent(
  withMessages(() => import('./screens/sports/SportsScreen.tsx')),
  'SportsScreen',
);
const sportsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/sports', component: sportsScreen, validateSearch: sportsSearch });
const sportRoute = createRoute({ getParentRoute: () => rootRoute, path: '/sports/$sportId', component: sportsScreen, validateSearch: sportsSearch });

const desktopSportsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/desktop-sports',
  validateSearch: desktopSportsSearch,
  component: lazyRouteComponent(
    withMessages(() => import('./screens/desktop-sports/DesktopSportsScreen.tsx')),
    'DesktopSportsScreen',
  ),
});

const expressRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/express',
  validateSearch: expressSearch,
  component: lazyRouteComponent(
    withMessages(() => import('./screens/express/ExpressScreen.tsx')),
    'ExpressScreen',
  ),
});

// Live (issue 32): the matches in play and a match's live page, one lazy chunk for both addresses.
const liveScreen = lazyRouteComponent(
  withMessages(() => import('./screens/live/LiveScreen.tsx'), PAGE_PARTS),
  'LiveScreen',
);
const liveRoute = createRoute({ getParentRoute: () => rootRoute, path: '/live', component: liveScreen });
const liveMatchRoute = createRoute({ getParentRoute: () => rootRoute, path: '/live/$matchId', component: liveScreen });

const depositRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/deposit',
  component: lazyRouteComponent(
    withMessages(() => import('./screens/deposit/DepositScreen.tsx')),
    'DepositScreen',
  ),
});

const lotofootRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/lotofoot',
  component: lazyRouteComponent(
    withMessages(() => import('./screens/lotofoot/LotofootScreen.tsx'), PAGE_PARTS),
    'LotofootScreen',
  ),
});

const lotofootHistoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/lotofoot-history',
  component: lazyRouteComponent(
    withMessages(() => import('./screens/lotofoot-history/LotofootHistoryScreen.tsx'), PAGE_PARTS),
    'LotofootHistoryScreen',
  ),
});

/** /promotions: the list; ?id= one promotion's detail (kept in the address so Back returns to the list). */
const promotionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/promotions',
  component: lazyRouteComponent(
    withMessages(() => import('./screens/promotions/chunk.ts')),
    'PromotionsScreen',
  ),
});

/** /casino: the games lobby (issue 15). */
const casinoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/casino',
  component: lazyRouteComponent(
    withMessages(() => import('./screens/casino/CasinoScreen.tsx'), GAME_PARTS),
    'CasinoScreen',
  ),
});

/** /virtual-sport: the house virtual football league (issue 15). */
const virtualSportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/virtual-sport',
  component: lazyRouteComponent(
    withMessages(() => import('./screens/virtual-sport/VirtualSportScreen.tsx'), GAME_PARTS),
    'VirtualSportScreen',
  ),
});

/** /virtuals: the virtual games page (issue 15). */
const virtualsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/virtuals',
  component: lazyRouteComponent(
    withMessages(() => import('./screens/virtuals/VirtualsScreen.tsx'), GAME_PARTS),
    'VirtualsScreen',
  ),
});

/** /abcd, /frozen, /inbet: the other casino lists (issue 15), one chunk. */
const gameListsChunk = () => import('./screens/game-lists/chunk.ts');
const abcdRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/abcd',
  component: lazyRouteComponent(withMessages(gameListsChunk, GAME_PARTS), 'AbcdScreen'),
});
const frozenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/frozen',
  component: lazyRouteComponent(withMessages(gameListsChunk, GAME_PARTS), 'FrozenScreen'),
});
const inbetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/inbet',
  component: lazyRouteComponent(withMessages(gameListsChunk, GAME_PARTS), 'InbetScreen'),
});

/**
 * The app's router; built on start-up (main.tsx) rather than when this module loads, to keep that task short.
 * The server renders with a memory history of the requested address (src/ssr/render.tsx); the browser's is the default.
 */
export const createAppRouter = (history?: RouterHistory) =>
  createRouter({
    ...(history ? { history } : {}),
    routeTree: rootRoute.addChildren([
      homeRoute,
      checkTicketRoute,
      historyRoute,
      statementRoute,
      responsibleGamingRoute,
      termsRoute,
      shopRoute,
      sportsRoute,
      sportRoute,
      desktopSportsRoute,
      expressRoute,
      liveRoute,
      liveMatchRoute,
      depositRoute,
      lotofootRoute,
      lotofootHistoryRoute,
      promotionsRoute,
      casinoRoute,
      virtualSportRoute,
      virtualsRoute,
      abcdRoute,
      frozenRoute,
      inbetRoute,
      resultsRoute,
      searchRoute,
      ...placeholderRoutes,
    ]),
    notFoundMode: 'root',
    // Every search value is a plain string (ids): written as is (`?sport=2`, not the JSON `?sport=%222%22`)
    // and read back as a string — URLSearchParams, not the router's decoder, which turns `2` into a number —
    // so a shared or hand-typed address means what it says and the route decoders see strings only.
    parseSearch: (search) => Object.fromEntries(new URLSearchParams(search)),
    stringifySearch: stringifySearchWith(JSON.stringify),
    defaultErrorComponent: ScreenError,
    defaultPreload: 'intent',
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
