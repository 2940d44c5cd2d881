// A banner being edited (the content desk): the form's draft made from the store's row, the change a save sends, and
// the fieldset of one language's words. Limits are the players' (schema/banner.ts: kicker 1-48, title 1-64, subtitle
// 1-96, call to action 1-28); empty fields are left out, and a language with no title is sent without that language
// (its players then see the English words, as the player's home picks them: src/components/use-banners.ts).
import { BANNER_LANGUAGES, type BannerTexts, type BannerWords } from '../../../schema/banner.ts';
import type { BannerChange } from '../../../sync/backoffice/events.ts';
import { useI18n } from '../i18n.tsx';
import type { MessageKey } from '../i18n-en.ts';

export type BannerLanguage = (typeof BANNER_LANGUAGES)[number];
export const LANGUAGES = BANNER_LANGUAGES;
const FIELDS = ['kicker', 'title', 'subtitle', 'cta'] as const;
type Field = (typeof FIELDS)[number];
export const LIMITS: Record<Field, number> = { kicker: 48, title: 64, subtitle: 96, cta: 28 };
const LABELS: Record<Field, MessageKey> = { kicker: 'banner.kicker', title: 'banner.headline', subtitle: 'banner.subtitle', cta: 'banner.cta' };

/** The HTML language of a banner language (Afan Oromo is 'om'). */
export const htmlLang = (lang: BannerLanguage): string => (lang === 'or' ? 'om' : lang);

export type WordsDraft = Record<Field, string>;

export interface BannerDraft {
  image_url: string;
  click_url: string;
  order: string;
  active: boolean;
  words: Record<BannerLanguage, WordsDraft>;
}

/** The banner's `texts` cell (JSON) as words per language; {} when it has none. */
export function textsOf(cell: unknown): BannerTexts {
  try {
    return typeof cell === 'string' && cell !== '' ? (JSON.parse(cell) as BannerTexts) : {};
  } catch {
    return {};
  }
}

/** The form as the store's row has it. */
export function draftOf(row: Record<string, unknown>): BannerDraft {
  const texts = textsOf(row['texts']);
  const words = Object.fromEntries(
    LANGUAGES.map((lang) => {
      const w = texts[lang];
      return [lang, { kicker: w?.kicker ?? '', title: w?.title ?? '', subtitle: w?.subtitle ?? '', cta: w?.cta ?? '' }];
    }),
  ) as Record<BannerLanguage, WordsDraft>;
  return {
    image_url: String(row['image_url'] ?? ''),
    click_url: String(row['click_url'] ?? ''),
    order: String(row['order'] ?? 0),
    active: row['active'] !== false,
    words,
  };
}

/** One language's words as the players get them, or null when its title is empty. */
export function wordsOf(draft: WordsDraft): BannerWords | null {
  const title = draft.title.trim();
  if (title === '') {
    return null;
  }
  const words: BannerWords = { title };
  for (const field of ['kicker', 'subtitle', 'cta'] as const) {
    const value = draft[field].trim();
    if (value !== '') {
      words[field] = value;
    }
  }
  return words;
}

/** What Save sends: every field of the form; the words whole (null when no language has a title). */
export function changeOf(draft: BannerDraft): BannerChange {
  const texts: BannerTexts = {};
  for (const lang of LANGUAGES) {
    const words = wordsOf(draft.words[lang]);
    if (words !== null) {
      texts[lang] = words;
    }
  }
  const click = draft.click_url.trim();
  return {
    image_url: draft.image_url.trim(),
    click_url: click === '' ? null : click,
    order: Number(draft.order),
    active: draft.active,
    texts: Object.keys(texts).length === 0 ? null : texts,
  };
}

/** The words a player of `lang` sees: their language's, else English's, else none (the artwork's own). */
export function shownWords(draft: BannerDraft, lang: BannerLanguage): BannerWords | null {
  return wordsOf(draft.words[lang]) ?? wordsOf(draft.words.en);
}

export function WordsFieldset({ lang, words, onChange }: { lang: BannerLanguage; words: WordsDraft; onChange: (next: WordsDraft) => void }) {
  const { t } = useI18n();
  const untitled = words.title.trim() === '' && FIELDS.some((f) => words[f].trim() !== '');
  return (
    <fieldset data-testid={`words-${lang}`}>
      <legend>{t(`banner.lang.${lang}`)}</legend>
      {FIELDS.map((field) => (
        <label key={field} data-field={field}>
          {t(LABELS[field])}
          <input
            name={`${lang}-${field}`}
            lang={htmlLang(lang)}
            value={words[field]}
            maxLength={LIMITS[field]}
            onChange={(e) => onChange({ ...words, [field]: e.target.value })}
          />
        </label>
      ))}
      {untitled && (
        <small role="note" data-field="note">
          {t(lang === 'en' ? 'banner.noTitleEn' : 'banner.noTitle')}
        </small>
      )}
    </fieldset>
  );
}
