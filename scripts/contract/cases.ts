// Requests made from an operation of the OpenAPI document: valid ones (json-schema-faker, seeded, from the
// parameter and body schemas, with the fuzzer's real values laid over fields a schema alone cannot make real —
// ids that exist, the player's phone, priced legs — and the fuzzer's whole-body overrides where one field at a
// time cannot be valid, e.g. a ticket's figures), and negative ones made from a valid one: a required field left
// out, a field of the wrong type, a text with NUL bytes and other garbage, a number out of its range, a body that
// is not JSON. Every case carries the credentials the operation's security asks for, so it reaches the handler.
import { generateSync } from 'json-schema-faker';
import { BODY_OVERRIDES, fillerFor, sessionFor } from '../fuzz/fillers.mjs';
import type { FuzzContext, Rng } from '../fuzz/routes.d.mts';
import type { JsonSchema, Operation, Parameter } from './operations.ts';

export type Fill = (name: string, scope?: { fields: Set<string> }) => unknown;

/** A request before it is signed: parts as values, the body as the exact text to send (or undefined). */
export interface Case {
  kind: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  /** The body bytes when they are not JSON.stringify(body) (a malformed body). */
  raw?: string;
  /** The player session the case carries (a logout carries a spare player's). */
  session: string;
}

export interface ContractContext extends FuzzContext {
  cashierToken: string;
  spareCashierToken: string;
}

export const NEGATIVE_KINDS = ['missing-required', 'wrong-type', 'nul-garbage', 'out-of-range', 'not-json'] as const;

/** Does `value` fit `schema`? (the caller's Ajv). */
export type Fits = (schema: JsonSchema, value: unknown) => boolean;

const objectOf = (parameters: Parameter[]): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
  required: parameters.filter((p) => p.required).map((p) => p.name),
  additionalProperties: false,
});

/** Lays real values over a generated one where the field's name has a filler and the value fits the field. */
function overlay(value: unknown, schema: JsonSchema | undefined, fill: Fill, fits: Fits): unknown {
  if (schema === undefined || value === null || typeof value !== 'object') {
    return value;
  }
  if (Array.isArray(value)) {
    return value.map((item) => overlay(item, schema['items'] as JsonSchema | undefined, fill, fits));
  }
  const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
  const scope = { fields: new Set(Object.keys(properties)) };
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [name, field] of Object.entries(properties)) {
    const real = fill(name, scope);
    if (real !== undefined && fits(field, real)) {
      out[name] = real;
    } else if (name in out) {
      out[name] = overlay(out[name], field, fill, fits);
    }
  }
  return out;
}

/** A valid request: faked from the schemas (seed), real values laid over; `base` uses the fuzzer's body override. */
export function validCase(op: Operation, ctx: ContractContext, rng: Rng, fits: Fits, seed: number, base: boolean): Case {
  const request = { session: sessionFor(op.id, ctx), routeId: op.id };
  const fill = fillerFor(ctx, rng, request) as Fill;
  const fake = (schema: JsonSchema, salt: number): unknown =>
    overlay(generateSync(schema as never, { seed: seed + salt, optionalsProbability: 0.5, maxDefaultItems: 3 }), schema, fill, fits);
  const part = (where: Parameter['in'], salt: number): Record<string, unknown> => {
    const list = op.parameters.filter((p) => p.in === where);
    return list.length === 0 ? {} : (fake(objectOf(list), salt) as Record<string, unknown>);
  };
  const override = base ? (BODY_OVERRIDES as Record<string, ((c: FuzzContext, r: Rng) => unknown) | undefined>)[op.id]?.(ctx, rng) : undefined;
  const body = op.body === undefined ? undefined : override !== undefined ? override : fake(op.body, 3);
  const kind = base ? 'valid-base' : 'valid-faked';
  return { kind, params: part('path', 0), query: part('query', 1), headers: part('header', 2), body, session: request.session };
}

interface Field {
  where: 'body' | 'query' | 'params';
  name: string;
  schema: JsonSchema;
  required: boolean;
}

