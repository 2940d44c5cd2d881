// What every Telegram handler is given: the server's options, the Bot API (real or simulated), the SMS adapter the
// link codes go through, the merchant the bot acts for and the Mini App's address. Also the chat's words: say()
// in the chat's language, money and time as a phone shows them (ETB with 2 decimals, East Africa Time).
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../../auth/sms.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { type ChannelTextKey, say, sayRefusal } from '../core/texts.ts';
import { ChannelRefusal, type ChannelLanguage } from '../core/types.ts';
import type { BotApi } from './bot-api.ts';

export interface TelegramContext {
  opts: ModuleOptions;
  bot: BotApi;
  sms: SmsSender;
  merchantId: string;
  /** The web app's address for web_app buttons ('' in the simulator: the same server). */
  webAppUrl: string;
  log: FastifyBaseLogger;
}

export { etb as money } from '../core/format.ts';

/** East Africa Time (UTC+3, no daylight saving): the time players read. */
export function eat(at: Date | number, withDate = false): string {
  const d = new Date((typeof at === 'number' ? at : at.getTime()) + 3 * 3_600_000);
  const hm = d.toISOString().slice(11, 16);
  return withDate ? `${d.toISOString().slice(0, 10)} ${hm}` : hm;
}

export type Say = (key: ChannelTextKey, values?: Readonly<Record<string, string | number>>) => string;

export const sayer =
  (language: ChannelLanguage): Say =>
  (key, values) =>
    say(language, key, values);

/** A refusal in the chat's words; an `until` in ms (SELF_EXCLUDED) is shown as an East Africa date and time. */
export function refusalText(language: ChannelLanguage, err: unknown): string {
  if (!(err instanceof ChannelRefusal)) {
    return say(language, 'refusal.INTERNAL');
  }
  const values: Record<string, string | number> = { ...err.values };
  if (typeof values['until'] === 'number') {
    values['until'] = `${eat(values['until'], true)} EAT`;
  }
  return sayRefusal(language, { code: err.code, message: err.message, values });
}
