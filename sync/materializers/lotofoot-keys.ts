// What the home route needs of LotoFoot (issue 14): sign-out forgets the player's tickets and submit. Their cache keys
// start with 'history:' (LOTOFOOT_TICKET_KEYS), so the bet history's outdating (a balance change: the submit's debit,
// a winning ticket's payout) and forgetting cover them too. Weeks are public and picks are kept per week, so both
// stay. The LotoFoot materializers themselves load with the chunks that bring LotoFoot events.
import type { AppData } from '../store.ts';

/** Every key of the player's LotoFoot ticket lists starts with this (sync/lotofoot.ts). */
export const LOTOFOOT_TICKET_KEYS = 'history:lotofoot:';

export function lotofootForgotten({ store }: AppData): void {
  store.delTable('lotofootTickets');
  store.delTable('lotofootLists');
  store.delTable('lotofootSubmit');
}
