// Placing the active slot's ticket from the UI: PLACE BET emits the ticket command (sync/tickets.ts runs the
// spec §5 checks, picks money, points or cashier, and keeps one Idempotency-Key per money attempt, reused only
// after an attempt that got no answer); the state — submitting, the refusal (translated by its code), the
// server's current prices after ODDS_CHANGED, the placed reference and ticket — is read from the store.
import type { SlipSelection } from '../../schema/betslip.ts';
import { requestTicket } from '../../sync/tickets.ts';
import type { SlipPointsConfig } from '../../sync/points.ts';
import { useEngine, useIndexes, usePlacement, useStore, useUserEvents, useValue } from '../data/hooks.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { commandText } from '../components/command-text.ts';

export function usePlaceBet() {
  const t = useT();
  const engine = useEngine();
  const store = useStore();
  const indexes = useIndexes();
  const slot = useValue('slip_active') ?? 0;
  // Both hooks run on every render: `a && useValue(b)` would skip one while signed out and break the hook order.
  const userId = useValue('user_id');
  const sessionId = useValue('session_id');
  const signedIn = Boolean(userId && sessionId);
  const placement = usePlacement(slot);
  const refusal = placement.refusal;
  const notice = refusal?.code === 'POINTS_STAKE_ADJUSTED';
  const kind = useValue('betting_mode') === 'points' && signedIn ? 'points' : signedIn ? 'money' : 'cashier';
  const text = refusal ? commandText(t, kind, refusal) : '';
  const emit = useUserEvents();

  /** The slip's picks (at the prices the player accepted) and stake; points when the slip is in points mode. */
  const run = async (picks: SlipSelection[], stake: string, points?: { slot: number; config: SlipPointsConfig | null }): Promise<void> => {
    if (store && indexes) {
      await requestTicket(engine, { store, indexes }, points?.slot ?? slot, { selections: picks, stake, points: Boolean(points) });
    }
  };

  return {
    busy: placement.busy,
    error: notice ? '' : text,
    notice: notice ? text : '',
    reference: placement.reference,
    ticket: placement.ticket,
    /** The server's current prices after an ODDS_CHANGED refusal, until the player accepts them. */
    changed: placement.current,
    refusalCode: refusal?.code ?? '',
    run,
    /** The reference dialog was closed (the slip was cleared when the ticket was placed). */
    done: (s: number): void => emit('v1.TicketDismissed', { slot: s }),
    /** One tap takes the new prices into the slot; the player then places again. */
    acceptOdds: (s: number): void => emit('v1.SlipOddsAccepted', { slot: s, current: placement.current }),
  };
}
