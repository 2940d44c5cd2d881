// Command events of tickets and accounts (sync/families/tickets.ts and account.ts): a player action that calls the server is an intent (…Requested, source 'user') and comes
// back as an outcome (placed/refused, found/failed, succeeded/failed). Every intent carries a commandId so
// its outcome finds it; outcomes carry the server's `code` and status (0: no answer) so the UI picks its text
// by code. No payload carries a password, a code typed by the player, a reset token or a session token: the
// command handler takes those from its own memory or the store at send time (streams are sent to support).
import { type, array, string, number, optional, enums, record, type Infer } from 'superstruct';
import { SlipSelection, CurrentOdds, OddsPolicy } from './betslip.ts';
import { TicketDetail } from './ticket.ts';

export const TicketKind = enums(['money', 'points', 'cashier']);
export type TicketKind = Infer<typeof TicketKind>;

/** The account commands (spec §4): each has its form in the store (login, register, restore, logout, and the
 *  profile's change of password, issue 29). */
export const AccountCommand = enums([
  'login',
  'register',
  'verify',
  'reset',
  'resetVerify',
  'update',
  'logout',
  'refresh',
  'markSeen',
  'changePassword',
  /** Keeps the slip's odds-change setting on the server for this player (issue 32). */
  'oddsPolicy',
  /** Signs in inside Telegram with the Mini App's initData (issue 34; schema/endpoints/channels-telegram.ts). */
  'telegram',
]);
export type AccountCommand = Infer<typeof AccountCommand>;

/** A refusal as the UI needs it: the server's code (or the client's own), the HTTP status, the server's text, and
 *  the numbers its text was built from (e.g. retry_after_minutes, min_stake), by the names the messages use. */
const Refusal = { code: string(), status: number(), message: optional(string()), values: optional(record(string(), number())) };

export const TicketCommandPayloads = {
  /** PLACE BET on a slot: the picks with the prices the player accepted, the stake as typed. A money ticket's
   *  Idempotency-Key is fresh per attempt and the same on a retry of an attempt that got no answer. Issue 32: the
   *  slip's odds policy (how a live bet takes a price moved in its delay), and the seconds the server holds a bet
   *  with a leg in play before it answers (the slip counts them down; absent prematch). */
  'v1.TicketRequested': type({
    commandId: string(),
    slot: number(),
    kind: TicketKind,
    selections: array(SlipSelection),
    stake: string(),
    idempotencyKey: optional(string()),
    oddsPolicy: optional(OddsPolicy),
    holdSeconds: optional(number()),
  }),
  /** The server took the ticket: the slot's picks are cleared and the reference (and the ticket) kept for the dialog. */
  'v1.TicketPlaced': type({ commandId: string(), slot: number(), reference: string(), ticket: optional(TicketDetail) }),
  /** Refused by the server (code, status) or by the client's own checks (status 0, e.g. NO_PICKS); the slip stays.
   *  ODDS_CHANGED lists the server's current prices; a points stake the rules moved carries the new stake. */
  'v1.TicketRefused': type({ commandId: string(), slot: number(), ...Refusal, current: optional(array(CurrentOdds)) }),
  /** The player closed the reference dialog (or the refusal line): the slot's command state goes back to idle. */
  'v1.TicketDismissed': type({ slot: number() }),
  /** Check Ticket: a reference typed by anyone. */
  'v1.TicketLookupRequested': type({ commandId: string(), reference: string() }),
  'v1.TicketFound': type({ commandId: string(), ticket: TicketDetail }),
  'v1.TicketLookupFailed': type({ commandId: string(), ...Refusal }),
  'v1.TicketLookupClosed': type({}),
  /** A page of the player's bet history for one filter (list); offset 0 replaces the list, later pages extend it. */
  'v1.TicketHistoryLoaded': type({ key: string(), list: string(), offset: number(), total: number(), tickets: array(TicketDetail) }),
} as const;

/** The account commands' intents and outcomes, and the forms' resets (sync/families/account.ts). */
export const AccountCommandPayloads = {
  /** An account action; phone is the number as the server knows it (normalised) when the action has one. */
  'v1.AccountRequested': type({ commandId: string(), command: AccountCommand, phone: optional(string()), promoCode: optional(string()) }),
  'v1.AccountSucceeded': type({ commandId: string(), command: AccountCommand, phone: optional(string()) }),
  'v1.AccountFailed': type({ commandId: string(), command: AccountCommand, ...Refusal }),
  /** The player moved a form back a step, or opened it afresh: its error and step are reset. */
  'v1.AccountFormReset': type({ form: enums(['login', 'register', 'restore', 'password']), step: optional(string()) }),
} as const;
