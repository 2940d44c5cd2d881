// The Telegram configuration (issue 34, server/config-telegram.ts): token and secret together or not at all, the
// secret in Telegram's alphabet, an https Mini App address; the simulator outside production or when asked.
import { describe, expect, it } from 'vitest';
import { loadTelegramConfig } from '../../server/config-telegram.ts';

const LIVE = { TELEGRAM_BOT_TOKEN: '123456:ABC-def', TELEGRAM_WEBHOOK_SECRET: 'abc_DEF-123', PUBLIC_BASE_URL: 'https://bet.example/' };

describe('loadTelegramConfig', () => {
  it('uses the real Bot API with both credentials and an https web app', () => {
    expect(loadTelegramConfig(LIVE, true)).toEqual({
      live: { botToken: '123456:ABC-def', webhookSecret: 'abc_DEF-123', webAppUrl: 'https://bet.example', apiBaseUrl: 'https://api.telegram.org' },
      simulator: false,
      timeoutMs: 5_000,
    });
  });

  it('refuses half a configuration, a secret Telegram would not send back, and a web app that is not https', () => {
    expect(() => loadTelegramConfig({ TELEGRAM_BOT_TOKEN: 'x' }, false)).toThrow(/set together/);
    expect(() => loadTelegramConfig({ TELEGRAM_WEBHOOK_SECRET: 'x' }, false)).toThrow(/set together/);
    expect(() => loadTelegramConfig({ ...LIVE, TELEGRAM_WEBHOOK_SECRET: 'has space' }, false)).toThrow(/TELEGRAM_WEBHOOK_SECRET/);
    expect(() => loadTelegramConfig({ ...LIVE, PUBLIC_BASE_URL: 'http://bet.example' }, false)).toThrow(/https/);
    expect(() => loadTelegramConfig({ TELEGRAM_TIMEOUT_MS: '5' }, false)).toThrow(/TELEGRAM_TIMEOUT_MS/);
  });

  it('runs the simulator without credentials outside production, in production only when asked', () => {
    expect(loadTelegramConfig({}, false)).toMatchObject({ live: null, simulator: true });
    expect(loadTelegramConfig({}, true)).toMatchObject({ live: null, simulator: false });
    expect(loadTelegramConfig({ TELEGRAM_SIMULATOR: 'on' }, true)).toMatchObject({ live: null, simulator: true });
  });
});
