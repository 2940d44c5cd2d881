// The OpenAPI 3.1 document, generated from the endpoint declarations (schema/endpoints/): paths, parameters,
// bodies and answers are the JSON Schemas derived from the same structs the server validates with, so the
// document cannot drift from what the server does. Built once per process (declarations do not change).
import type { Struct } from 'superstruct';
import { type Access, type Endpoint, SHARED_REFUSALS } from '../../../schema/endpoint.ts';
import { toJsonSchema, type JsonSchema } from '../../../schema/json-schema.ts';

// biome-ignore lint/suspicious/noExplicitAny: any declared struct (Struct<T, S> takes no wider type argument); each is only read
type AnyStruct = Struct<any, any>;

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Refused: the request is malformed or breaks a rule (see the codes)',
  401: 'No valid signature or session',
  403: 'Not allowed for this player or merchant',
  404: 'Not found',
  409: 'Conflicts with what is stored',
  429: 'Too many requests (Retry-After says when to come back)',
  503: 'Not available right now',
};

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  signed: [{ merchantId: [], timestamp: [], signature: [] }],
  session: [
    { merchantId: [], timestamp: [], signature: [], session: [] },
    { merchantId: [], timestamp: [], signature: [], sessionQuery: [] },
  ],
  cashier: [{ merchantId: [], timestamp: [], signature: [], cashier: [] }],
  operator: [{ operator: [] }],
  local: [{}, { operator: [] }],
};

const SECURITY_SCHEMES = {
  merchantId: { type: 'apiKey', in: 'header', name: 'X-Merchant-ID', description: 'The merchant the request is signed for.' },
  timestamp: { type: 'apiKey', in: 'header', name: 'X-Timestamp', description: 'Milliseconds since the epoch; older than 5 minutes is refused.' },
  signature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Signature',
    description:
      'HMAC-SHA256 hex of body + timestamp + merchant id, keyed by the merchant API key (body empty for GET). Each signature is accepted once.',
  },
  session: { type: 'apiKey', in: 'header', name: 'X-Auth-Token', description: "The player's session token." },
  sessionQuery: { type: 'apiKey', in: 'query', name: 'session_token', description: "The player's session token as a query parameter (spec §7)." },
  cashier: { type: 'apiKey', in: 'header', name: 'X-Cashier-Token', description: "A shop cashier's session token." },
  operator: { type: 'http', scheme: 'bearer', description: 'The operator token (OPERATOR_TOKEN).' },
};

/** /api/v1/tickets/:id → /api/v1/tickets/{id} */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

function parameters(where: 'path' | 'query' | 'header', struct: AnyStruct | undefined): JsonSchema[] {
  if (struct === undefined) {
    return [];
  }
  const schema = toJsonSchema(struct);
  const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function answer(status: number, shape: AnyStruct | string, codes: string[]): JsonSchema {
  const description = [STATUS_TEXT[status] ?? `HTTP ${status}`, codes.length ? `Codes: ${codes.join(', ')}.` : ''].filter(Boolean).join('. ');
  const content = typeof shape === 'string' ? { [shape]: { schema: { type: 'string' } } } : { 'application/json': { schema: toJsonSchema(shape) } };
  return { description, content };
}

function operation(e: Endpoint, errorShape: AnyStruct): JsonSchema {
  const codesBy = new Map<number, string[]>();
  for (const r of [...(e.refusals ?? []), ...Object.values(e.invalid ?? {}).map((r) => ({ status: 400, code: r.code })), ...SHARED_REFUSALS]) {
    codesBy.set(r.status, [...new Set([...(codesBy.get(r.status) ?? []), r.code])]);
  }
  if (e.params || e.query || e.body || e.headers) {
    codesBy.set(400, [...new Set([...(codesBy.get(400) ?? []), 'VALIDATION_FAILED'])]);
  }
  const responses: Record<string, JsonSchema> = {};
  for (const [status, shape] of Object.entries(e.responses)) {
    responses[status] = answer(Number(status), shape, codesBy.get(Number(status)) ?? []);
  }
  for (const [status, codes] of codesBy) {
    responses[String(status)] ??= answer(status, errorShape, codes);
  }
  return {
    operationId: e.id,
    summary: e.summary,
    tags: [e.tag],
    ...(e.note ? { description: e.note } : {}),
    parameters: [...parameters('path', e.params), ...parameters('query', e.query), ...parameters('header', e.headers)],
    ...(e.body ? { requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(e.body) } } } } : {}),
    responses,
    security: SECURITY[e.access],
  };
}

export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
}

export function openApiDocument(endpoints: readonly Endpoint[], info: OpenApiInfo, errorShape: AnyStruct): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const e of endpoints) {
    const path = openApiPath(e.path);
    paths[path] = { ...paths[path], [e.method.toLowerCase()]: operation(e, errorShape) };
  }
  const tags = [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name }));
  return { openapi: '3.1.0', info, servers: [{ url: '/' }], tags, paths, components: { securitySchemes: SECURITY_SCHEMES } };
}
