// How a session call carries its token and merchant, and how it is refused without a good one (spec §7: the X-Auth-Token header, or the query for clients
// that cannot set one). Its own small file so the live socket's declaration (realtime.ts), which the home loads
// after its first paint, does not pull in every account endpoint (issue 17's byte budget).
import { optional, type } from 'superstruct';
import { Text, type Refusal } from '../endpoint.ts';

export const SESSION_QUERY = {
  session_token: optional(Text(512, 0, { description: 'The session token, when X-Auth-Token is not sent' })),
  merchant_id: optional(Text(64, 0, { description: "Must be the session's merchant when given" })),
};
export const SessionHeaders = type({ 'x-auth-token': optional(Text(512, 0, { description: 'The session token (session.id)' })) });
/** What a session call answers when its session is missing, unknown or another merchant's. */
export const SESSION_REFUSALS: Refusal[] = [
  { status: 401, code: 'SESSION_REQUIRED', text: 'Authentication required' },
  { status: 401, code: 'INVALID_SESSION', text: 'Invalid session' },
  { status: 403, code: 'MERCHANT_MISMATCH', text: 'Session does not belong to this merchant' },
];
