// Promotions (spec §3/§7, issue 14): the signed public lists GET /api/v1/promotions and /api/v1/promotions/type?type=
// (active, current ones of the request's merchant by order, the fixed points-betting card first), and the operator's
// list, create, edit and retire under /api/admin/v1/promotions (Bearer OPERATOR_TOKEN). Gathered into
// PROMOTION_ENDPOINTS by promotions.ts. Which addresses are safe (an https URL or a same-origin path) and that a
// window ends after it starts are the route's checks, refused with their own texts. in_popup (issue 33) keeps a
// promotion out of the promo popup; the popup's own setting is declared in backoffice-content.ts.
import { assign, boolean, integer, nullable, optional, pattern, size, string, type, array } from 'superstruct';
import { endpoint, Text, type FieldFailure } from '../endpoint.ts';
import { annotated } from '../json-schema.ts';
import { Promotion } from '../promotion.ts';
import { ListPromotionsCall, ListPromotionsOfTypeCall } from './promotion-reads.ts';
import { OPERATOR_REFUSALS, pathText, textRefusal, Trimmed } from './operator.ts';
import { ApiError, IsoInstant } from './wire.ts';

/** WELCOME, DEPOSIT, LOTOFOOT, CASHBACK, POINTS_BETTING, …: upper case letters, digits and _. */
export const PROMOTION_TYPE_PATTERN = /^[A-Z][A-Z0-9_]{0,63}$/;
const TAG = 'promotions';
const TYPE_TEXT = 'type must be upper case letters, digits and _ (e.g. LOTOFOOT)';
const PromotionType = annotated(pattern(Trimmed(64), PROMOTION_TYPE_PATTERN), { pattern: PROMOTION_TYPE_PATTERN.source });

export const ListPromotions = endpoint({
  ...ListPromotionsCall,
  id: 'listPromotions',
  tag: TAG,
  access: 'signed',
  summary:
    "The merchant's active promotions running now, by order; first the fixed points-betting card built from the " +
    'betting config (absent when points betting is disabled).',
  refusals: [{ status: 401, code: 'SIGNATURE_REQUIRED', text: 'Authentication failed' }],
});

export const ListPromotionsOfType = endpoint({
  ...ListPromotionsOfTypeCall,
  id: 'listPromotionsOfType',
  tag: TAG,
  access: 'signed',
  summary: 'The promotions of one type, as GET /api/v1/promotions lists them (POINTS_BETTING: the fixed card alone).',
  query: type({ type: annotated(pattern(Text(64, 1), PROMOTION_TYPE_PATTERN), { pattern: PROMOTION_TYPE_PATTERN.source }) }),
  invalid: { type: { code: 'VALIDATION_FAILED', text: ({ value }) => (value === undefined ? 'type is required' : TYPE_TEXT) } },
  refusals: [
    { status: 400, code: 'VALIDATION_FAILED', text: TYPE_TEXT },
    { status: 401, code: 'SIGNATURE_REQUIRED', text: 'Authentication failed' },
  ],
});

const LanguageText = type({ title: optional(Trimmed(200)), description: optional(Trimmed(1000)), body: optional(Trimmed(10_000)) });
const Translations = type({ am: optional(LanguageText), en: optional(LanguageText), or: optional(LanguageText), ti: optional(LanguageText) });
const Order = annotated(size(integer(), 0, 1_000_000), { minimum: 0, maximum: 1_000_000 });

/** Every field of a promotion an operator writes; each optional here, create requires type and title. */
const FIELDS = {
  type: optional(PromotionType),
  title: optional(Trimmed(200)),
  description: optional(nullable(Trimmed(1000))),
  body: optional(nullable(Trimmed(10_000))),
  image_url: optional(nullable(Trimmed(2000))),
  click_url: optional(nullable(Trimmed(2000))),
  starts_at: optional(nullable(IsoInstant)),
  ends_at: optional(nullable(IsoInstant)),
  order: optional(nullable(Order)),
  active: optional(boolean()),
  translations: optional(nullable(Translations)),
  /** Whether the promo popup may show it (issue 33; true unless sent). */
  in_popup: optional(boolean()),
};

export const NewPromotionBody = type({ ...FIELDS, type: PromotionType, title: Trimmed(200) });
export const EditPromotionBody = type(FIELDS);

