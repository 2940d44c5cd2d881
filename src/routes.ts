// Every route of spec §2 and the screen title it shows. Home is built; the others load the shared
// placeholder screen (its own chunk) until their issue lands. Any path under /sports/ is sports.
import type { MessageId } from './i18n/messages.ts';

export interface RouteEntry {
  path: string;
  title: MessageId;
}

export const PLACEHOLDER_ROUTES: RouteEntry[] = [
  { path: '/sports', title: 'screen.sports' },
  { path: '/sports/$sportId', title: 'screen.sports' },
  { path: '/desktop-sports', title: 'screen.desktopSports' },
  { path: '/express', title: 'screen.express' },
  { path: '/lotofoot', title: 'screen.lotofoot' },
  { path: '/casino', title: 'screen.casino' },
  { path: '/frozen', title: 'screen.frozen' },
  { path: '/abcd', title: 'screen.abcd' },
  { path: '/virtuals', title: 'screen.virtuals' },
  { path: '/inbet', title: 'screen.inbet' },
  { path: '/urgent', title: 'screen.urgent' },
  { path: '/crazy-rocket', title: 'screen.crazyRocket' },
  { path: '/crazy-ball', title: 'screen.crazyBall' },
  { path: '/virtual-games', title: 'screen.virtualGames' },
  { path: '/jackpot', title: 'screen.jackpot' },
  { path: '/deposit', title: 'screen.deposit' },
  { path: '/check-ticket', title: 'screen.checkTicket' },
  { path: '/history', title: 'screen.history' },
  { path: '/lotofoot-history', title: 'screen.lotofootHistory' },
  { path: '/promotions', title: 'screen.promotions' },
  { path: '/virtual-sport', title: 'screen.virtualSport' },
  { path: '/shop', title: 'screen.shop' },
];

export function titleForPath(pathname: string): MessageId {
  if (pathname.startsWith('/sports/')) {
    return 'screen.sports';
  }
  return PLACEHOLDER_ROUTES.find((r) => r.path === pathname)?.title ?? 'screen.sports';
}

/** Paths other screens link to. Typed as plain strings: the placeholder routes are generated from the list above. */
export const PATHS: Record<'deposit' | 'history' | 'lotofootHistory' | 'home', string> = {
  home: '/',
  deposit: '/deposit',
  history: '/history',
  lotofootHistory: '/lotofoot-history',
};
