// What the home route needs of LotoFoot (issue 14): the cache keys of the player's ticket lists, outdated when the
// balance moves (a submit debits it, a winning ticket is paid) and forgotten with the tickets and the submit at
// sign-out. Weeks are public and picks are kept per week, so both stay. The LotoFoot materializers themselves load
// with the chunks that bring LotoFoot events (sync/materializers/lotofoot.ts).
import type { AppData } from '../store.ts';
import { forgetResources, outdateResources } from './resources.ts';

/** Every key of the player's LotoFoot ticket lists starts with this (sync/lotofoot.ts). */
export const LOTOFOOT_TICKET_KEYS = 'lotofoot:tickets:';

export function lotofootTicketsOutdated(data: AppData): void {
  outdateResources(data, LOTOFOOT_TICKET_KEYS);
}

export function lotofootForgotten(data: AppData): void {
  data.store.delTable('lotofootTickets');
  data.store.delTable('lotofootLists');
  data.store.delTable('lotofootSubmit');
  forgetResources(data, LOTOFOOT_TICKET_KEYS);
}
