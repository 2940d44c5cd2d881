// Materializers of the ticket commands: PLACE BET per slot (table placements) and Check Ticket (ticketLookup).
// An outcome lands only on the command it answers (same commandId), so a late answer never overwrites a newer
// attempt; a second request while one is in flight changes nothing (its handler sees that and sends nothing).
// A placed ticket clears the slot's picks and stake at once: the slip never offers placed picks again.
import type { PayloadOf } from '../../schema/event.ts';
import type { AppData } from '../store.ts';
import { slipCleared } from './betslip.ts';
import { LOOKUP_ROW } from '../read/tickets.ts';

/** The slip a money attempt sends, as the key reuse compares it: picks in order at their prices, and the stake. */
export const slipFingerprint = (selections: PayloadOf<'v1.TicketRequested'>['selections'], stake: string): string =>
  JSON.stringify([selections.map((s) => [s.matchId, s.marketId, s.specifier ?? '', s.outcomeId, s.odds]), stake.trim()]);

const IDLE = { status: '', code: '', http_status: 0, message: '', values: '', current: '', reference: '', ticket: '' } as const;

export function ticketRequested({ store }: AppData, p: PayloadOf<'v1.TicketRequested'>, at: number): void {
  const slot = String(p.slot);
  if (store.getCell('placements', slot, 'status') === 'submitting') {
    return;
  }
  store.setRow('placements', slot, {
    ...IDLE,
    status: 'submitting',
    command_id: p.commandId,
    kind: p.kind,
    retry_key: p.idempotencyKey ?? '',
    retry_for: p.idempotencyKey ? slipFingerprint(p.selections, p.stake) : '',
    // A live bet is held by the server (issue 32): the slip counts its delay down from the tap.
    held_until: p.holdSeconds ? at + p.holdSeconds * 1000 : 0,
  });
}

const answers = ({ store }: AppData, slot: number, commandId: string): boolean =>
  store.getCell('placements', String(slot), 'command_id') === commandId;

export function ticketPlaced(data: AppData, p: PayloadOf<'v1.TicketPlaced'>, at: number): void {
  if (!answers(data, p.slot, p.commandId)) {
    return;
  }
  slipCleared(data, { slot: p.slot }, at);
  data.store.setCell('slips', String(p.slot), 'reference', p.reference);
  data.store.setPartialRow('placements', String(p.slot), {
    ...IDLE,
    status: 'placed',
    reference: p.reference,
    ticket: p.ticket ? JSON.stringify(p.ticket) : '',
    retry_key: '',
  });
}

export function ticketRefused(data: AppData, p: PayloadOf<'v1.TicketRefused'>): void {
  if (!answers(data, p.slot, p.commandId)) {
    return;
  }
  const slot = String(p.slot);
  // The key is reused only for the next attempt after one that got no answer (it may have been taken).
  const keep = p.status === 0 && data.store.getCell('placements', slot, 'kind') === 'money';
  data.store.setPartialRow('placements', slot, {
    ...IDLE,
    status: 'refused',
    code: p.code,
    http_status: p.status,
    message: p.message ?? '',
    values: p.values ? JSON.stringify(p.values) : '',
    current: p.current && p.current.length > 0 ? JSON.stringify(p.current) : '',
    ...(keep ? {} : { retry_key: '' }),
  });
}

/** The dialog or the refusal was dismissed; a key kept for a retry stays. */
export function ticketDismissed({ store }: AppData, p: PayloadOf<'v1.TicketDismissed'>): void {
  const slot = String(p.slot);
  if (store.hasRow('placements', slot) && store.getCell('placements', slot, 'status') !== 'submitting') {
    store.setPartialRow('placements', slot, IDLE);
  }
}

/** Refusals the stake caused (a points rule on the stake, too few points or money, the payout cap). */
const STAKE_REFUSALS = new Set([
  'POINTS_MIN_STAKE',
  'POINTS_MAX_STAKE',
  'POINTS_STAKE_ADJUSTED',
  'INSUFFICIENT_POINTS',
  'INSUFFICIENT_BALANCE',
  'POTENTIAL_WIN_TOO_HIGH',
]);

/**
 * A new stake answers a refusal of the old one (issue 29): the slip no longer shows 'Minimum stake is 30 points'
 * under a stake of 50. A stake the rules move while a ticket is submitted lands before its refusal, so the
 * refusal that moved it ('Stake adjusted to …') stays until the player types again.
 */
export function stakeChanged({ store }: AppData, p: PayloadOf<'v1.SlipStakeChanged'>): void {
  const slot = String(p.slot);
  if (store.getCell('placements', slot, 'status') === 'refused' && STAKE_REFUSALS.has(store.getCell('placements', slot, 'code') ?? '')) {
    store.setPartialRow('placements', slot, IDLE);
  }
}

/** The player took the server's prices: the ODDS_CHANGED refusal of that slot is answered. */
export function oddsAccepted({ store }: AppData, p: PayloadOf<'v1.SlipOddsAccepted'>): void {
  const slot = String(p.slot);
  if (store.getCell('placements', slot, 'status') === 'refused') {
    store.setPartialRow('placements', slot, IDLE);
  }
}

export function lookupRequested({ store }: AppData, p: PayloadOf<'v1.TicketLookupRequested'>): void {
  if (store.getCell('ticketLookup', LOOKUP_ROW, 'status') === 'submitting') {
    return;
  }
  store.setRow('ticketLookup', LOOKUP_ROW, { status: 'submitting', command_id: p.commandId, reference: p.reference });
}

const lookupAnswers = ({ store }: AppData, commandId: string): boolean => store.getCell('ticketLookup', LOOKUP_ROW, 'command_id') === commandId;

export function ticketFound(data: AppData, p: PayloadOf<'v1.TicketFound'>): void {
  if (lookupAnswers(data, p.commandId)) {
    data.store.setPartialRow('ticketLookup', LOOKUP_ROW, {
      status: 'found',
      code: '',
      http_status: 0,
      message: '',
      ticket: JSON.stringify(p.ticket),
    });
  }
}

export function lookupFailed(data: AppData, p: PayloadOf<'v1.TicketLookupFailed'>): void {
  if (lookupAnswers(data, p.commandId)) {
    data.store.setPartialRow('ticketLookup', LOOKUP_ROW, {
      status: 'failed',
      code: p.code,
      http_status: p.status,
      message: p.message ?? '',
      ticket: '',
    });
  }
}

export function lookupClosed({ store }: AppData): void {
  if (store.getCell('ticketLookup', LOOKUP_ROW, 'status') !== 'submitting') {
    store.delRow('ticketLookup', LOOKUP_ROW);
  }
}
