// Valid values from an endpoint part's JSON Schema (schema/json-schema.ts derives it from the declaration's
// structs): the fuzzer's base requests start here, so a new endpoint gets requests without a hand-written case.
// Invariant: a value made here passes the part's own struct (tests/scripts/fuzz-routes.test.ts validates every
// endpoint's base request); numbers stay near their lower bound and texts short, so a base request looks like a
// client's and the mutations (boundary.mjs, mutate.mjs) are what push the edges. Where a field needs a REAL value
// (an id, the player's phone), `fill(name, scope)` supplies it (fillers.mjs); it answers undefined to decline.

/** The JSON type a value is made as: the first non-null of a type list. */
export function typeOf(schema) {
  const t = schema.type;
  return Array.isArray(t) ? (t.find((x) => x !== 'null') ?? 'null') : t;
}

export const nullable = (schema) =>
  (Array.isArray(schema.type) && schema.type.includes('null')) || (schema.anyOf ?? []).some((m) => m.type === 'null');

/** The member of an anyOf a value is made from (not the null one when another exists). */
export const member = (schema, rng) => rng.pick(schema.anyOf.filter((m) => m.type !== 'null')) ?? schema.anyOf[0];

const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_';
/** Alphabets tried in turn until a text matches the field's pattern (the first passes every pattern but codes'). */
/** Booking codes (schema/booking-code.ts) leave out the look-alikes 0 O 1 I L: the last alphabet is theirs. */
const ALPHABETS = [LOWER, UPPER, '0123456789', 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'];

function text(schema, rng) {
  switch (schema.format) {
    case 'date-time':
      return new Date(Date.now() - rng.int(0, 30) * 86_400_000).toISOString();
    case 'date':
      return new Date(Date.now() - rng.int(0, 30) * 86_400_000).toISOString().slice(0, 10);
    case 'uri':
    case 'url':
      return `https://example.com/fuzz-${rng.int(1, 999)}.png`;
    case 'email':
      return `fuzz${rng.int(1, 999)}@example.com`;
    default:
      break;
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 64;
  const length = Math.max(min, Math.min(max, rng.int(4, 12)));
  const pattern = schema.pattern === undefined ? null : new RegExp(schema.pattern);
  let out = '';
  for (const alphabet of ALPHABETS) {
    // A code such as HOMEPAGE_MOBILE starts with a letter: so does every text made here.
    out = Array.from({ length }, (_, i) => alphabet[rng.int(0, i === 0 && alphabet !== ALPHABETS[2] ? 25 : alphabet.length - 1)]).join('');
    if (pattern === null || pattern.test(out)) {
      break;
    }
  }
  return out;
}

/** The lowest and highest a number may be, from minimum / exclusiveMinimum / maximum / exclusiveMaximum. */
export function bounds(schema) {
  const step = schema.type === 'integer' || typeOf(schema) === 'integer' ? 1 : (schema.multipleOf ?? 0.01);
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + step);
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - step);
  return { min, max, step };
}

function numberIn(schema, rng, integer) {
  const { min = 0, max = Number.MAX_SAFE_INTEGER } = bounds(schema);
  if (integer) {
    return rng.int(Math.ceil(min), Math.max(Math.ceil(min), Math.min(Math.floor(max), Math.ceil(min) + 9)));
  }
  const value = Math.min(max, min + rng.next() * 10);
  // Two decimals at most: the money and odds declarations (multipleOf 0.01) refuse more.
  return Math.max(min, Math.round(value * 100) / 100);
}

/**
 * A valid value of `schema`. `fill(name, scope)` gives a field's real value or undefined; `scope` is the object
 * being built (fillers use it so fields of one object agree, e.g. match, market and outcome of one priced leg).
 */
export function validValue(schema, rng, fill = () => undefined) {
  if ('const' in schema) {
    return schema.const;
  }
  if (Array.isArray(schema.enum)) {
    return rng.pick(schema.enum);
  }
  if (Array.isArray(schema.anyOf)) {
    return validValue(member(schema, rng), rng, fill);
  }
  switch (typeOf(schema)) {
    case 'string':
      return text(schema, rng);
    case 'integer':
      return numberIn(schema, rng, true);
    case 'number':
      return numberIn(schema, rng, false);
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'array':
      return schema.items ? Array.from({ length: rng.int(1, 3) }, () => validValue(schema.items, rng, fill)) : [];
    case 'object':
      return validObject(schema, rng, fill, { optional: 0.6, fillerAlways: true });
    default:
      return text({}, rng);
  }
}

/**
 * An object of `schema`: every required field, and each optional one with probability `optional` — always when
 * `fillerAlways` and a filler gives it a real value (a body's fields go together: a price change sends its odds).
 */
export function validObject(schema, rng, fill, { optional, fillerAlways }) {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const scope = { fields: new Set(Object.keys(properties)) };
  const out = {};
  for (const [name, field] of Object.entries(properties)) {
    const given = fill(name, scope, field);
    const real = given !== undefined && fits(given, field) ? given : undefined;
    const wanted = required.has(name) || (real !== undefined && fillerAlways) || rng.chance(optional);
    if (wanted) {
      out[name] = real !== undefined ? real : validValue(field, rng, fill);
    }
  }
  return out;
}

/** A query, path or header value as text: what a client would write for it (null as 'null', objects as JSON). */
export function asText(value) {
  if (typeof value === 'string') {
    return value;
  }
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Whether `value` keeps to `schema`'s type, enum, lengths, pattern and range: a filler's value must, or is not used. */
export function fits(value, schema) {
  if (value === null) {
    return nullable(schema) || ('const' in schema && schema.const === null);
  }
  if ('const' in schema || Array.isArray(schema.enum)) {
    return 'const' in schema ? schema.const === value : schema.enum.includes(value);
  }
  if (Array.isArray(schema.anyOf)) {
    return schema.anyOf.some((m) => fits(value, m));
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  const kind = Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;
  if (types.length > 0 && !types.includes(kind) && !(kind === 'integer' && types.includes('number'))) {
    return false;
  }
  if (typeof value === 'string') {
    return (
      value.length >= (schema.minLength ?? 0) &&
      value.length <= (schema.maxLength ?? Infinity) &&
      (schema.pattern === undefined || new RegExp(schema.pattern).test(value))
    );
  }
  if (typeof value === 'number') {
    const { min = -Infinity, max = Infinity } = bounds(schema);
    return value >= min && value <= max;
  }
  return true;
}
