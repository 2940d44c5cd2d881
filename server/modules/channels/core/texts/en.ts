// The channels' English words (issue 34); the other languages follow these keys. {name} marks a value.
import { TICKET_REFUSALS_EN } from './refusals-en.ts';
import { USSD_EN } from './ussd-en.ts';
import { SMS_EN } from './sms-en.ts';
import { TG_EN } from './tg-en.ts';
export const EN = {
  'common.help': 'Help: call {support} (free) or visit birrbet.et',
  'refusal.PIN_WRONG': 'Wrong PIN. {left} tries left.',
  'refusal.PIN_LOCKED': 'Too many wrong PINs. Try again in {minutes} min.',
  'refusal.NOT_REGISTERED': 'This phone has no BirrBet account. Dial *{ussd}# to register.',
  'refusal.ACCOUNT_BLOCKED': 'This account is blocked. Call {support}.',
  'refusal.UNKNOWN_MATCH': 'No open match with code {code}.',
  'refusal.UNKNOWN_PICK': 'Pick {pick} is not offered for match {code}.',
  'refusal.INTERNAL': 'Something went wrong on our side. Nothing was charged. Try again.',
  // The web slip's refusals (refusals-en.ts)
  ...TICKET_REFUSALS_EN,
  // USSD (ussd-en.ts)
  ...USSD_EN,
  // SMS (sms-en.ts)
  ...SMS_EN,
  // Telegram (tg-en.ts)
  ...TG_EN,
} as const;

export type ChannelTextKey = keyof typeof EN;
