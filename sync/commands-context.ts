// What every command handler shares: the context (API client, store, merchant, clock, log, secret vault), the
// refusal an ApiRequestError comes to, the session read from the store at send time, and outcome events.
import type { AppEvent, EventType, PayloadOf } from '../schema/event.ts';
import type { Logger } from './apply.ts';
import { ApiRequestError, type ApiClient, type SessionAuth } from './http.ts';
import type { AppData } from './store.ts';

/** What a command may need that an event must not carry. */
export interface CommandSecret {
  password?: string;
  otp?: string;
  /** The password a signed-in player changes from (issue 29). */
  currentPassword?: string;
  /** Telegram's signed launch data, opening the app inside Telegram (issue 34): a credential, never on an event. */
  initData?: string;
}

/** Secrets by commandId, taken once; plus the restore flow's one-time reset token between its two steps. */
export class SecretVault {
  private readonly byCommand = new Map<string, CommandSecret>();
  resetToken = '';

  put(commandId: string, secret: CommandSecret): void {
    this.byCommand.set(commandId, secret);
  }

  take(commandId: string): CommandSecret {
    const secret = this.byCommand.get(commandId) ?? {};
    this.byCommand.delete(commandId);
    return secret;
  }
}

export interface CommandContext {
  api: ApiClient;
  data: AppData;
  merchantId: string;
  now: () => number;
  log: Logger;
  vault: SecretVault;
}

/** A refusal as outcome events carry it: values are the numbers its text was built from, by name. */
export interface Refusal {
  code: string;
  status: number;
  message?: string;
  values?: Record<string, number>;
}

/** The numbers an error body carries beside error and code (retry_after_minutes, min_stake, …); none: undefined. */
function valuesOf(body: unknown): Record<string, number> | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return undefined;
  }
  const numbers = Object.entries(body).filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1]));
  return numbers.length > 0 ? Object.fromEntries(numbers) : undefined;
}

/** The server's code, status, own text ('HTTP 502' is our placeholder for a body without text: dropped) and values. */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiRequestError) {
    const message = /^HTTP \d+$/.test(error.message) ? undefined : error.message;
    const values = valuesOf(error.body);
    return { code: error.code ?? '', status: error.status, ...(message ? { message } : {}), ...(values ? { values } : {}) };
  }
  return { code: 'FAILED', status: 0 };
}

/** The signed-in player's session as the store holds it, read at send time; null when signed out. */
export function sessionOf(ctx: CommandContext): (SessionAuth & { userId: string }) | null {
  const token = ctx.data.store.getValue('session_id') ?? '';
  const userId = ctx.data.store.getValue('user_id') ?? '';
  return token && userId ? { token, userId, merchantId: ctx.merchantId } : null;
}

/** Builds an outcome event with the context's clock (outcomes come from the server: source 'remote'). */
export const outcome = <T extends EventType>(ctx: CommandContext, type: T, payload: PayloadOf<T>, source: AppEvent['source'] = 'remote'): AppEvent =>
  ({ type, at: ctx.now(), source, payload }) as AppEvent;

/** A fresh command id (crypto when available: every browser we target has it). */
export function newCommandId(): string {
  const c = globalThis.crypto;
  return typeof c?.randomUUID === 'function' ? c.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
