// Banners and promotions (spec §3/§7, issue 14). Banners: the signed public list of the request's merchant, and the
// operator's create, edit and retire (Bearer OPERATOR_TOKEN), each telling every socket of that merchant to refetch
// (BANNER_UPDATE). Promotions: the signed public lists (all, or of a type) and the operator's create, edit, retire and
// list (declared in promotion-offers.ts, gathered here).
// Answers decode with the client's own structs (schema/banner.ts). Whether an address is safe to follow
// (https: or a same-origin path, domain/safe-url.ts) is the route's rule, refused with its own text. The list's
// method, path and answers are its call in reads.ts (the client's home route imports that alone).
import { array, assign, boolean, integer, nullable, optional, pattern, size, type } from 'superstruct';
import { Banner, BannerTextsInput } from '../banner.ts';
import { endpoint, Text, type FieldFailure } from '../endpoint.ts';
import { annotated } from '../json-schema.ts';
import { OPERATOR_REFUSALS, textRefusal, Trimmed } from './operator.ts';
import * as Read from './reads.ts';
import { ApiError, blankAsAbsent } from './wire.ts';
import { PROMOTION_LIST_ENDPOINTS } from './promotion-offers.ts';

/** HOMEPAGE_MOBILE, HOMEPAGE_DESKTOP, …: upper case letters, digits and _. */
export const BANNER_TYPE_PATTERN = /^[A-Z][A-Z0-9_]{0,63}$/;

const BannerType = annotated(pattern(Text(64, 1), BANNER_TYPE_PATTERN), { pattern: BANNER_TYPE_PATTERN.source });

export const ListBanners = endpoint({
  ...Read.ListBanners,
  id: 'listBanners',
  tag: 'promotions',
  access: 'signed',
  summary: "The merchant's active banners of a type (all types when none is given), by order.",
  query: type({ type: optional(blankAsAbsent(BannerType)) }),
  invalid: { type: { code: 'VALIDATION_FAILED', text: 'Invalid request parameters' } },
  refusals: [
    { status: 400, code: 'VALIDATION_FAILED', text: 'Invalid request parameters' },
    { status: 401, code: 'SIGNATURE_REQUIRED', text: 'Authentication failed' },
  ],
});

/** A banner as operators see it: with whether it is listed. */
const AdminBanner = assign(Banner, type({ active: boolean() }));

function bannerTypeText({ value }: FieldFailure): string {
  return typeof value === 'string' && value !== '' && value.length <= 64
    ? 'banner_type must be upper case letters, digits and _ (e.g. HOMEPAGE_MOBILE)'
    : 'banner_type must be a non-empty string of at most 64 characters';
}

export const NewBannerBody = type({
  banner_type: annotated(pattern(Trimmed(64), BANNER_TYPE_PATTERN), { pattern: BANNER_TYPE_PATTERN.source }),
  image_url: Trimmed(2000),
  click_url: optional(nullable(Trimmed(2000))),
  order: optional(nullable(annotated(size(integer(), 0, 1_000_000), { minimum: 0, maximum: 1_000_000 }))),
  /** The words per language drawn over the artwork (null: none, the artwork carries its own). */
  texts: optional(nullable(BannerTextsInput)),
});

const TEXTS_REFUSAL = {
  code: 'VALIDATION_FAILED',
  text: 'texts must map en, am, or or ti to {title (1-64), kicker (1-48), subtitle (1-96), cta (1-28)}',
};

export const CreateBanner = endpoint({
  id: 'createBanner',
  method: 'POST',
  path: '/api/admin/v1/banners',
  tag: 'promotions',
  access: 'operator',
  permission: 'content.manage',
  summary:
    "Adds an active banner for the server's merchant (order 0 when left out) and tells open pages to refetch. " +
    'image_url and click_url: an https URL or a path starting with /.',
  body: NewBannerBody,
  invalid: {
    banner_type: { code: 'VALIDATION_FAILED', text: bannerTypeText },
    image_url: textRefusal('image_url', 2000),
    click_url: textRefusal('click_url', 2000),
    order: { code: 'VALIDATION_FAILED', text: 'order must be an integer from 0 to 1000000' },
    texts: TEXTS_REFUSAL,
  },
  responses: { 201: type({ banner: Banner }), 400: ApiError, 401: ApiError },
  refusals: [{ status: 400, code: 'VALIDATION_FAILED', text: 'image_url must be an https URL or a path starting with /' }, ...OPERATOR_REFUSALS],
});

const BannerId = type({ id: Text(200, 1) });
const BANNER_NOT_FOUND = { status: 404, code: 'NOT_FOUND', text: 'Banner not found' };

export const EditBannerBody = type({
  banner_type: optional(NewBannerBody.schema.banner_type),
  image_url: optional(Trimmed(2000)),
  click_url: optional(nullable(Trimmed(2000))),
  order: NewBannerBody.schema.order,
  active: optional(boolean()),
  texts: NewBannerBody.schema.texts,
});

export const EditBanner = endpoint({
  id: 'editBanner',
  method: 'PUT',
  path: '/api/admin/v1/banners/:id',
  tag: 'promotions',
  access: 'operator',
  permission: 'content.manage',
  summary:
    "Changes a banner of the server's merchant: the fields sent change, the rest stay (click_url null removes the " +
    'link; active true brings a retired banner back). Open pages refetch (BANNER_UPDATE, both types when it moved).',
  params: BannerId,
  body: EditBannerBody,
  invalid: { ...CreateBanner.invalid, active: { code: 'VALIDATION_FAILED', text: 'active must be true or false' } },
  responses: { 200: type({ banner: AdminBanner }), 400: ApiError, 401: ApiError, 404: ApiError },
  refusals: [...(CreateBanner.refusals ?? []), BANNER_NOT_FOUND],
});

export const RetireBanner = endpoint({
  id: 'retireBanner',
  method: 'DELETE',
  path: '/api/admin/v1/banners/:id',
  tag: 'promotions',
  access: 'operator',
  permission: 'content.manage',
  summary: 'Retires a banner (kept, inactive: no longer listed; an edit with active true restores it). Open pages refetch.',
  params: BannerId,
  responses: { 200: type({ banner: AdminBanner }), 401: ApiError, 404: ApiError },
  refusals: [BANNER_NOT_FOUND, ...OPERATOR_REFUSALS],
});

export const ListAllBanners = endpoint({
  id: 'listAllBanners',
  method: 'GET',
  path: '/api/admin/v1/banners',
  tag: 'promotions',
  access: 'operator',
  permission: 'content.manage',
  summary: "Every banner of the server's merchant, retired ones too, by type and order, with its words per language.",
  responses: { 200: type({ banners: array(AdminBanner) }), 401: ApiError, 403: ApiError },
  refusals: OPERATOR_REFUSALS,
});

export const PROMOTION_ENDPOINTS = [ListBanners, ListAllBanners, CreateBanner, EditBanner, RetireBanner, ...PROMOTION_LIST_ENDPOINTS] as const;
