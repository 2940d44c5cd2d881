// A small Bot API client (https://core.telegram.org/bots/api#making-requests): a method is a POST of JSON to
// https://api.telegram.org/bot<token>/<method>, answered {ok, result} or {ok: false, description}. Only the methods
// and fields this bot uses are typed. The real client has a time limit per call; the simulator client records each
// call in telegram_sim_calls (the /sim/telegram chat page shows them) and answers as Telegram would (a sent message
// gets a message_id). A failed call is logged by the caller and never fails the update (Telegram would retry it).
import type { Db } from '../../../db/index.ts';

export interface InlineButton {
  text: string;
  /** 1-64 bytes. */
  callback_data?: string;
  url?: string;
  /** Opens the Mini App (private chats only). */
  web_app?: { url: string };
}

export interface KeyboardButton {
  text: string;
  request_contact?: boolean;
}

export type ReplyMarkup =
  | { inline_keyboard: InlineButton[][] }
  | { keyboard: KeyboardButton[][]; resize_keyboard?: boolean; one_time_keyboard?: boolean }
  | { remove_keyboard: true };

export interface BotMethods {
  sendMessage: { chat_id: string | number; text: string; reply_markup?: ReplyMarkup };
  editMessageText: { chat_id: string | number; message_id: number; text: string; reply_markup?: { inline_keyboard: InlineButton[][] } };
  answerCallbackQuery: { callback_query_id: string; text?: string; show_alert?: boolean };
  setChatMenuButton: { chat_id?: string | number; menu_button: { type: 'web_app'; text: string; web_app: { url: string } } };
}

export type BotMethod = keyof BotMethods;

export interface BotApi {
  /** 'live' or 'simulator': the start-up line says which. */
  readonly target: string;
  /**
   * Calls a method; the result (a Message for sendMessage), or throws with Telegram's description. `chat` names the
   * chat a call without chat_id belongs to (answerCallbackQuery): the simulator files it there; Telegram never sees it.
   */
  call<M extends BotMethod>(method: M, params: BotMethods[M], chat?: string): Promise<{ message_id?: number } | true>;
}

export function liveBotApi(apiBaseUrl: string, token: string, timeoutMs: number, fetchImpl: typeof fetch = fetch): BotApi {
  return {
    target: 'api.telegram.org',
    async call(method, params) {
      const res = await fetchImpl(`${apiBaseUrl}/bot${token}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(params),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = (await res.json().catch(() => null)) as { ok?: boolean; result?: unknown; description?: string } | null;
      if (body?.ok !== true) {
        // The token is in the URL: never in the error.
        throw new Error(`Bot API ${method} failed (${res.status}): ${body?.description ?? 'no answer'}`);
      }
      return (body.result ?? true) as { message_id?: number } | true;
    },
  };
}

/** The simulator's Bot API: every call is recorded; sendMessage answers the recorded row's id as message_id. */
export function simBotApi(db: Db, now: () => number): BotApi {
  return {
    target: 'simulator',
    async call(method, params, hint) {
      const chat = 'chat_id' in params && params.chat_id !== undefined ? String(params.chat_id) : (hint ?? null);
      const row = await db
        .insertInto('telegram_sim_calls')
        .values({ chat_id: chat, method, payload: JSON.stringify(params), created_at: new Date(now()) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return method === 'sendMessage' ? { message_id: Number(row.id) } : true;
    },
  };
}
