// Cash-out (issue 32) as the screens use it: a ticket's offer as a cached read (GET /api/v1/tickets/:id/cashout with
// the player's session, key cashoutKey(id)), and taking it as a command: requestCashout emits v1.CashoutRequested with
// the offer the player saw for the part, the part (ETB; absent: the whole open stake), an Idempotency-Key made once
// for this intent (the key of an unanswered try of the very same request is reused: the server answers that first
// cash-out rather than paying twice), and the in-play delay the answer waits for; setAutoCashout emits
// v1.AutoCashoutRequested with the automatic cash-out value (ETB; null clears it). Each registers the cash-out family
// first: its structs and materializers load with this chunk, never with the home route.
import { CashoutOffer } from '../schema/endpoints/cashout.ts';
import type { AppEvent } from '../schema/event.ts';
import { newCommandId } from './commands-context.ts';
import { outcomeOf } from './commands.ts';
import { readOf, type SuccessOf } from './declared.ts';
import type { SyncEngine } from './engine.ts';
import { addCashoutFamily } from './families/cashout.ts';
import type { SessionAuth } from './http.ts';
import { cashoutKey, cashoutRetryFor } from './read/cashout.ts';
import type { ResourceDef } from './resources.ts';
import type { AppStore } from './store.ts';

/** An offer moves with prices by the second; the screens also read it again on a change of its legs' prices. */
const OFFER_TTL = 5_000;

/** A ticket's cash-out offer (its player's session). */
export function cashoutOfferResource(ticketId: string, session: SessionAuth): ResourceDef {
  addCashoutFamily();
  const key = cashoutKey(ticketId);
  const def: ResourceDef<SuccessOf<typeof CashoutOffer>> = {
    key,
    ttl: OFFER_TTL,
    ...readOf(CashoutOffer, { id: ticketId }),
    session,
    failureCode: 'HISTORY_FAILED',
    toEvent: (offer) => ({ type: 'v1.CashoutOfferLoaded', payload: { key, offer } }),
  };
  return def as unknown as ResourceDef;
}

type Engine = Pick<SyncEngine, 'emit' | 'events$'>;

export interface CashoutAsk {
  ticketId: string;
  /** The amount shown for the part (ETB): the server pays it, or more, or refuses with the offer of now. */
  offer: number;
  /** The part of the open stake (ETB); absent: the whole. */
  stake?: number;
  /** The open stake the offer was shown against (ETB). */
  openStake: number;
  /** The in-play delay the answer waits for (s); 0 prematch. */
  holdSeconds: number;
}

/** Takes a ticket's cash-out; resolves with the outcome event (scripts and tests; the UI reads table cashouts). */
export function requestCashout(engine: Engine, store: AppStore, ask: CashoutAsk, now: () => number = Date.now): Promise<AppEvent> {
  addCashoutFamily();
  const same = store.getCell('cashouts', ask.ticketId, 'retry_for') === cashoutRetryFor(ask.offer, ask.stake);
  const kept = same ? (store.getCell('cashouts', ask.ticketId, 'retry_key') ?? '') : '';
  const commandId = newCommandId();
  const done = outcomeOf(engine.events$, commandId);
  engine.emit({
    type: 'v1.CashoutRequested',
    at: now(),
    source: 'user',
    payload: {
      commandId,
      ticketId: ask.ticketId,
      offer: ask.offer,
      ...(ask.stake === undefined ? {} : { stake: ask.stake }),
      openStake: ask.openStake,
      idempotencyKey: kept || newCommandId(),
      ...(ask.holdSeconds > 0 ? { holdSeconds: ask.holdSeconds } : {}),
    },
  });
  return done;
}

/** Sets (ETB) or clears (null) a ticket's automatic cash-out; resolves with the outcome event (the UI reads autoCashouts). */
export function setAutoCashout(engine: Engine, ticketId: string, value: number | null, now: () => number = Date.now): Promise<AppEvent> {
  addCashoutFamily();
  const commandId = newCommandId();
  const done = outcomeOf(engine.events$, commandId);
  engine.emit({ type: 'v1.AutoCashoutRequested', at: now(), source: 'user', payload: { commandId, ticketId, value } });
  return done;
}

/** The player closed a cash-out's result. */
export function dismissCashout(engine: Engine, ticketId: string, now: () => number = Date.now): void {
  addCashoutFamily();
  engine.emit({ type: 'v1.CashoutDismissed', at: now(), source: 'user', payload: { ticketId } });
}
