// Resettlement (issue 33): correcting a match's stored result, or voiding a match or one market, after tickets were
// settled on it. A trader or risk person asks (202, an approval of kind 'resettlement'); a second person with
// results.resettle approves, and in that one transaction the result is corrected (or the legs voided) and every
// settled ticket on the match is rolled back with a reversing ledger transfer the player sees in their statement;
// settlement then pays each ticket again, once, on the corrected result.
import { enums, optional, string, type } from 'superstruct';
import { endpoint } from '../endpoint.ts';
import { ResultEntryWire } from './admin-feed.ts';
import { OPERATOR_REFUSALS, textRefusal, Trimmed } from './operator.ts';
import { ApiError, RequestId } from './wire.ts';

export const RESETTLE_REFUSALS = {
  NOT_FOUND: { status: 404, code: 'NOT_FOUND', text: 'Match not found' },
  NO_RESULT: { status: 409, code: 'NO_RESULT', text: 'This match has no stored result to correct: enter its result instead' },
  SAME_RESULT: { status: 400, code: 'SAME_RESULT', text: 'The corrected result is the stored one' },
  MARKET_REQUIRED: { status: 400, code: 'VALIDATION_FAILED', text: 'Voiding a market needs its market_id (and specifier, if any)' },
  RESULT_REQUIRED: { status: 400, code: 'VALIDATION_FAILED', text: 'A correction needs the corrected result of this match' },
} as const;

export const RequestResettlement = endpoint({
  id: 'requestResettlement',
  method: 'POST',
  path: '/api/admin/v1/matches/:id/resettle',
  tag: 'back office',
  access: 'operator',
  permission: 'results.resettle',
  summary:
    "Asks to correct the match's result (action 'correct' with result, as POST /feed/results takes it) or to void the match ('void_match') or one market ('void_market' with market_id and specifier), with a reason: 202 with the approval a second person decides.",
  params: type({ id: RequestId }),
  body: type({
    action: enums(['correct', 'void_match', 'void_market']),
    result: optional(ResultEntryWire),
    market_id: optional(Trimmed(100)),
    specifier: optional(string()),
    reason: Trimmed(500),
  }),
  invalid: { reason: textRefusal('reason', 500) },
  responses: { 202: type({ approval_id: string() }), 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 429: ApiError },
  refusals: [...Object.values(RESETTLE_REFUSALS), ...OPERATOR_REFUSALS],
});

export const BACKOFFICE_RESULT_ENDPOINTS = [RequestResettlement];
