// The wallet statement's keys on the home route (issue 13): a balance change outdates the cached pages, signing out
// forgets them. Its pages' materializer loads with the statement screen (statement-pages.ts).
import type { AppData } from '../store.ts';
import { forgetResources, outdateResources } from './resources.ts';

/** Cache keys of the statement's pages start with this (sync/statement.ts). */
export const STATEMENT_KEY = 'statement';

/** A balance moved (a bet, a payout, a deposit): the cached statement is due for a refetch. */
export function statementOutdated(data: AppData): void {
  outdateResources(data, STATEMENT_KEY);
}

/** Signing out forgets the player's statement and its cache entries. */
export function statementForgotten(data: AppData): void {
  data.store.delTable('statementEntries');
  data.store.delTable('statementInfo');
  forgetResources(data, STATEMENT_KEY);
}
