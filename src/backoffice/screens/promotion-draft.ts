// A promotion's form on the content desk (issue 33 "Content") and what it sends: pure, so the replay tests check the
// bodies against the endpoints' declarations. The English words are the promotion's own title, description and body
// (what a language without words of its own shows); Amharic, Afan Oromo and Tigrinya go in `translations`, a
// language left without a title not sent. The window is typed in the browser's local time and sent as an instant;
// empty fields clear (null) on an edit and are left out on a creation. Also the points config's form as sent.
import type { PointsConfigRow, PromotionChange } from '../../../sync/backoffice/events.ts';

export const PROMO_LANGUAGES = ['en', 'am', 'or', 'ti'] as const;
export type PromoLanguage = (typeof PROMO_LANGUAGES)[number];
export const TRANSLATED: readonly Exclude<PromoLanguage, 'en'>[] = ['am', 'or', 'ti'];

export interface PromoWords {
  title: string;
  description: string;
  body: string;
}

export interface PromotionDraft {
  type: string;
  image_url: string;
  click_url: string;
  /** datetime-local text (the browser's local time), '' for none. */
  starts_at: string;
  ends_at: string;
  order: string;
  active: boolean;
  in_popup: boolean;
  words: Record<PromoLanguage, PromoWords>;
}

const EMPTY: PromoWords = { title: '', description: '', body: '' };
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** An instant as a datetime-local value in the browser's time zone ('' for none). */
export function localInput(iso: unknown): string {
  const ms = typeof iso === 'string' ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(ms)) {
    return '';
  }
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as an instant ('' and unreadable: null). */
export function instantOf(local: string): string | null {
  const ms = local.trim() === '' ? Number.NaN : new Date(local).getTime();
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** The form of a stored promotion row (the store's cells), or of a new one. */
export function promotionDraftOf(row: Record<string, unknown> | null): PromotionDraft {
  let translations: Partial<Record<PromoLanguage, Partial<PromoWords>>> = {};
  try {
    translations = JSON.parse(text(row?.['translations']) || '{}') as typeof translations;
  } catch {
    translations = {};
  }
  const wordsOf = (lang: Exclude<PromoLanguage, 'en'>): PromoWords => ({ ...EMPTY, ...translations[lang] });
  return {
    type: text(row?.['type']) || 'DEPOSIT',
    image_url: text(row?.['image_url']),
    click_url: text(row?.['click_url']),
    starts_at: localInput(row?.['starts_at']),
    ends_at: localInput(row?.['ends_at']),
    order: String(row?.['order'] ?? 0),
    active: row?.['active'] !== false,
    in_popup: row?.['in_popup'] !== false,
    words: {
      en: { title: text(row?.['title']), description: text(row?.['description']), body: text(row?.['body']) },
      am: wordsOf('am'),
      or: wordsOf('or'),
      ti: wordsOf('ti'),
    },
  };
}

/** One language's words as sent: trimmed, empty ones left out; null when it has no title (not sent). */
function sentWords(w: PromoWords): Partial<PromoWords> | null {
  const title = w.title.trim();
  if (title === '') {
    return null;
  }
  const out: Partial<PromoWords> = { title };
  const description = w.description.trim();
  const body = w.body.trim();
  if (description !== '') out.description = description;
  if (body !== '') out.body = body;
  return out;
}

/** What Save sends. `creating`: empty optional fields are left out rather than cleared. */
export function promotionChangeOf(d: PromotionDraft, creating: boolean): PromotionChange {
  const optional = (value: string | null): string | null | undefined => (value === null || value === '' ? (creating ? undefined : null) : value);
  const translations: Record<string, Partial<PromoWords>> = {};
  for (const lang of TRANSLATED) {
    const words = sentWords(d.words[lang]);
    if (words !== null) {
      translations[lang] = words;
    }
  }
  const change: PromotionChange = {
    type: d.type.trim().toUpperCase(),
    title: d.words.en.title.trim(),
    description: optional(d.words.en.description.trim()),
    body: optional(d.words.en.body.trim()),
    image_url: optional(d.image_url.trim()),
    click_url: optional(d.click_url.trim()),
    starts_at: optional(instantOf(d.starts_at)),
    ends_at: optional(instantOf(d.ends_at)),
    order: Number.parseInt(d.order, 10) || 0,
    active: d.active,
    in_popup: d.in_popup,
    translations,
  };
  return Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as PromotionChange;
}

/** The points form as sent: the figures as typed (an empty one travels as null, which the server refuses with its text). */
export function pointsConfigOf(enabled: boolean, typed: Readonly<Record<string, string>>): PointsConfigRow {
  const figures = Object.fromEntries(Object.entries(typed).map(([field, value]) => [field, value.trim() === '' ? null : Number(value)]));
  return { ...figures, points_betting_enabled: enabled } as PointsConfigRow;
}
