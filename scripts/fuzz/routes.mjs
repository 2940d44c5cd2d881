// The fuzzer's routes, generated from the endpoint declarations (schema/endpoints/, ENDPOINTS): method, path,
// how a request is authenticated (the declaration's access), and the JSON Schema of each request part (params,
// query, body, headers) that the base request and the boundary mutations are made from. No route is written
// here: a new declaration is fuzzed as it is. A socket is recognised by its declaration too: an endpoint that
// refuses a plain request with 426 is a WebSocket handshake.
import { toJsonSchema } from '../../schema/json-schema.ts';
import { BODY_OVERRIDES, fillerFor, sessionFor } from './fillers.mjs';
import { validObject, validValue } from './schema-values.mjs';

const PARTS = ['params', 'query', 'body', 'headers'];

const isSocket = (endpoint) => endpoint.responses[426] !== undefined || (endpoint.refusals ?? []).some((r) => r.code === 'UPGRADE_REQUIRED');

/**
 * One route per declared endpoint: {id, method, path, access, socket, schemas: {params, query, body, headers}}
 * (a part the endpoint does not take is undefined; path parameters named in the path but not declared still
 * get a text schema, so every :name is filled).
 */
export function routesFrom(endpoints) {
  return endpoints.map((endpoint) => {
    const schemas = Object.fromEntries(PARTS.map((part) => [part, endpoint[part] ? toJsonSchema(endpoint[part]) : undefined]));
    const names = [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => name);
    if (names.length > 0) {
      const declared = schemas.params?.properties ?? {};
      schemas.params = {
        type: 'object',
        required: names,
        properties: Object.fromEntries(names.map((n) => [n, declared[n] ?? { type: 'string', minLength: 1, maxLength: 64 }])),
      };
    }
    return {
      id: endpoint.id,
      method: endpoint.method,
      path: endpoint.path,
      access: endpoint.access,
      socket: isSocket(endpoint),
      schemas,
    };
  });
}

/**
 * A valid request for `route` as plain values (not yet encoded): {params, query, headers, body, session}.
 * Path parameters and required fields always; optional query parameters and headers each with probability 0.7
 * (independent filters); a body's optional fields with a real value always (they describe one thing together).
 */
export function baseRequest(route, ctx, rng) {
  const request = { session: sessionFor(route.id, ctx), routeId: route.id };
  const fill = fillerFor(ctx, rng, request);
  const { params, query, body, headers } = route.schemas;
  request.params = params ? validObject(params, rng, fill, { optional: 1, fillerAlways: true }) : {};
  request.query = query ? validObject(query, rng, fill, { optional: 0.7, fillerAlways: false }) : {};
  request.headers = headers ? validObject(headers, rng, fill, { optional: 0.7, fillerAlways: false }) : {};
  const override = BODY_OVERRIDES[route.id];
  // An override may decline (undefined: e.g. no open LotoFoot week); the declaration then makes the body.
  const overridden = override?.(ctx, rng);
  request.body = overridden !== undefined ? overridden : body ? validValue(body, rng, fill) : undefined;
  return request;
}
