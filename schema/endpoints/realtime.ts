// The live socket's handshake (spec §7): GET /api/v1/auth/ws/ upgrades to a WebSocket. Its query is checked
// at the edge like any other: each value is a short text, and '' or the 'null' / 'undefined' a careless
// client sends counts as absent. Who may connect is the socket's own answer, not an HTTP status: a user_id
// without a valid session of that user and merchant gets ERROR 'Authentication failed' and close 1008.
import { coerce, enums, optional, type, type Struct } from 'superstruct';
import { endpoint, Text } from '../endpoint.ts';
import { SessionHeaders } from './session-headers.ts';
import { ApiError } from './wire.ts';

/** A socket query value of at most 200 characters; '', 'null' and 'undefined' are left out. */
const SocketParam = (description: string) =>
  optional(coerce(Text(200, 0, { description }), enums(['', 'null', 'undefined']), () => undefined) as Struct<string, null>);

export const SocketQuery = type({
  user_id: SocketParam('The player; without it the socket is anonymous (broadcasts only)'),
  merchant_id: SocketParam("The merchant; the server's own when absent"),
  session_token: SocketParam('The session token of user_id (or send X-Auth-Token)'),
});

const SOCKET_NOTE =
  'Upgrades to a WebSocket (no request signature: browsers cannot set headers on one). Server messages ' +
  "(schema/socket-message.ts): CONNECTION_ESTABLISHED {user_id, merchant_id}, BALANCE_UPDATE (the user's own), " +
  "BANNER_UPDATE (the merchant's), ODDS_CHANGE (live prices, batched), ERROR {error} then close 1008 " +
  "('Authentication failed', 'Unknown merchant'); a revoked or expired session closes the socket. A plain GET " +
  'without the upgrade answers 426 UPGRADE_REQUIRED.';

export const AuthSocket = endpoint({
  id: 'authSocket',
  method: 'GET',
  path: '/api/v1/auth/ws/',
  tag: 'realtime',
  access: 'public',
  summary: 'The live socket: balance, banner and odds updates.',
  query: SocketQuery,
  headers: SessionHeaders,
  note: SOCKET_NOTE,
  responses: { 400: ApiError, 426: ApiError },
  refusals: [{ status: 426, code: 'UPGRADE_REQUIRED', text: 'This endpoint only accepts WebSocket connections' }],
});

/** The same socket without the trailing slash (some clients drop it). */
export const AuthSocketNoSlash = endpoint({
  ...AuthSocket,
  id: 'authSocketNoSlash',
  path: '/api/v1/auth/ws',
  summary: 'The live socket (path without the trailing slash).',
});

export const REALTIME_ENDPOINTS = [AuthSocket, AuthSocketNoSlash] as const;
