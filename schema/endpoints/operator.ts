// Request primitives of the operator endpoints (/api/admin/v1/*: a back-office session or Bearer OPERATOR_TOKEN): trimmed non-blank
// texts, money and odds with at most 2 decimals, the guard's refusal, and how a failure's path is named in a
// refusal text ('results[0].sets[1].home'), so operators read the same texts the hand parsers gave.
import { coerce, refine, string, type Struct } from 'superstruct';
import { Text, type FieldRefusal, type Refusal } from '../endpoint.ts';
import { annotated } from '../json-schema.ts';
import { Finite, hasTwoDecimals } from './wire.ts';

/** Too many wrong operator credentials from the caller's address (issue 28; server/modules/admin/guard.ts), with Retry-After. */
export const OPERATOR_AUTH_LOCKED = {
  status: 429,
  code: 'OPERATOR_AUTH_LOCKED',
  text: 'Too many wrong operator credentials from this address. Please try again later',
} as const satisfies Refusal;

/** The back office's own refusals of an operator endpoint (issue 33; server/modules/backoffice/access.ts). */
export const BACKOFFICE_REFUSALS = {
  ROLE_FORBIDDEN: { status: 403, code: 'ROLE_FORBIDDEN', text: 'Your role does not allow this action' },
  BACKOFFICE_HEADER_REQUIRED: {
    status: 403,
    code: 'BACKOFFICE_HEADER_REQUIRED',
    text: 'A back-office request that changes something needs the X-Backoffice: 1 header',
  },
  PASSWORD_CHANGE_REQUIRED: { status: 403, code: 'PASSWORD_CHANGE_REQUIRED', text: 'Choose a new password before going on' },
  TOTP_ENROLMENT_REQUIRED: { status: 403, code: 'TOTP_ENROLMENT_REQUIRED', text: 'Set up your authenticator app before going on' },
} as const satisfies Record<string, Refusal>;

/**
 * The refusals of every operator endpoint: no or a wrong credential (the token, or a back-office session); too many
 * wrong tokens; a role without the endpoint's permission; a session that has not finished signing in.
 */
export const OPERATOR_REFUSALS: Refusal[] = [
  { status: 401, code: 'UNAUTHORIZED', text: 'Operator authentication required' },
  OPERATOR_AUTH_LOCKED,
  ...Object.values(BACKOFFICE_REFUSALS),
];

/** A text of 1–`max` characters with something besides spaces, trimmed for the route. */
export const Trimmed = (max: number): Struct<string, null> => {
  const nonBlank = annotated(
    refine(Text(max, 1), 'non-blank', (s) => s.trim() !== ''),
    { pattern: '\\S' },
  );
  return coerce(nonBlank, string(), (s) => s.trim()) as Struct<string, null>;
};

/** How a malformed Trimmed field is refused. */
export const textRefusal = (field: string, max: number): FieldRefusal => ({
  code: 'VALIDATION_FAILED',
  text: `${field} must be a non-empty string of at most ${max} characters`,
});

/** True when a number has at most 2 decimals (ETB cents, odds hundredths): the shared rule of wire.ts. */
export { hasTwoDecimals };

/** A finite number with at most 2 decimals within min..max (min exclusive when `aboveMin`). */
export const Decimal2 = (min: number, max: number, aboveMin = false): Struct<number, null> =>
  annotated(
    refine(Finite, 'two-decimals', (n) => hasTwoDecimals(n) && (aboveMin ? n > min : n >= min) && n <= max),
    { ...(aboveMin ? { exclusiveMinimum: min } : { minimum: min }), maximum: max, multipleOf: 0.01 },
  );

/** A failure's path as a refusal names it: ['changes', 1, 'odds'] → 'changes[1].odds'. */
export function pathText(path: readonly (string | number)[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out === '' ? key : `${out}.${key}`), '');
}
