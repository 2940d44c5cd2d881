// Helpers of the Telegram channel tests: deliver an Update to the webhook as Telegram does (with the simulator's
// secret, read from server_secrets), read back the Bot API calls the simulator recorded for a chat, and link a
// Telegram user to a player (/start → own contact → the SMS code typed in the chat).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { latestCode } from './auth-helpers.ts';

let updates = 1_000_000 + (process.pid % 1000) * 10_000;
let tgUsers = 800_000_000 + (process.pid % 1000) * 10_000;
export const nextUpdateId = (): number => ++updates;
export const newTelegramUser = (): number => ++tgUsers;

export async function webhookSecret(app: FastifyInstance): Promise<string> {
  const row = await app.db.selectFrom('server_secrets').select('value').where('name', '=', 'sim-telegram-webhook-secret').executeTakeFirstOrThrow();
  return row.value;
}

export async function deliver(app: FastifyInstance, update: Record<string, unknown>, secret?: string | null): Promise<LightMyRequestResponse> {
  const s = secret === undefined ? await webhookSecret(app) : secret;
  return app.inject({
    method: 'POST',
    url: '/api/channels/telegram/webhook',
    headers: { 'content-type': 'application/json', ...(s === null ? {} : { 'x-telegram-bot-api-secret-token': s }) },
    payload: JSON.stringify({ update_id: nextUpdateId(), ...update }),
  });
}

const from = (id: number, language_code = 'en') => ({ id, is_bot: false, first_name: 'Test', language_code });
let messageIds = 1;

export const textUpdate = (tgUser: number, text: string) => ({
  message: { message_id: messageIds++, from: from(tgUser), chat: { id: tgUser, type: 'private' }, date: 1, text },
});
/** contactUserId: the contact card's user_id (null: a contact with none, like a phone-book entry). */
export const contactUpdate = (tgUser: number, phone: string, contactUserId: number | null = tgUser) => ({
  message: {
    message_id: messageIds++,
    from: from(tgUser),
    chat: { id: tgUser, type: 'private' },
    date: 1,
    contact: { phone_number: phone.replace('+', ''), first_name: 'Test', ...(contactUserId === null ? {} : { user_id: contactUserId }) },
  },
});
export const callbackUpdate = (tgUser: number, data: string, messageId = 1) => ({
  callback_query: {
    id: `cb-${messageIds++}`,
    from: from(tgUser),
    message: { message_id: messageId, chat: { id: tgUser, type: 'private' } },
    chat_instance: 'x',
    data,
  },
});

export interface SimCall {
  id: number;
  method: string;
  payload: { text?: string; reply_markup?: { inline_keyboard?: Array<Array<{ text: string; callback_data?: string }>> } } & Record<string, unknown>;
}

export async function callsOf(app: FastifyInstance, tgUser: number): Promise<SimCall[]> {
  const rows = await app.db
    .selectFrom('telegram_sim_calls')
    .select(['id', 'method', 'payload'])
    .where('chat_id', '=', String(tgUser))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    method: r.method,
    payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as SimCall['payload'],
  }));
}

export async function lastText(app: FastifyInstance, tgUser: number): Promise<string> {
  const sent = (await callsOf(app, tgUser)).filter((c) => c.method === 'sendMessage');
  return sent.at(-1)?.payload.text ?? '';
}

/** The callback_data of the newest button whose data starts with `prefix`. */
export async function buttonData(app: FastifyInstance, tgUser: number, prefix: string): Promise<string> {
  const calls = (await callsOf(app, tgUser)).reverse();
  for (const c of calls) {
    for (const row of c.payload.reply_markup?.inline_keyboard ?? []) {
      const b = row.find((x) => x.callback_data?.startsWith(prefix));
      if (b?.callback_data) {
        return b.callback_data;
      }
    }
  }
  throw new Error(`no button ${prefix}* in the chat of ${tgUser}`);
}

/** Links the Telegram user to the player of `phone` as a person would. */
export async function linkTelegram(app: FastifyInstance, tgUser: number, phone: string): Promise<void> {
  expect((await deliver(app, textUpdate(tgUser, '/start'))).statusCode).toBe(200);
  expect((await deliver(app, contactUpdate(tgUser, phone))).statusCode).toBe(200);
  const code = await latestCode(app, phone);
  expect((await deliver(app, textUpdate(tgUser, code))).statusCode).toBe(200);
  expect(await lastText(app, tgUser)).toContain('Linked!');
}
