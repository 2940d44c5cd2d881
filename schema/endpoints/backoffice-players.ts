// The players desk (issue 33): find a player by phone, id, ticket reference or payment id; their profile (wallet and
// points, responsible-gaming state, age confirmation, block, sessions, notes, latest tickets, payments and statement);
// block or unblock, sign out everywhere, add a note, self-exclude on the player's request (at once: it only protects),
// and ask for a deposit-limit change on the player's request (a second person with limits.approve applies it).
// Every change is audited with its reason; money moves only through the credit and approval endpoints.
import { array, boolean, enums, nullable, number, optional, string, type } from 'superstruct';
import { EXCLUSION_PERIODS, LIMIT_PERIODS, ResponsibleGamingStatus } from '../responsible-gaming.ts';
import { endpoint, type Refusal } from '../endpoint.ts';
import { OPERATOR_REFUSALS, textRefusal, Trimmed } from './operator.ts';
import { EXCLUSION_NOT_LONGER, EXCLUSION_PERIOD_INVALID, LIMIT_INVALID } from './responsible-gaming.ts';
import { ApiError, Finite, RequestId } from './wire.ts';

const TAG = 'back office';
const NOT_FOUND = { status: 404, code: 'NOT_FOUND', text: 'Player not found' };
export const NO_LIMITS = { status: 400, code: 'VALIDATION_FAILED', text: `Give at least one of ${LIMIT_PERIODS.join(', ')}` };

export const PlayerSummary = type({
  id: string(),
  phone: string(),
  merchant_id: string(),
  created_at: string(),
  blocked: boolean(),
  /** ETB. */
  balance: number(),
});

export const SearchPlayers = endpoint({
  id: 'searchPlayers',
  method: 'GET',
  path: '/api/admin/v1/players',
  tag: TAG,
  access: 'operator',
  permission: 'players.view',
  summary: 'Players matching q: a player id, a phone (any usual writing), a ticket reference, or a payment id or gateway transaction id.',
  query: type({ q: Trimmed(80) }),
  invalid: { q: textRefusal('q', 80) },
  responses: { 200: type({ data: array(PlayerSummary) }), 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: OPERATOR_REFUSALS,
});

export const PlayerProfile = type({
  player: type({
    id: string(),
    phone: string(),
    merchant_id: string(),
    created_at: string(),
    promo_code: nullable(string()),
    blocked_at: nullable(string()),
    blocked_reason: nullable(string()),
  }),
  wallet: type({ balance: number(), points_active: number(), points_inactive: number() }),
  responsible_gaming: ResponsibleGamingStatus,
  sessions: array(
    type({
      id: string(),
      created_at: string(),
      expires_at: string(),
      revoked_at: nullable(string()),
      live: boolean(),
      /** The User-Agent it was opened with (at most 200 characters); null or absent: not told. */
      user_agent: optional(nullable(string())),
      /** A short tag of the device (the first 8 characters of its keyed hash): the same tag, the same device. */
      device: optional(nullable(string())),
    }),
  ),
  notes: array(type({ text: string(), by: string(), at: string() })),
  tickets: array(type({ reference_id: string(), kind: string(), status: string(), stake: number(), win: number(), created_at: string() })),
  payments: array(type({ id: string(), flow: string(), method: string(), amount: number(), state: string(), created_at: string() })),
  statement: array(type({ at: string(), kind: string(), reason: string(), amount: number() })),
});

export const GetPlayer = endpoint({
  id: 'getPlayer',
  method: 'GET',
  path: '/api/admin/v1/players/:id',
  tag: TAG,
  access: 'operator',
  permission: 'players.view',
  summary:
    'One player: profile, wallet and points, responsible gaming, sessions, notes, and the latest 20 tickets, 20 payments and 30 statement lines.',
  params: type({ id: RequestId }),
  responses: { 200: PlayerProfile, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
  refusals: [NOT_FOUND, ...OPERATOR_REFUSALS],
});

const Reason = { reason: Trimmed(500) };
const reasonRefusal = { reason: textRefusal('reason', 500) };
const change = (
  id: string,
  path: string,
  permission: 'players.block' | 'players.notes' | 'players.limits',
  summary: string,
  body: Parameters<typeof type>[0],
  more: { invalid?: Record<string, { code: string; text: string }>; refusals?: Refusal[] } = {},
) =>
  endpoint({
    id,
    method: 'POST',
    path: `/api/admin/v1/players/:id/${path}`,
    tag: TAG,
    access: 'operator',
    permission,
    summary,
    params: type({ id: RequestId }),
    body: type(body),
    invalid: { ...reasonRefusal, ...more.invalid },
    responses: { 200: PlayerProfile, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
    refusals: [NOT_FOUND, ...(more.refusals ?? []), ...OPERATOR_REFUSALS],
  });

export const BlockPlayer = change(
  'blockPlayer',
  'block',
  'players.block',
  'Blocks (blocked: true) or unblocks a player, with a reason. A blocked player cannot sign in and every session ends at once.',
  { blocked: boolean(), ...Reason },
);

export const SignOutPlayer = change('signOutPlayer', 'sign-out', 'players.block', 'Ends every session of the player, with a reason.', Reason);

export const AddPlayerNote = endpoint({
  id: 'addPlayerNote',
  method: 'POST',
  path: '/api/admin/v1/players/:id/notes',
  tag: TAG,
  access: 'operator',
  permission: 'players.notes',
  summary: 'Adds a note to the player (what support was told or did). Notes are kept, never edited.',
  params: type({ id: RequestId }),
  body: type({ text: Trimmed(1_000) }),
  invalid: { text: textRefusal('text', 1_000) },
  responses: { 200: PlayerProfile, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
  refusals: [NOT_FOUND, ...OPERATOR_REFUSALS],
});

export const ExcludePlayer = change(
  'excludePlayer',
  'self-exclusion',
  'players.limits',
  "Self-excludes the player on their request (by phone or at a shop), at once: the player's own rules apply (never shorter than one in force).",
  { period: enums(EXCLUSION_PERIODS), ...Reason },
  { invalid: { period: EXCLUSION_PERIOD_INVALID }, refusals: [EXCLUSION_NOT_LONGER, { status: 400, ...EXCLUSION_PERIOD_INVALID }] },
);

export const RequestPlayerLimits = endpoint({
  id: 'requestPlayerLimits',
  method: 'POST',
  path: '/api/admin/v1/players/:id/limits',
  tag: TAG,
  access: 'operator',
  permission: 'players.limits',
  summary:
    "Asks for a change of the player's deposit limits on their request (ETB; null removes one): 202 with the request; a second person with limits.approve applies it under the player's own rules (lower at once, raise after the cooling-off).",
  params: type({ id: RequestId }),
  body: type({
    day: optional(nullable(Finite)),
    week: optional(nullable(Finite)),
    month: optional(nullable(Finite)),
    ...Reason,
  }),
  invalid: { ...reasonRefusal, day: LIMIT_INVALID, week: LIMIT_INVALID, month: LIMIT_INVALID },
  responses: { 202: type({ approval_id: string() }), 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
  refusals: [NOT_FOUND, LIMIT_INVALID, NO_LIMITS, ...OPERATOR_REFUSALS],
});

export const BACKOFFICE_PLAYER_ENDPOINTS = [SearchPlayers, GetPlayer, BlockPlayer, SignOutPlayer, AddPlayerNote, ExcludePlayer, RequestPlayerLimits];
