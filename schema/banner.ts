// Banners (spec §3): the server's wire banner {id, order, image_url, click_url, banner_type}, the answer of
// GET /api/v1/promotions/banners?type= ({banners}), and the banner types the home pages show; issue 18 adds
// `texts`, the banner's words per language, drawn over the artwork. A malformed
// banner (no id, an empty or unsafe image or click address) is dropped on its own; the rest still decode.
import { type, array, string, number, defaulted, nullable, optional, refine, coerce, unknown, record, size, type Infer } from 'superstruct';
import { Id } from './common.ts';

/** The phone home's carousel (spec §2) and the desktop home's 200 px banner. */
export const BANNER_TYPE = { phone: 'HOMEPAGE_MOBILE', desktop: 'HOMEPAGE_DESKTOP' } as const;

/** A site path ('/banners/a.svg', not the protocol-relative '//host') or an absolute http(s) URL. */
export const isSafeBannerUrl = (value: string): boolean => (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/\S+$/i.test(value);

const SafeUrl = refine(string(), 'SafeUrl', (v) => isSafeBannerUrl(v) || 'Expected a site path or an http(s) URL');

/** A banner's words in one language, drawn as text over its artwork (issue 18: they translate, and cost no image bytes). */
export const BannerWords = type({
  kicker: optional(size(string(), 1, 48)),
  title: size(string(), 1, 64),
  subtitle: optional(size(string(), 1, 96)),
  cta: optional(size(string(), 1, 28)),
});
export type BannerWords = Infer<typeof BannerWords>;
export const BANNER_LANGUAGES = ['en', 'am', 'or', 'ti'] as const;
const isBannerLanguage = (key: string): boolean => (BANNER_LANGUAGES as readonly string[]).includes(key);

/** The words per language as an operator sends them: only the four languages, each entry whole. */
export const BannerTextsInput = refine(
  record(string(), BannerWords),
  'BannerLanguages',
  (v) => Object.keys(v).every(isBannerLanguage) || 'texts takes only the languages en, am, or and ti',
);
/** The words per language as a client reads them: an unknown language or a malformed entry is dropped, never the banner. */
export const BannerTexts = coerce(record(string(), BannerWords), unknown(), (value) =>
  value === undefined
    ? value
    : typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([lang, words]) => isBannerLanguage(lang) && BannerWords.is(words)))
      : {},
);
export type BannerTexts = Infer<typeof BannerTexts>;

export const Banner = type({
  id: Id,
  order: defaulted(number(), 0),
  image_url: SafeUrl,
  click_url: defaulted(nullable(SafeUrl), null),
  banner_type: string(),
  /** Issue 18: absent on a banner whose artwork carries its own words (the spec's banners). */
  texts: optional(BannerTexts),
});
export type Banner = Infer<typeof Banner>;

/** A list of banners that keeps every valid one and drops the rest. */
export const BannerList = coerce(array(Banner), array(unknown()), (items) =>
  items.flatMap((item) => {
    const [error, valid] = Banner.validate(item, { coerce: true });
    return error ? [] : [valid];
  }),
);

export const BannersResponse = type({ banners: BannerList });
export type BannersResponse = Infer<typeof BannersResponse>;
