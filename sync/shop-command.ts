// The shop counter's command handler (issue 18), loaded with the first counter action. Every call is a declared
// endpoint (schema/endpoints/shop.ts) sent by the signed client with the cashier's token in X-Cashier-Token — never
// the player's X-Auth-Token, and the player's session is never sent here. The token lives only in this tab's
// sessionStorage under its own key (a counter PC's cashier signs in per shift; closing the tab ends it there), never
// in the store, an event or a recorded stream. Answers are decoded with the declarations before they become events.
// The counter's device key (issue 28) lives in localStorage, so it outlasts the tab and the shift: sent with every
// sign-in, it lets the server tell this counter's cashier from a neighbour guessing behind the same address. A
// ticket loaded or accepted that is accepted and pending comes with its cash-out offer (issue 32); a cash-out is sent
// with the intent's Idempotency-Key and answers the ticket after it and the amount to hand over.
import type { Struct } from 'superstruct';
import {
  AcceptShopTicket,
  CashierMe,
  CashierSignIn,
  CashierSignOut,
  CashierTill,
  PayShopTicket,
  ShopBookingCode,
  ShopTicketByReference,
} from '../schema/endpoints/shop.ts';
import { ShopCashOut, ShopCashoutOffer } from '../schema/endpoints/shop-cashout.ts';
import { CounterOffer, type ShopTicket } from '../schema/shop.ts';
import type { AppEvent, PayloadOf } from '../schema/event.ts';
import { type CommandContext, outcome, refusalOf } from './commands-context.ts';
import { answerOf, send } from './declared.ts';
import { writeQuietly } from './storage.ts';

const TOKEN_KEY = 'birrbet.cashier-session';
const DEVICE_KEY = 'birrbet.cashier-device';

function storedToken(): string {
  try {
    return globalThis.sessionStorage?.getItem(TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}
const keepToken = (token: string): void =>
  writeQuietly(() => (token ? globalThis.sessionStorage?.setItem(TOKEN_KEY, token) : globalThis.sessionStorage?.removeItem(TOKEN_KEY)));

function storedDevice(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(DEVICE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
const keepDevice = (device: string): void => writeQuietly(() => globalThis.localStorage?.setItem(DEVICE_KEY, device));

type Payload = PayloadOf<'v1.ShopRequested'>;
type Headers = Record<string, string>;

/** The ticket with its cash-out offer: only an accepted ticket still pending has one (issue 32); none when unread. */
async function withOffer(ctx: CommandContext, headers: Headers, ticket: ShopTicket, extra: { handed?: number } = {}) {
  if (ticket.shop.state !== 'accepted' || ticket.ticket.bet_status !== 'PENDING') {
    return { ticket, cashout: null, ...extra };
  }
  const raw = await send(ctx.api, ShopCashoutOffer, { headers }, { reference: ticket.ticket.reference_id }).catch(() => null);
  const [invalid, offer] = CounterOffer.validate(raw, { coerce: true });
  return { ticket, cashout: invalid ? null : offer, ...extra };
}

function decode<T>(struct: Struct<T, unknown>, raw: unknown): T {
  const [invalid, value] = struct.validate(raw, { coerce: true });
  if (invalid) {
    throw Object.assign(new Error('BAD_ANSWER'), { badAnswer: true });
  }
  return value as T;
}

async function run(p: Payload, ctx: CommandContext): Promise<Omit<PayloadOf<'v1.ShopSucceeded'>, 'commandId' | 'action'>> {
  if (p.action === 'signIn') {
    const { password = '' } = ctx.vault.take(p.commandId);
    const device = storedDevice();
    const raw = await send(ctx.api, CashierSignIn, { body: { username: p.username ?? '', password, ...(device ? { device } : {}) } });
    const signed = decode(answerOf(CashierSignIn), raw);
    keepToken(signed.token);
    keepDevice(signed.device);
    return { cashier: signed.cashier };
  }
  const token = storedToken();
  if (!token) {
    throw Object.assign(new Error('NO_CASHIER_SESSION'), { noSession: true });
  }
  const headers = { 'x-cashier-token': token };
  const reference = { reference: (p.reference ?? '').trim() };
  switch (p.action) {
    case 'resume':
      return { cashier: decode(answerOf(CashierMe), await send(ctx.api, CashierMe, { headers })) };
    case 'signOut':
      await send(ctx.api, CashierSignOut, { headers, body: {} }).catch(() => undefined);
      keepToken('');
      return { cashier: null };
    case 'load':
      return withOffer(ctx, headers, decode(answerOf(ShopTicketByReference), await send(ctx.api, ShopTicketByReference, { headers }, reference)));
    case 'accept':
      return withOffer(ctx, headers, decode(answerOf(AcceptShopTicket), await send(ctx.api, AcceptShopTicket, { headers, body: {} }, reference)));
    case 'cashout': {
      const keyed = { ...headers, 'idempotency-key': p.idempotencyKey ?? p.commandId };
      const raw = await send(ctx.api, ShopCashOut, { headers: keyed, body: { offer: p.offer ?? 0 } }, reference);
      const { amount, stake: _part, ...ticket } = decode(answerOf(ShopCashOut), raw);
      return withOffer(ctx, headers, ticket, { handed: amount });
    }
    case 'booking': {
      const body = { stake: Number((p.stake ?? '').replace(',', '.')) };
      const raw = await send(ctx.api, ShopBookingCode, { headers, body }, { code: reference.reference });
      return { ticket: decode(answerOf(ShopBookingCode), raw) };
    }
    case 'payout':
      return { ticket: decode(answerOf(PayShopTicket), await send(ctx.api, PayShopTicket, { headers, body: {} }, reference)) };
    default:
      return { till: decode(answerOf(CashierTill), await send(ctx.api, CashierTill, { headers, query: p.day ? { day: p.day } : {} })) };
  }
}

export async function shopCommand(p: Payload, ctx: CommandContext): Promise<AppEvent[]> {
  try {
    return [outcome(ctx, 'v1.ShopSucceeded', { commandId: p.commandId, action: p.action, ...(await run(p, ctx)) })];
  } catch (error) {
    const marks = error as { badAnswer?: boolean; noSession?: boolean };
    const r = marks.noSession ? { code: 'NO_CASHIER_SESSION', status: 0 } : marks.badAnswer ? { code: 'BAD_ANSWER', status: 0 } : refusalOf(error);
    if (r.code === 'INVALID_CASHIER_SESSION') {
      keepToken('');
    }
    return [outcome(ctx, 'v1.ShopFailed', { commandId: p.commandId, action: p.action, ...r }, marks.noSession ? 'system' : 'remote')];
  }
}
