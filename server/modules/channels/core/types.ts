// What every channel (issue 34: USSD, SMS, Telegram) shares: its name, the four languages a player reads, and a
// refusal — a code with the English text (the spec's where it has one) and the values that fill it. A channel words
// a refusal in the player's language with say(language, `refusal.${code}`, values) (texts.ts); never a stack trace.

export const CHANNELS = ['ussd', 'sms', 'telegram'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_LANGUAGES = ['am', 'en', 'or', 'ti'] as const;
export type ChannelLanguage = (typeof CHANNEL_LANGUAGES)[number];

export const isChannelLanguage = (value: unknown): value is ChannelLanguage =>
  typeof value === 'string' && (CHANNEL_LANGUAGES as readonly string[]).includes(value);

/** A refusal a channel shows the player: a declared code, its English text and the values it carries. */
export class ChannelRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly values: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
    this.name = 'ChannelRefusal';
  }
}
