// Calls built from the endpoint declarations (schema/endpoints/): the client takes each call's method and path
// and the struct its answer decodes with from the declaration the server validates with (or from its call part,
// schema/endpoints/reads.ts, on the home route), so the two sides cannot drift. Invariants: every path parameter
// is filled and URI-encoded (the types demand each one: a call without them does not compile); the success
// struct is the 200 answer declared, else the 201.
import type { Struct } from 'superstruct';
import type { AnswerOf, Call } from '../schema/endpoint.ts';
import type { ApiClient, RequestOptions } from './http.ts';

/** The `:name` parameters of a path written as a literal ('/a/:id/b' → 'id'). */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** [the decoded value] of a params struct, [] when there is none. */
type StructArgs<P> = [NonNullable<P>] extends [never] ? [] : NonNullable<P> extends Struct<infer V, unknown> ? [V] : [];

/** The values a call's path needs, by name (none: no argument); a whole endpoint's path: by its params struct. */
export type ParamArgs<C extends Call> = string extends C['path']
  ? StructArgs<C extends { params?: infer P } ? P : undefined>
  : [PathParams<C['path']>] extends [never]
    ? []
    : [Record<PathParams<C['path']>, string>];

/** The decoded type of a call's success answer. */
export type SuccessOf<C extends Call> = AnswerOf<C, Extract<keyof C['responses'], 200 | 201>>;

/** The call's path with its parameters filled and URI-encoded: pathOf(TicketByReference, { reference: 'ABC 1' }). */
export function pathOf<C extends Call>(call: C, ...[params]: ParamArgs<C>): string {
  return call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent((params as Record<string, string>)[name] ?? ''));
}

/** The struct the success answer (200, else 201) of a call decodes with. */
export function answerOf<C extends Call>(call: C): Struct<SuccessOf<C>, unknown> {
  return (call.responses[200] ?? call.responses[201]) as Struct<SuccessOf<C>, unknown>;
}

/** The path and answer struct of a cached read (a ResourceDef's: the engine GETs it). */
export function readOf<C extends Call>(call: C, ...[params]: ParamArgs<C>): { path: string; struct: Struct<SuccessOf<C>, unknown> } {
  return { path: (pathOf as (c: C, p?: unknown) => string)(call, params), struct: answerOf(call) };
}

/** Sends a declared call with the signed client: its method and path (parameters filled); the raw answer. */
export function send<C extends Call>(api: ApiClient, call: C, options: RequestOptions = {}, ...[params]: ParamArgs<C>): Promise<unknown> {
  const path = (pathOf as (c: C, p?: unknown) => string)(call, params);
  return api.request(call.method as 'GET' | 'POST' | 'PUT', path, options);
}
