// One REST endpoint, declared once: method, path, who may call it, the request's parts (path and query
// parameters, body, the headers that matter) and every answer it gives (success and each error shape).
// The server validates at its edge with these structs (server/plugins/contract.ts), the OpenAPI document is
// derived from them (server/modules/docs), and the client decodes answers with the same structs.
// Request structs coerce (query strings arrive as text); bodies use type() so extra fields are tolerated.
// biome-ignore-all lint/suspicious/noExplicitAny: type-level matching over superstruct's Struct<T, S>, which takes no wider type argument than any
import { array, integer, number, boolean, string, size, Struct, type Infer } from 'superstruct';
import { annotated } from './json-schema.ts';
import type { OperatorRule } from './operator-access.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: 'public' needs nothing, 'signed' the merchant's request signature, 'session' a signature and a
 * player's session, 'cashier' a signature and a shop cashier's session (X-Cashier-Token), 'operator' the operator
 * token, 'local' this machine or the operator token.
 */
export type Access = 'public' | 'signed' | 'session' | 'cashier' | 'operator' | 'local';

type AnyStruct = Struct<any, any>;

/** A refusal the endpoint may give: its status, its code and the English text of spec §8 when it has one. */
export interface Refusal {
  status: number;
  code: string;
  text?: string;
}

/**
 * The refusal every endpoint may give (issue 28): the server is too busy to take the request now (the work queued
 * ahead of it, or the event loop's lag, is past its bound). Sent with Retry-After; the request did nothing, so
 * the client sends it again (a money command with the same Idempotency-Key).
 */
export const OVERLOADED = { status: 503, code: 'OVERLOADED', text: 'The server is busy; try again shortly' } as const satisfies Refusal;

/** Refusals shared by every endpoint, declared here once (the OpenAPI document adds them to each operation). */
export const SHARED_REFUSALS: readonly Refusal[] = [OVERLOADED];

/** The failure of one field: where (path from the part's root) and what was sent. */
export interface FieldFailure {
  path: readonly (string | number)[];
  value: unknown;
}

export interface FieldRefusal {
  code: string;
  text: string | ((failure: FieldFailure) => string);
}

/** Answers by status: a struct for a JSON answer, a string for another media type (e.g. text/html). */
export type Answers = Readonly<Record<number, AnyStruct | string>>;

/**
 * Where an endpoint lives and what it answers: the part of its declaration a client needs to call it. Declared
 * apart (schema/endpoints/reads.ts) for the calls the client's home route makes, and spread into the endpoint.
 */
export interface Call<R extends Answers = Answers> {
  readonly method: Method;
  readonly path: string;
  readonly responses: R;
}

export interface Endpoint<
  P extends AnyStruct | undefined = AnyStruct | undefined,
  Q extends AnyStruct | undefined = AnyStruct | undefined,
  B extends AnyStruct | undefined = AnyStruct | undefined,
  R extends Answers = Answers,
> {
  /** Unique name (the OpenAPI operationId). */
  readonly id: string;
  readonly method: Method;
  /** Path as Fastify writes it: /api/v1/tickets/:id. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: Access;
  /**
   * An operator endpoint's permission (schema/operator-access.ts): the caller's roles (a person's, or the
   * operator token's scope) must grant it; required on every 'operator' endpoint (tests/architecture.test.ts).
   */
  readonly permission?: OperatorRule;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** The request headers the endpoint reads (names in lower case); others pass untouched. */
  readonly headers?: AnyStruct;
  /** Answers by status; a struct for JSON answers, a string for another media type (e.g. text/html). */
  readonly responses: R;
  /** Refusals beyond the body shape (documented; the server answers them with ApiError bodies). */
  readonly refusals?: readonly Refusal[];
  /** How a malformed top-level field (body or query) is refused (default VALIDATION_FAILED naming the field). */
  readonly invalid?: Readonly<Record<string, FieldRefusal>>;
  /** Not in OpenAPI's request/response model (the socket upgrade): documented only. */
  readonly note?: string;
}

export type ParamsOf<E> = E extends Endpoint<infer P, any, any> ? (P extends AnyStruct ? Infer<P> : unknown) : never;
export type QueryOf<E> = E extends Endpoint<any, infer Q, any> ? (Q extends AnyStruct ? Infer<Q> : unknown) : never;
export type BodyOf<E> = E extends Endpoint<any, any, infer B> ? (B extends AnyStruct ? Infer<B> : unknown) : never;
/** The decoded type of an endpoint's (or a call's) answer with status S (e.g. AnswerOf<typeof Login, 200>). */
export type AnswerOf<E, S extends number> = E extends { readonly responses: infer R }
  ? S extends keyof R
    ? R[S] extends Struct<infer T, any>
      ? T
      : never
    : never
  : never;

/** Declares an endpoint (identity: the value is the declaration; the function only fixes the types). */
export function endpoint<
  P extends AnyStruct | undefined = undefined,
  Q extends AnyStruct | undefined = undefined,
  B extends AnyStruct | undefined = undefined,
  R extends Answers = Answers,
>(def: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return def;
}

/** A text of at most `max` characters (and at least `min`). */
export const Text = (max: number, min = 0, json: Record<string, unknown> = {}): Struct<string, null> =>
  annotated(size(string(), min, max), { ...(min > 0 ? { minLength: min } : {}), maxLength: max, ...json }) as Struct<string, null>;

/**
 * superstruct's coerce(struct, condition, fn) with a plain test in place of `condition`: coerce() tests it with
 * is(), which builds a StructError each time the value does not match — every absent query field of every request
 * (measured: ~25 µs a field, a seventh of a cached catalogue read's CPU).
 */
export function coerceWhen<T, S>(struct: Struct<T, S>, when: (value: unknown) => boolean, fn: (value: never) => unknown): Struct<T, S> {
  return new Struct({ ...struct, coercer: (value, ctx) => struct.coercer(when(value) ? fn(value as never) : value, ctx) });
}

export const isText = (value: unknown): value is string => typeof value === 'string';

/** A whole number in a query string or path ('20' → 20), within bounds. */
export const QueryInt = (min: number, max = Number.MAX_SAFE_INTEGER): Struct<number, null> =>
  coerceWhen(
    annotated(size(integer(), min, max), { minimum: min, ...(max < Number.MAX_SAFE_INTEGER ? { maximum: max } : {}) }),
    isText,
    (s: string) => (/^-?\d+$/.test(s) ? Number(s) : s),
  ) as Struct<number, null>;

/** A boolean in a query string ('true' / 'false' / '1' / '0'). */
export const QueryBool: Struct<boolean, null> = coerceWhen(boolean(), isText, (s: string) =>
  s === 'true' || s === '1' ? true : s === 'false' || s === '0' ? false : s,
);

/** A number in a JSON body. */
export const Amount = (min: number, max: number): Struct<number, null> =>
  annotated(size(number(), min, max), { minimum: min, maximum: max }) as Struct<number, null>;

/** A list of `min` to `max` items; the bounds reach the JSON Schema (minItems/maxItems), unlike size(array()). */
export function List<T>(item: Struct<T, unknown>, min: number, max: number): Struct<T[], Struct<T, unknown>> {
  const list = size(array(item), min, max);
  // array() iterates its items through a closure, so `schema` is free to carry the bounds beside the item struct.
  return new Struct({ ...list, schema: { item, json: { minItems: min, maxItems: max } } as unknown as Struct<T, unknown> });
}
