// The Telegram channel's configuration (issue 34, docs/operations.md 'Telegram'). TELEGRAM_BOT_TOKEN and
// TELEGRAM_WEBHOOK_SECRET together switch the bot to the real Bot API (one without the other is refused at start:
// a webhook nobody can authenticate, or a secret with no bot); TELEGRAM_WEBAPP_URL (default PUBLIC_BASE_URL) is
// the https address of the web app the Mini App opens. Without them the embedded simulator (/sim/telegram) plays
// Telegram — outside production always, in production only with TELEGRAM_SIMULATOR=on (a public demo).

type Env = Record<string, string | undefined>;

export interface TelegramLive {
  botToken: string;
  webhookSecret: string;
  /** Where the Mini App (the web app) is served, https://… without a trailing slash. */
  webAppUrl: string;
  /** The Bot API's address (https://api.telegram.org), overridable for a local Bot API server. */
  apiBaseUrl: string;
}

export interface TelegramConfig {
  live: TelegramLive | null;
  /** No credentials: the embedded simulator answers the bot's calls and serves /sim/telegram. */
  simulator: boolean;
  /** Time limit of one Bot API call. */
  timeoutMs: number;
}

const set = (v: string | undefined): string | undefined => (v === undefined || v.trim() === '' ? undefined : v.trim());

/** Telegram's own rule for setWebhook's secret_token: 1-256 of A-Z a-z 0-9 _ -. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{1,256}$/;

export function loadTelegramConfig(env: Env, production: boolean): TelegramConfig {
  const botToken = set(env['TELEGRAM_BOT_TOKEN']);
  const webhookSecret = set(env['TELEGRAM_WEBHOOK_SECRET']);
  const timeoutMs = Number(set(env['TELEGRAM_TIMEOUT_MS']) ?? 5_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000) {
    throw new Error('TELEGRAM_TIMEOUT_MS must be a whole number of ms from 100 to 60000');
  }
  if ((botToken === undefined) !== (webhookSecret === undefined)) {
    throw new Error('TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET are set together (the webhook is checked with the secret)');
  }
  if (botToken === undefined || webhookSecret === undefined) {
    const simulator = !production || set(env['TELEGRAM_SIMULATOR'])?.toLowerCase() === 'on';
    return { live: null, simulator, timeoutMs };
  }
  if (!SECRET_PATTERN.test(webhookSecret)) {
    throw new Error('TELEGRAM_WEBHOOK_SECRET must be 1-256 characters of A-Z, a-z, 0-9, _ and - (Telegram sends it back as is)');
  }
  const webAppUrl = (set(env['TELEGRAM_WEBAPP_URL']) ?? set(env['PUBLIC_BASE_URL']) ?? '').replace(/\/+$/, '');
  if (!/^https:\/\/\S+$/.test(webAppUrl)) {
    throw new Error('TELEGRAM_WEBAPP_URL (or PUBLIC_BASE_URL) must be the https address of the web app: Telegram opens only https Mini Apps');
  }
  const apiBaseUrl = (set(env['TELEGRAM_API_BASE_URL']) ?? 'https://api.telegram.org').replace(/\/+$/, '');
  return { live: { botToken, webhookSecret, webAppUrl, apiBaseUrl }, simulator: false, timeoutMs };
}
