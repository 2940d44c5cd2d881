// LotoFoot ticket rules the client checks before it submits (core §4/§5/§9), with the server's codes and the spec's
// English texts: the variant a week's match count means (12 → LF12, 15 → LF15, anything else LF7), the price as typed
// (at most 2 decimals, above 0, at most the promotion's 1,000 birr; under 50 ETB only a warning), a tap that removes
// the same pick, and a complete ticket (one pick for every match of the week, none for a match outside it). Prizes
// and the pool are domain/lotofoot/prizes.ts. Pure: no clock, no storage.
import { toCents } from './money.ts';

export type LotofootVariantName = 'LOTOFOOT_7' | 'LOTOFOOT_12' | 'LOTOFOOT_15';
export type LotofootPick = '1' | 'X' | '2';

export const LOTOFOOT_PICKS: readonly LotofootPick[] = ['1', 'X', '2'];
export const LOTOFOOT_VARIANT_LIST: readonly LotofootVariantName[] = ['LOTOFOOT_7', 'LOTOFOOT_12', 'LOTOFOOT_15'];
/** Matches per variant (core §9). */
export const LOTOFOOT_MATCHES: Readonly<Record<LotofootVariantName, number>> = { LOTOFOOT_7: 7, LOTOFOOT_12: 12, LOTOFOOT_15: 15 };
/** Core §9. */
export const LOTOFOOT_DEFAULT_PRICE = '150';
const LOTOFOOT_MIN_RECOMMENDED = 50;
/** The 7-match promotion's ceiling (core §9 'stake 10 to 1,000 birr'), the server's LOTOFOOT_MAX_PRICE. */
const LOTOFOOT_MAX_PRICE_ETB = 1_000;

/** Core §5: the variant a week's match count means. */
export function variantOfCount(matches: number): LotofootVariantName {
  return matches === 12 ? 'LOTOFOOT_12' : matches === 15 ? 'LOTOFOOT_15' : 'LOTOFOOT_7';
}

/** Companion §3: LF7, LF12, LF15. */
export const variantLabel = (v: string): string => v.replace('LOTOFOOT_', 'LF');

/** A tap on a pick: the same pick again removes it (null), another replaces it. */
export const toggledPick = (current: string | null | undefined, tapped: LotofootPick): LotofootPick | null => (current === tapped ? null : tapped);

interface RuleValues {
  LOTOFOOT_LOGIN_REQUIRED: Record<string, never>;
  LOTOFOOT_WEEK_NOT_FOUND: Record<string, never>;
  LOTOFOOT_INCOMPLETE: Record<string, never>;
  LOTOFOOT_INVALID_MATCHES: Record<string, never>;
  LOTOFOOT_INVALID_PRICE: Record<string, never>;
  LOTOFOOT_PRICE_FORMAT: Record<string, never>;
  LOTOFOOT_MAX_PRICE: Record<string, never>;
}

export type LotofootRuleCode = keyof RuleValues;

/** Core §5 word for word (the maximum: the server's text, schema/endpoints/lotofoot.ts). */
const TEXTS: Readonly<Record<LotofootRuleCode, string>> = {
  LOTOFOOT_LOGIN_REQUIRED: 'You must be logged in to submit predictions',
  LOTOFOOT_WEEK_NOT_FOUND: 'No current week data available',
  LOTOFOOT_INCOMPLETE: 'All matches must have predictions before submitting',
  LOTOFOOT_INVALID_MATCHES: 'Invalid match IDs in predictions: ',
  LOTOFOOT_INVALID_PRICE: 'Ticket price must be greater than 0',
  LOTOFOOT_PRICE_FORMAT: 'Please enter a valid amount greater than 0',
  LOTOFOOT_MAX_PRICE: 'Maximum ticket price is 1,000 ETB',
};

export interface LotofootRule {
  code: LotofootRuleCode;
  text: string;
}

const rule = (code: LotofootRuleCode, extra = ''): LotofootRule => ({ code, text: TEXTS[code] + extra });

/** The price field: its cents when valid, else the rule it breaks; `warning` under the recommended 50 ETB. */
export type PriceCheck = { ok: true; cents: number; warning: string | null } | { ok: false; error: LotofootRule };

export function checkPrice(input: string): PriceCheck {
  const text = input.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text) && !/^\.\d{1,2}$/.test(text)) {
    return { ok: false, error: rule('LOTOFOOT_PRICE_FORMAT') };
  }
  const cents = toCents(Number(text));
  if (cents <= 0) {
    return { ok: false, error: rule('LOTOFOOT_INVALID_PRICE') };
  }
  if (cents > LOTOFOOT_MAX_PRICE_ETB * 100) {
    return { ok: false, error: rule('LOTOFOOT_MAX_PRICE') };
  }
  const warning = cents < LOTOFOOT_MIN_RECOMMENDED * 100 ? `Minimum recommended amount is ${LOTOFOOT_MIN_RECOMMENDED} ETB` : null;
  return { ok: true, cents, warning };
}

/** Whether every match of the week has a pick. */
export const isComplete = (matchIds: readonly string[], picks: Readonly<Record<string, string>>): boolean =>
  matchIds.length > 0 && matchIds.every((id) => LOTOFOOT_PICKS.includes(picks[id] as LotofootPick));

export interface SubmitInput {
  signedIn: boolean;
  /** The week's match ids, null when no week is loaded. */
  matchIds: readonly string[] | null;
  picks: Readonly<Record<string, string>>;
  price: string;
}

export interface Prediction {
  match_id: string;
  prediction: LotofootPick;
}

export type SubmitCheck = { ok: true; predictions: Prediction[]; cents: number } | { ok: false; error: LotofootRule };

/** Core §5 in its order: logged in, a week, every match predicted, only the week's matches, then the price. */
export function checkSubmit(input: SubmitInput): SubmitCheck {
  if (!input.signedIn) {
    return { ok: false, error: rule('LOTOFOOT_LOGIN_REQUIRED') };
  }
  if (!input.matchIds || input.matchIds.length === 0) {
    return { ok: false, error: rule('LOTOFOOT_WEEK_NOT_FOUND') };
  }
  const week = new Set(input.matchIds);
  const picked = Object.keys(input.picks).filter((id) => LOTOFOOT_PICKS.includes(input.picks[id] as LotofootPick));
  if (!isComplete(input.matchIds, input.picks)) {
    return { ok: false, error: rule('LOTOFOOT_INCOMPLETE') };
  }
  const outside = picked.filter((id) => !week.has(id));
  if (outside.length > 0) {
    return { ok: false, error: rule('LOTOFOOT_INVALID_MATCHES', outside.join(', ')) };
  }
  const price = checkPrice(input.price);
  if (!price.ok) {
    return price;
  }
  const predictions = input.matchIds.map((id) => ({ match_id: id, prediction: input.picks[id] as LotofootPick }));
  return { ok: true, predictions, cents: price.cents };
}