const typeOf = (schema: JsonSchema): string | undefined => {
  const t = schema['type'];
  return Array.isArray(t) ? t.find((x) => x !== 'null') : (t as string | undefined);
};

/** The fields a negative case may break: the body's top-level properties, query and path parameters. */
function fieldsOf(op: Operation): Field[] {
  const body = op.body as { properties?: Record<string, JsonSchema>; required?: string[] } | undefined;
  return [
    ...Object.entries(body?.properties ?? {}).map(([name, schema]) => ({
      where: 'body' as const,
      name,
      schema,
      required: (body?.required ?? []).includes(name),
    })),
    ...op.parameters
      .filter((p) => p.in !== 'header')
      .map((p) => ({ where: p.in === 'path' ? ('params' as const) : ('query' as const), name: p.name, schema: p.schema, required: p.required })),
  ];
}

const GARBAGE = "\u0000nul\u0000 ' OR 1=1 -- <script>\u202e\uffff𝔘";

function wrongTypeFor(schema: JsonSchema): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'not-a-number';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'a list' };
    case 'object':
      return ['not', 'an', 'object'];
    default:
      return [[{}]];
  }
}

function outOfRangeFor(schema: JsonSchema, rng: Rng): unknown {
  const max = schema['maximum'] as number | undefined;
  const min = schema['minimum'] as number | undefined;
  const choices: unknown[] = [1e308, -1e308, -1, 2 ** 53 + 2];
  if (max !== undefined) {
    choices.push(max + 1);
  }
  if (min !== undefined) {
    choices.push(min - 1);
  }
  if (typeOf(schema) === 'integer') {
    choices.push(1.5);
  }
  return rng.pick(choices);
}

/** A negative case from a valid one, or null when the operation has nothing of that kind to break. */
export function negativeCase(op: Operation, valid: Case, kind: (typeof NEGATIVE_KINDS)[number], rng: Rng): Case | null {
  const fields = fieldsOf(op);
  const pickField = (test: (f: Field) => boolean): Field | undefined => {
    const list = fields.filter(test);
    return list.length === 0 ? undefined : rng.pick(list);
  };
  const next: Case = { ...valid, kind, params: { ...valid.params }, query: { ...valid.query }, headers: { ...valid.headers } };
  if (valid.body !== null && typeof valid.body === 'object' && !Array.isArray(valid.body)) {
    next.body = { ...(valid.body as Record<string, unknown>) };
  }
  const set = (f: Field, value: unknown): Case => {
    if (f.where === 'body') {
      (next.body as Record<string, unknown>)[f.name] = value;
    } else {
      next[f.where][f.name] = value;
    }
    return next;
  };
  const bodyIsObject = next.body !== null && typeof next.body === 'object' && !Array.isArray(next.body);
  const usable = (f: Field): boolean => f.where !== 'body' || bodyIsObject;
  switch (kind) {
    case 'missing-required': {
      const f = pickField((x) => x.required && x.where !== 'params' && usable(x));
      if (f === undefined) {
        return null;
      }
      if (f.where === 'body') {
        delete (next.body as Record<string, unknown>)[f.name];
      } else {
        delete next[f.where][f.name];
      }
      return next;
    }
    case 'wrong-type': {
      const f = pickField((x) => x.where === 'body' && usable(x));
      return f === undefined ? null : set(f, wrongTypeFor(f.schema));
    }
    case 'nul-garbage': {
      const f = pickField((x) => typeOf(x.schema) === 'string' && usable(x)) ?? pickField(usable);
      return f === undefined ? null : set(f, GARBAGE);
    }
    case 'out-of-range': {
      const f = pickField((x) => (typeOf(x.schema) === 'number' || typeOf(x.schema) === 'integer') && usable(x));
      return f === undefined ? null : set(f, outOfRangeFor(f.schema, rng));
    }
    case 'not-json':
      return op.body === undefined ? null : { ...next, raw: rng.pick(['{"unterminated": ', '\u0000\u0000', '[1,2', 'null', '"text"', '{}']) };
  }
}