const when = (field: string) => ({
  code: 'VALIDATION_FAILED',
  text: `${field} must be an ISO-8601 date or date-time with a time zone, e.g. 2026-11-21T00:00:00Z`,
});
const INVALID = {
  type: { code: 'VALIDATION_FAILED', text: ({ value }: FieldFailure) => (value === undefined ? 'type is required' : TYPE_TEXT) },
  title: textRefusal('title', 200),
  description: textRefusal('description', 1000),
  body: textRefusal('body', 10_000),
  image_url: textRefusal('image_url', 2000),
  click_url: textRefusal('click_url', 2000),
  starts_at: when('starts_at'),
  ends_at: when('ends_at'),
  order: { code: 'VALIDATION_FAILED', text: 'order must be an integer from 0 to 1000000' },
  active: { code: 'VALIDATION_FAILED', text: 'active must be true or false' },
  in_popup: { code: 'VALIDATION_FAILED', text: 'in_popup must be true or false' },
  translations: {
    code: 'VALIDATION_FAILED',
    text: ({ path }: FieldFailure) =>
      path.length > 2
        ? `${pathText(path)} must be a non-empty string of at most ${path[2] === 'title' ? 200 : path[2] === 'description' ? 1000 : 10_000} characters`
        : 'translations must map am, en, or, ti to {title, description, body}',
  },
};

/** A promotion as operators see it: with whether it is listed, whether the popup may show it and when it was written. */
export const AdminPromotion = assign(Promotion, type({ active: boolean(), in_popup: boolean(), created_at: string(), updated_at: string() }));
const One = type({ promotion: AdminPromotion });
const PromotionId = type({ id: Text(200, 1) });
const NOT_FOUND = { status: 404, code: 'NOT_FOUND', text: 'Promotion not found' };
const FIELD_REFUSALS = [
  { status: 400, code: 'VALIDATION_FAILED', text: 'image_url must be an https URL or a path starting with /' },
  { status: 400, code: 'VALIDATION_FAILED', text: 'ends_at must be after starts_at' },
];

export const ListAllPromotions = endpoint({
  id: 'listAllPromotions',
  method: 'GET',
  path: '/api/admin/v1/promotions',
  tag: TAG,
  access: 'operator',
  permission: 'content.manage',
  summary: "Every promotion of the server's merchant, retired and future ones too, by order.",
  responses: { 200: type({ promotions: array(AdminPromotion) }), 401: ApiError },
  refusals: OPERATOR_REFUSALS,
});

export const CreatePromotion = endpoint({
  id: 'createPromotion',
  method: 'POST',
  path: '/api/admin/v1/promotions',
  tag: TAG,
  access: 'operator',
  permission: 'content.manage',
  summary:
    "Adds a promotion for the server's merchant (active, order 0 and no time limits unless sent). image_url and " +
    'click_url: an https URL or a path starting with /; ends_at after starts_at.',
  body: NewPromotionBody,
  invalid: INVALID,
  responses: { 201: One, 400: ApiError, 401: ApiError },
  refusals: [...FIELD_REFUSALS, ...OPERATOR_REFUSALS],
});

export const EditPromotion = endpoint({
  id: 'editPromotion',
  method: 'PUT',
  path: '/api/admin/v1/promotions/:id',
  tag: TAG,
  access: 'operator',
  permission: 'content.manage',
  summary: 'Changes a promotion: the fields sent change, the rest stay (null clears an optional one; active true restores a retired one).',
  params: PromotionId,
  body: EditPromotionBody,
  invalid: INVALID,
  responses: { 200: One, 400: ApiError, 401: ApiError, 404: ApiError },
  refusals: [...FIELD_REFUSALS, NOT_FOUND, ...OPERATOR_REFUSALS],
});

export const RetirePromotion = endpoint({
  id: 'retirePromotion',
  method: 'DELETE',
  path: '/api/admin/v1/promotions/:id',
  tag: TAG,
  access: 'operator',
  permission: 'content.manage',
  summary: 'Retires a promotion: kept, no longer listed (an edit with active true restores it).',
  params: PromotionId,
  responses: { 200: One, 401: ApiError, 404: ApiError },
  refusals: [NOT_FOUND, ...OPERATOR_REFUSALS],
});

export const PROMOTION_LIST_ENDPOINTS = [
  ListPromotions,
  ListPromotionsOfType,
  ListAllPromotions,
  CreatePromotion,
  EditPromotion,
  RetirePromotion,
] as const;
