// Banners (spec §3): the server's wire banner {id, order, image_url, click_url, banner_type}, the answer of
// GET /api/v1/promotions/banners?type= ({banners}), and the banner types the home pages show. A malformed
// banner (no id, an empty or unsafe image or click address) is dropped on its own; the rest still decode.
import { type, array, string, number, defaulted, nullable, refine, coerce, unknown, type Infer } from 'superstruct';
import { Id } from './common.ts';

/** The phone home's carousel (spec §2) and the desktop home's 200 px banner. */
export const BANNER_TYPE = { phone: 'HOMEPAGE_MOBILE', desktop: 'HOMEPAGE_DESKTOP' } as const;

/** A site path ('/banners/a.svg', not the protocol-relative '//host') or an absolute http(s) URL. */
export const isSafeBannerUrl = (value: string): boolean => (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/\S+$/i.test(value);

const SafeUrl = refine(string(), 'SafeUrl', (v) => isSafeBannerUrl(v) || 'Expected a site path or an http(s) URL');

export const Banner = type({
  id: Id,
  order: defaulted(number(), 0),
  image_url: SafeUrl,
  click_url: defaulted(nullable(SafeUrl), null),
  banner_type: string(),
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
