// TanStack Router, code-based: home is in the main bundle; every other route of spec §2 is a lazy
// chunk. Unknown paths redirect home (spec §2), replacing the history entry.
import { createRootRoute, createRoute, createRouter, lazyRouteComponent, Navigate } from '@tanstack/react-router';
import { Shell } from './layout/Shell.tsx';
import { HomeScreen } from './screens/home/HomeScreen.tsx';
import { PLACEHOLDER_ROUTES } from './routes.ts';
import { ScreenError } from './components/ScreenError.tsx';
import { withMessages } from './i18n/load-messages.ts';

const rootRoute = createRootRoute({
  component: Shell,
  notFoundComponent: () => <Navigate to="/" replace />,
});

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomeScreen });

const placeholder = lazyRouteComponent(withMessages(() => import('./screens/placeholder/PlaceholderScreen.tsx')), 'PlaceholderScreen');

const placeholderRoutes = PLACEHOLDER_ROUTES.filter((r) => r.path !== '/check-ticket' && r.path !== '/history').map((r) =>
  createRoute({ getParentRoute: () => rootRoute, path: r.path, component: placeholder }));

const checkTicketRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/check-ticket',
  component: lazyRouteComponent(withMessages(() => import('./screens/check-ticket/CheckTicketScreen.tsx')), 'CheckTicketScreen'),
});

const historyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/history',
  component: lazyRouteComponent(withMessages(() => import('./screens/history/HistoryScreen.tsx')), 'HistoryScreen'),
});

export const router = createRouter({
  routeTree: rootRoute.addChildren([homeRoute, checkTicketRoute, historyRoute, ...placeholderRoutes]),
  notFoundMode: 'root',
  defaultErrorComponent: ScreenError,
  defaultPreload: 'intent',
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
