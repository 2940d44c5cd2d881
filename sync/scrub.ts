// Removes secrets from a recorded event before it is kept in memory or saved to a player's report file: the
// file leaves the device (a player sends it to support), so no session token, password, one-time code, reset
// token, signature or key may be in it. Pure: scrubbedJson/scrub never change their input.
// Rules, by field name (any case, '_'/'-' ignored): a secret's value becomes REDACTED (empty strings, null and
// booleans are kept: they tell support a field was missing without revealing anything); under `session` the
// `id` is the bearer token (schema/session.ts); inside strings, `name=value` (a socket URL's session_token),
// `"name": "value"` (JSON in a message), `name: value` (a header), `Bearer …`, and strings that are whole JSON
// documents are scrubbed the same way; values passed as `known` (the current session token) are replaced
// wherever they appear.

export const REDACTED = '[redacted]';

const SECRET_NAMES = new Set([
  'password',
  'newpassword',
  'confirmpassword',
  'oldpassword',
  'currentpassword',
  'passwd',
  'pwd',
  'pin',
  'otp',
  'otpcode',
  'smscode',
  'verificationcode',
  'resetcode',
  'token',
  'sessiontoken',
  'resettoken',
  'authtoken',
  'xauthtoken',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'sessionid',
  'signature',
  'xsignature',
  'authorization',
  'cookie',
  'setcookie',
  'apikey',
  'merchantapikey',
  'merchantkey',
  'secret',
  'clientsecret',
]);
/** Parents whose `id` is a credential: a session's id is the token sent as X-Auth-Token. */
const ID_IS_SECRET = new Set(['session']);

const normalise = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Whether a field of this name holds a secret (session_token, newPassword, X-Auth-Token, reset_token, …). */
export function isSecretName(name: string): boolean {
  const n = normalise(name);
  return SECRET_NAMES.has(n) || /(password|token|secret|signature)$/.test(n);
}

const QUERY_PAIR = /([A-Za-z][\w.-]*)=([^&;#\s"'<>]*)/g;
const JSON_PAIR = /"([A-Za-z][\w.-]*)"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+)/g;
const HEADER_PAIR = /\b([A-Za-z][\w-]*)(:\s*)([^\s,;"']+)/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/-]+=*/gi;

function scrubText(text: string, known: readonly string[]): string {
  const out = removeKnown(text, known);
  if (/^\s*[[{]/.test(out)) {
    try {
      return JSON.stringify(JSON.parse(out) as unknown, replacerFor(known)) ?? out;
    } catch {
      // not a JSON document after all: the patterns below still apply
    }
  }
  return out
    .replace(BEARER, (_m, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(JSON_PAIR, (m, name: string) => (isSecretName(name) ? `"${name}":"${REDACTED}"` : m))
    .replace(QUERY_PAIR, (m, name: string, value: string) => (isSecretName(name) && value ? `${name}=${REDACTED}` : m))
    .replace(HEADER_PAIR, (m, name: string, sep: string) => (isSecretName(name) ? `${name}${sep}${REDACTED}` : m));
}

const keepsAsIs = (value: unknown): boolean => value === '' || value === null || value === undefined || typeof value === 'boolean';

/** Strings that could hold a secret pair (every secret name holds one of these stems) or a JSON document; the
 *  rest (names, times, specifiers) skip the patterns: a market list has thousands of strings, and this runs on
 *  the main thread for every recorded answer. */
const SUSPECT = /^\s*[[{]|pass|pwd|pin|otp|code|token|session|sign|auth|cookie|key|secret|bearer|basic/i;

type FieldKind = 'secret' | 'session' | 'plain';
/** What a field name is, remembered (field names repeat across every row of an answer). */
const kinds = new Map<string, FieldKind>();
function kindOf(name: string): FieldKind {
  let kind = kinds.get(name);
  if (kind === undefined) {
    kind = isSecretName(name) ? 'secret' : ID_IS_SECRET.has(normalise(name)) ? 'session' : 'plain';
    if (kinds.size < 2000) {
      kinds.set(name, kind);
    }
  }
  return kind;
}

function replacerFor(known: readonly string[]) {
  return (key: string, value: unknown): unknown => {
    const kind = key === '' ? 'plain' : kindOf(key);
    if (typeof value === 'string') {
      if (kind !== 'plain' && value !== '') {
        return REDACTED;
      }
      const hasKnown = known.length > 0 && known.some((s) => value.includes(s));
      return hasKnown || SUSPECT.test(value) ? scrubText(value, known) : value;
    }
    if (kind === 'secret' && !keepsAsIs(value)) {
      return REDACTED;
    }
    if (kind === 'session' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const id = (value as { id?: unknown }).id;
      return keepsAsIs(id) ? value : { ...value, id: REDACTED };
    }
    return value;
  };
}

const usable = (known: readonly string[]): string[] => known.filter((s) => s.length >= 8 && s !== REDACTED);

/**
 * `value` as JSON without secrets — what the recorder keeps (one pass of JSON.stringify, about twice its plain
 * cost). `known`: secret values to remove wherever they occur (e.g. the signed-in session's token), whatever
 * field holds them; values shorter than 8 characters are ignored (they could match ordinary text).
 */
export function scrubbedJson(value: unknown, known: readonly string[] = []): string {
  return JSON.stringify(value, replacerFor(usable(known))) ?? 'null';
}

/** `text` with every `known` secret (8 characters or more) replaced by REDACTED. */
export function removeKnown(text: string, known: readonly string[]): string {
  return usable(known).reduce((out, secret) => out.split(secret).join(REDACTED), text);
}

/** A copy of `value` without secrets (the same rules as scrubbedJson). */
export function scrub<T>(value: T, known: readonly string[] = []): T {
  return JSON.parse(scrubbedJson(value, known)) as T;
}
