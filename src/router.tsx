// TanStack Router, code-based: home is in the main bundle; every other route of spec §2 is a lazy
// chunk. Unknown paths redirect home (spec §2), replacing the history entry.
import { createRootRoute, createRoute, createRouter, lazyRouteComponent, Navigate } from '@tanstack/react-router';
import { Shell } from './layout/Shell.tsx';
import { HomeScreen } from './screens/home/HomeScreen.tsx';
import { PLACEHOLDER_ROUTES } from './routes.ts';
import { ScreenError } from './components/ScreenError.tsx';

const rootRoute = createRootRoute({
  component: Shell,
  notFoundComponent: () => <Navigate to="/" replace />,
});

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomeScreen });

const placeholder = lazyRouteComponent(() => import('./screens/placeholder/PlaceholderScreen.tsx'), 'PlaceholderScreen');

const placeholderRoutes = PLACEHOLDER_ROUTES.filter((r) => r.path !== '/check-ticket').map((r) =>
  createRoute({ getParentRoute: () => rootRoute, path: r.path, component: placeholder }));

const checkTicketRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/check-ticket',
  component: lazyRouteComponent(() => import('./screens/check-ticket/CheckTicketScreen.tsx'), 'CheckTicketScreen'),
});

export const router = createRouter({
  routeTree: rootRoute.addChildren([homeRoute, checkTicketRoute, ...placeholderRoutes]),
  notFoundMode: 'root',
  defaultErrorComponent: ScreenError,
  defaultPreload: 'intent',
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
