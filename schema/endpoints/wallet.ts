// The player's wallet statement (issue 13): session, newest first, paged.
import { optional, type } from 'superstruct';
import { endpoint, QueryInt } from '../endpoint.ts';
import { StatementPage } from '../statement.ts';
import { SESSION_QUERY, SESSION_REFUSALS, SessionHeaders } from './session-headers.ts';
import { ApiError } from './wire.ts';

export const WalletStatement = endpoint({
  id: 'walletStatement',
  method: 'GET',
  path: '/api/v1/wallet/statement',
  tag: 'wallet',
  access: 'session',
  summary: "The session player's statement: every deposit, withdrawal, bet, win and bonus movement, newest first (limit 20 by default, at most 100).",
  query: type({ ...SESSION_QUERY, limit: optional(QueryInt(1, 100)), offset: optional(QueryInt(0)) }),
  headers: SessionHeaders,
  responses: { 200: StatementPage, 400: ApiError, 401: ApiError, 403: ApiError },
  refusals: SESSION_REFUSALS,
});

export const WALLET_ENDPOINTS = [WalletStatement];
