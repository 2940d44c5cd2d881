// The USSD menu as a state machine: the session's state (its screen, that screen's data and the screens behind it)
// takes one input at a time. '0' goes back, '00' to the main menu, on every screen but the first language choice.
// A screen renders itself (reading what it shows) and takes an input: to another screen, an END, or the same
// screen again with a short reason. Money moves happen only on a confirmation screen reached through a PIN screen;
// their idempotency key is the session id and the input's position in the path (ctx.step), so a gateway's repeat
// of the same step (or two instances racing on it) moves money once.
import type { ModuleOptions } from '../../module-options.ts';
import type { ChannelPick } from '../core/bets.ts';
import { say, sayRefusal, type ChannelTextKey } from '../core/texts.ts';
import { ChannelRefusal, type ChannelLanguage } from '../core/types.ts';
import { con, end, type Reply } from './screen.ts';

export interface UssdCtx {
  opts: ModuleOptions;
  merchantId: string;
  phone: string;
  sessionId: string;
  lang: ChannelLanguage;
  userId: string | null;
  nowMs: number;
  /** The input's position in the session's path (1 = first input): the idempotency keys' step. */
  step: number;
}

/** What a screen remembers: loosely typed JSON, as stored in ussd_sessions.state. */
export interface ScreenData {
  kind?: 'bet' | 'deposit' | 'withdraw' | 'jp' | 'exclude';
  sportId?: string;
  codes?: number[];
  code?: number;
  /** The legs, with the price each had when picked (the slip screen shows their product; the quote reads today's). */
  slip?: Array<ChannelPick & { odds?: number }>;
  /** The slip's figures as quoted at the stake (shown on the PIN and confirmation screens; placing quotes afresh). */
  quote?: {
    betType: 'SINGLE' | 'MULTIPLE';
    stakeCents: number;
    vatCents: number;
    totalOdds: number;
    bonusCents: number;
    incomeTaxCents: number;
    netWinCents: number;
  };
  stakeCents?: number;
  amountCents?: number;
  picks?: string[];
  period?: string;
  ids?: string[];
  pinHash?: string;
}

export interface UssdState {
  lang: ChannelLanguage | null;
  at: string;
  data: ScreenData;
  stack: Array<{ at: string; data: ScreenData }>;
  ended: boolean;
  /** Inputs taken so far: the next input's step (its idempotency keys' part). */
  steps: number;
}

export type Move = { go: string; data?: ScreenData } | { end: string } | { again: string };

export interface Screen {
  render(ctx: UssdCtx, data: ScreenData): Promise<Reply>;
  input?(ctx: UssdCtx, data: ScreenData, value: string): Promise<Move>;
  /** Shown under a reason when the input was refused (else the whole screen again). */
  prompt?: (ctx: UssdCtx, data: ScreenData) => string;
  /** No back/menu navigation (the very first screen). */
  noNav?: boolean;
}

export const t = (ctx: UssdCtx, key: ChannelTextKey, values?: Readonly<Record<string, string | number>>): string => say(ctx.lang, key, values);

/** A screen's body with the navigation line under it. */
export const withNav = (ctx: UssdCtx, body: string): Reply => con(`${body}\n${t(ctx, 'ussd.nav')}`);

/** A refusal in the player's words; an unexpected fault is INTERNAL (logged by the caller), never a stack trace. */
export function refusalText(ctx: UssdCtx, err: unknown): string {
  if (err instanceof ChannelRefusal) {
    const values: Record<string, string | number> = {
      ussd: ctx.opts.config.ussdServiceCode.replace(/^\*|#$/g, ''),
      support: ctx.opts.config.supportPhone,
      ...err.values,
    };
    // A time sent as ms (SELF_EXCLUDED's until) reads on the players' clock, East Africa Time.
    const until = values['until'];
    if (typeof until === 'number') {
      values['until'] = `${new Date(until + 3 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} EAT`;
    }
    return sayRefusal(ctx.lang, { code: err.code, message: err.message, values });
  }
  throw err;
}

const MAX_STACK = 12;

/** Applies one input to the state; returns the new state and the reply to show. */
export async function apply(
  screens: Readonly<Record<string, Screen>>,
  ctx: UssdCtx,
  state: UssdState,
  value: string,
  home: string,
): Promise<{ state: UssdState; reply: Reply }> {
  const screen = screens[state.at] ?? screens[home];
  if (screen === undefined) {
    throw new Error(`no USSD screen ${state.at}`);
  }
  if (!screen.noNav && (value === '0' || value === '00')) {
    const back = value === '0' ? state.stack.at(-1) : undefined;
    const next: UssdState =
      back === undefined ? { ...state, at: home, data: {}, stack: [] } : { ...state, at: back.at, data: back.data, stack: state.stack.slice(0, -1) };
    return show(screens, ctx, next);
  }
  const move = screen.input === undefined ? { again: t(ctx, 'ussd.invalid') } : await screen.input(ctx, state.data, value);
  if ('end' in move) {
    return { state: { ...state, ended: true }, reply: end(move.end) };
  }
  if ('again' in move) {
    const prompt = screen.prompt?.(ctx, state.data);
    const reply = prompt === undefined ? await screen.render(ctx, state.data) : con(prompt);
    return { state, reply: { kind: reply.kind, body: `${move.again}\n${reply.body}` } };
  }
  const stack = [...state.stack, { at: state.at, data: state.data }].slice(-MAX_STACK);
  return show(screens, ctx, { ...state, at: move.go, data: move.data ?? {}, stack });
}

/** Renders the state's screen; a screen that answers END ends the session. */
export async function show(screens: Readonly<Record<string, Screen>>, ctx: UssdCtx, state: UssdState): Promise<{ state: UssdState; reply: Reply }> {
  const screen = screens[state.at];
  if (screen === undefined) {
    throw new Error(`no USSD screen ${state.at}`);
  }
  const reply = await screen.render(ctx, state.data);
  return { state: reply.kind === 'END' ? { ...state, ended: true } : state, reply };
}
