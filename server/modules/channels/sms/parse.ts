// The SMS commands (issue 34), read from a message's text: pure, no database. Keywords are case-insensitive and
// taken in any of the four languages (docs/decisions/channels.md lists them); a bet is
// CODE#PICK#AMOUNT or CODE#PICK*CODE#PICK…#AMOUNT (spaces ignored). Anything else — garbage, control bytes, an
// amount with more than 2 decimals — is 'help': the sender gets the HELP text, never an error.
import type { ChannelLanguage } from '../core/types.ts';

export type SmsCommand =
  | { kind: 'bet'; picks: Array<{ code: number; pick: string }>; stakeCents: number }
  | { kind: 'yes'; code: string }
  | { kind: 'balance' }
  | { kind: 'games' }
  | { kind: 'check'; reference: string }
  | { kind: 'last' }
  | { kind: 'jp' }
  | { kind: 'stop' }
  | { kind: 'notify'; on: boolean }
  | { kind: 'lang'; language: ChannelLanguage }
  | { kind: 'help' };

type Word = 'BAL' | 'GAMES' | 'CHECK' | 'LAST' | 'JP' | 'STOP' | 'HELP' | 'YES' | 'NOTIFY' | 'LANG' | 'ON' | 'OFF';

/** Each command's keywords: English, Amharic, Afan Oromo, Tigrinya (Ethiopic for am and ti, Latin for or). */
export const SMS_KEYWORDS: Readonly<Record<Word, Readonly<Record<ChannelLanguage, readonly string[]>>>> = {
  BAL: { en: ['BAL', 'BALANCE'], am: ['ሂሳብ'], or: ['HAFTEE'], ti: ['ሒሳብ'] },
  GAMES: { en: ['GAMES', 'TOP'], am: ['ጨዋታ'], or: ['TAPHA'], ti: ['ጸወታ'] },
  CHECK: { en: ['CHECK'], am: ['ፈትሽ'], or: ['ILAALI'], ti: ['ኣረጋግጽ'] },
  LAST: { en: ['LAST'], am: ['መጨረሻ'], or: ['DHUMAA'], ti: ['መወዳእታ'] },
  JP: { en: ['JP', 'LOTOFOOT'], am: ['ሎቶፉት'], or: ['LOTOO'], ti: ['ሎቶ'] },
  STOP: { en: ['STOP'], am: ['አቁም'], or: ['DHAABI'], ti: ['ኣቁም'] },
  HELP: { en: ['HELP'], am: ['እርዳታ'], or: ['GARGAARSA'], ti: ['ሓገዝ'] },
  YES: { en: ['YES'], am: ['አዎ'], or: ['EEYYEE'], ti: ['እወ'] },
  NOTIFY: { en: ['NOTIFY'], am: ['ማሳወቂያ'], or: ['BEEKSISA'], ti: ['ሓበሬታ'] },
  LANG: { en: ['LANG'], am: ['ቋንቋ'], or: ['AFAAN'], ti: ['ቋንቋ', 'ቛንቛ'] },
  ON: { en: ['ON'], am: ['አብራ'], or: ['BANI'], ti: ['ኣብርህ'] },
  OFF: { en: ['OFF'], am: ['አጥፋ'], or: ['CUFI'], ti: ['ኣጥፍእ'] },
};

const WORD_OF = new Map<string, Word>();
for (const [word, byLanguage] of Object.entries(SMS_KEYWORDS) as Array<[Word, Record<ChannelLanguage, readonly string[]>]>) {
  for (const spelling of Object.values(byLanguage).flat()) {
    WORD_OF.set(spelling, word);
  }
}

const LANGUAGE_NAMES: Readonly<Record<string, ChannelLanguage>> = { AM: 'am', EN: 'en', OR: 'or', TI: 'ti', OM: 'or' };

/** The longest message read; a gateway's concatenated SMS is rarely longer than 4 parts. */
export const MAX_SMS_CHARS = 640;

/** Upper case, control bytes (NUL included) as spaces, spaces collapsed. */
export const cleanText = (text: string): string =>
  text
    .slice(0, MAX_SMS_CHARS)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control bytes are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();

const BET = /^(\d{1,7}#[0-9A-Z]{1,3}(?:\*\d{1,7}#[0-9A-Z]{1,3})*)#(\d{1,9})(?:\.(\d{1,2}))?$/;

function parseBet(text: string): SmsCommand | null {
  const m = BET.exec(text.replace(/\s+/g, ''));
  if (m === null || m[1] === undefined || m[2] === undefined) {
    return null;
  }
  const picks = m[1].split('*').map((leg) => {
    const [code, pick] = leg.split('#');
    return { code: Number(code), pick: pick ?? '' };
  });
  const stakeCents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return { kind: 'bet', picks, stakeCents };
}

export function parseSms(raw: string): SmsCommand {
  const text = cleanText(raw);
  const bet = parseBet(text);
  if (bet !== null) {
    return bet;
  }
  const [first = '', second, ...more] = text.split(' ');
  const word = WORD_OF.get(first);
  const arg = second === undefined ? undefined : (WORD_OF.get(second) ?? second);
  const only = more.length === 0;
  switch (word) {
    case 'BAL':
    case 'GAMES':
    case 'LAST':
    case 'JP':
    case 'STOP':
    case 'HELP':
      if (arg === undefined) {
        return { kind: word === 'BAL' ? 'balance' : (word.toLowerCase() as 'games' | 'last' | 'jp' | 'stop' | 'help') };
      }
      break;
    case 'CHECK':
      if (arg !== undefined && only && /^[0-9A-Z-]{4,32}$/.test(arg)) {
        return { kind: 'check', reference: arg };
      }
      break;
    case 'YES':
      if (arg !== undefined && only && /^\d{4}$/.test(arg)) {
        return { kind: 'yes', code: arg };
      }
      break;
    case 'NOTIFY':
      if ((arg === 'ON' || arg === 'OFF') && only) {
        return { kind: 'notify', on: arg === 'ON' };
      }
      break;
    case 'LANG': {
      const language = arg === undefined ? undefined : LANGUAGE_NAMES[arg];
      if (language !== undefined && only) {
        return { kind: 'lang', language };
      }
      break;
    }
  }
  return { kind: 'help' };
}
