// The Telegram channel's endpoints (issue 34). The webhook receives the Bot API's Update objects as Telegram sends
// them (https://core.telegram.org/bots/api#update): only update_id is required, the kinds we act on (message with
// text or contact, callback_query) are declared loosely (type(): Telegram adds fields over time, and an Update we
// do not act on is answered 200 so Telegram does not retry it). Telegram signs nothing: it sends back the secret
// given to setWebhook in X-Telegram-Bot-Api-Secret-Token, checked in constant time before the body is read.
// The Mini App session turns Telegram's signed initData into a player session (the login's answer).
import { integer, literal, optional, size, string, type } from 'superstruct';
import { endpoint, Text } from '../endpoint.ts';
import { annotated } from '../json-schema.ts';
import { LoginResponse } from '../session.ts';
import { ApiError } from './wire.ts';

const TAG = 'channels';

/** Telegram ids are integers of up to 52 bits (safe in a double). */
const TelegramId = annotated(size(integer(), -(2 ** 53 - 1), 2 ** 53 - 1), { minimum: -(2 ** 53 - 1), maximum: 2 ** 53 - 1 });

export const TelegramUser = type({
  id: TelegramId,
  first_name: optional(Text(256)),
  language_code: optional(Text(35)),
});

export const TelegramContact = type({
  phone_number: Text(64),
  first_name: optional(Text(256)),
  /** Set when the contact is a Telegram user: the link accepts only the sender's own. */
  user_id: optional(TelegramId),
});

export const TelegramMessage = type({
  message_id: TelegramId,
  from: optional(TelegramUser),
  chat: type({ id: TelegramId }),
  date: optional(TelegramId),
  text: optional(Text(4096)),
  contact: optional(TelegramContact),
});

export const TelegramCallbackQuery = type({
  id: Text(256, 1),
  from: TelegramUser,
  message: optional(type({ message_id: TelegramId, chat: type({ id: TelegramId }) })),
  /** 1-64 bytes as our buttons set it. */
  data: optional(Text(64)),
});

export const TelegramUpdate = type({
  update_id: TelegramId,
  message: optional(TelegramMessage),
  callback_query: optional(TelegramCallbackQuery),
});

export const TELEGRAM_SECRET_INVALID = {
  status: 401,
  code: 'TELEGRAM_SECRET_INVALID',
  text: 'The Telegram webhook secret is missing or wrong',
} as const;

export const TelegramWebhook = endpoint({
  id: 'telegramWebhook',
  method: 'POST',
  path: '/api/channels/telegram/webhook',
  tag: TAG,
  access: 'public',
  summary:
    "Telegram's webhook: one Update per call, with the setWebhook secret in X-Telegram-Bot-Api-Secret-Token (checked " +
    'in constant time, else 401). Each update_id acts once (Telegram retries); the bot answers through the Bot API.',
  headers: type({ 'x-telegram-bot-api-secret-token': optional(string()) }),
  body: TelegramUpdate,
  responses: { 200: type({ ok: literal(true) }), 400: ApiError, 401: ApiError },
  refusals: [TELEGRAM_SECRET_INVALID],
});

export const TELEGRAM_INIT_DATA_INVALID = {
  status: 401,
  code: 'TELEGRAM_INIT_DATA_INVALID',
  text: 'Telegram sign-in data is missing, forged or too old. Open the app again from the bot',
} as const;
export const TELEGRAM_NOT_LINKED = {
  status: 403,
  code: 'TELEGRAM_NOT_LINKED',
  text: 'This Telegram account is not linked to a BirrBet account yet. Send /start to the bot and share your phone number',
} as const;
export const TELEGRAM_ACCOUNT_BLOCKED = { status: 403, code: 'ACCOUNT_BLOCKED', text: 'This account is blocked. Please contact support' } as const;

export const TelegramWebAppSession = endpoint({
  id: 'telegramWebAppSession',
  method: 'POST',
  path: '/api/channels/telegram/webapp/session',
  tag: TAG,
  access: 'public',
  summary:
    "Signs a linked Telegram user in from the Mini App: Telegram's initData is checked as Telegram documents it " +
    '(HMAC-SHA256 with the key HMAC_SHA256("WebAppData", bot token), auth_date within 24 h); the answer is the login\'s.',
  body: type({ init_data: Text(4096, 1, { description: "Telegram.WebApp.initData (the URL hash's tgWebAppData), as received" }) }),
  responses: { 200: LoginResponse, 400: ApiError, 401: ApiError, 403: ApiError },
  refusals: [TELEGRAM_INIT_DATA_INVALID, TELEGRAM_NOT_LINKED, TELEGRAM_ACCOUNT_BLOCKED],
});

export const CHANNELS_TELEGRAM_ENDPOINTS = [TelegramWebhook, TelegramWebAppSession];
