// The optional session of a launch: lists and demo launches need only the merchant's signature, a real-money
// launch the player's session (X-Auth-Token, the session_token query parameter, or — frozen casino — the body's
// session_id). A token that does not authenticate, or belongs to another merchant, counts as no session.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/index.ts';
import { authenticate, claimedMerchantOf, type Principal, tokenOf } from '../../auth/sessions.ts';

export async function optionalPrincipal(db: Db, request: FastifyRequest, nowMs: number, fallbackToken?: string): Promise<Principal | null> {
  const token = tokenOf(request) ?? (fallbackToken !== undefined && fallbackToken !== '' ? fallbackToken : undefined);
  if (token === undefined) {
    return null;
  }
  const principal = await authenticate(db, token, nowMs);
  if (principal === null) {
    return null;
  }
  const merchant = claimedMerchantOf(request);
  return merchant !== undefined && merchant !== principal.merchantId ? null : principal;
}
