// The operator's settings (issue 28): how strong OPERATOR_TOKEN must be to serve in production, and the most one
// manual credit may add (OPERATOR_CREDIT_MAX). The token's rule is production-only, so tests and journeys keep their
// short fixed tokens; in production a guessable token is a key to the house's money, so the server will not start.
// Also the token's scope (OPERATOR_TOKEN_ROLES) and how long an idle back-office session lives (issue 33).
import { MAX_CREDIT_ETB } from '../schema/endpoints/admin.ts';
import { isRole, ROLES, type Role } from '../schema/operator-access.ts';

/** A production OPERATOR_TOKEN has at least this many characters … */
export const OPERATOR_TOKEN_MIN_LENGTH = 32;
/** … of at least this many different characters (32 × 'a', or a word repeated, is not a secret). */
export const OPERATOR_TOKEN_MIN_DISTINCT = 16;

/** OPERATOR_CREDIT_MAX's default: 10,000 ETB in one manual credit; more needs a second person (the back office). */
export const DEFAULT_OPERATOR_CREDIT_MAX_ETB = 10_000;

/** Why this operator token must not serve in production, or null (unset is fine: the endpoints do not exist). */
export function weakOperatorToken(token: string | null): string | null {
  if (token === null) {
    return null;
  }
  const distinct = new Set(token).size;
  if (token.length < OPERATOR_TOKEN_MIN_LENGTH || distinct < OPERATOR_TOKEN_MIN_DISTINCT) {
    return (
      `NODE_ENV=production needs an OPERATOR_TOKEN of at least ${OPERATOR_TOKEN_MIN_LENGTH} characters with at least ` +
      `${OPERATOR_TOKEN_MIN_DISTINCT} different ones (this one: ${token.length} characters, ${distinct} different); ` +
      'make one with: openssl rand -base64 33'
    );
  }
  return null;
}

/** OPERATOR_CREDIT_MAX in ETB (whole birr, 1 to the endpoint's own 1,000,000 ceiling) → cents. */
export function parseOperatorCreditMax(raw: string | undefined): number {
  const text = raw?.trim() ?? '';
  const etb = text === '' ? DEFAULT_OPERATOR_CREDIT_MAX_ETB : Number(text);
  if (!Number.isInteger(etb) || etb < 1 || etb > MAX_CREDIT_ETB) {
    throw new Error(`OPERATOR_CREDIT_MAX must be a whole number of ETB from 1 to ${MAX_CREDIT_ETB}, got '${text}'`);
  }
  return etb * 100;
}

/** OPERATOR_TOKEN_ROLES: the roles (schema/operator-access.ts) the operator token acts with; 'machine' unless set. */
export function parseOperatorTokenRoles(raw: string | undefined): Role[] {
  const names = (raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) {
    return ['machine'];
  }
  const unknown = names.filter((name) => !isRole(name));
  if (unknown.length > 0) {
    throw new Error(`OPERATOR_TOKEN_ROLES must list roles among ${ROLES.join(', ')}; unknown: ${unknown.join(', ')}`);
  }
  return [...new Set(names)] as Role[];
}

/** OPERATOR_IDLE_MINUTES' default: a back-office session left alone this long is over. */
export const DEFAULT_OPERATOR_IDLE_MINUTES = 30;
