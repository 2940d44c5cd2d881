// The server's side of the one contract (schema/endpoints/): every API route is registered with route(),
// which hands Fastify the endpoint's JSON Schemas (derived from its structs) and validates each request part
// with the structs themselves, coercing query strings and path parameters. A malformed part is a 400
// {error, code} naming the field, never echoing its value; the code is the endpoint's own for that field
// (INVALID_SELECTIONS, …) or VALIDATION_FAILED. Every registered route is listed (contractRoutes) so a test
// can prove no /api route lacks a declaration.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import { validate, type Struct } from 'superstruct';
import type { BodyOf, Endpoint, ParamsOf, QueryOf } from '../../schema/endpoint.ts';
import { toJsonSchema } from '../../schema/json-schema.ts';
import { HttpError } from './errors.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  endpoint: Endpoint | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far, with the endpoint it was declared by (null when none). */
    contractRoutes: RegisteredRoute[];
  }
  interface FastifyContextConfig {
    endpoint?: Endpoint;
  }
}

type Part = 'params' | 'querystring' | 'body' | 'headers';

/** Structs by "METHOD url part"; the validator compiler only gets method, url and part. */
const structs = new Map<string, { struct: Struct<unknown, unknown>; endpoint: Endpoint }>();
const keyOf = (method: string, url: string, part: string): string => `${method === 'HEAD' ? 'GET' : method} ${url} ${part}`;

function refusal(endpoint: Endpoint, part: Part, path: readonly (string | number)[], value: unknown): HttpError {
  if (part === 'body' && path.length === 0) {
    return new HttpError(400, 'VALIDATION_FAILED', 'Invalid request: a JSON object body is required');
  }
  const special = part === 'body' || part === 'querystring' ? endpoint.invalid?.[String(path[0])] : undefined;
  if (special !== undefined) {
    return new HttpError(400, special.code, typeof special.text === 'string' ? special.text : special.text({ path, value }));
  }
  const where = part === 'headers' ? `header ${path.join('.')}` : path.join('.') || part;
  return new HttpError(400, 'VALIDATION_FAILED', `Invalid request: ${where} ${value === undefined ? 'is required' : 'is not valid'}`);
}

/** Distinct accepted query strings / paths remembered per route part (then the memory starts over), each short. */
const MEMO_SIZE = 2_000;
const MEMO_KEY_CHARS = 512;

/**
 * Query strings and path parameters repeat (every phone asks the same catalogue URLs): an accepted one is
 * remembered by its text, and a repeat gets a shallow copy of the decoded value without running the structs
 * (which cost more than the rest of a cached answer). Bodies and headers are always checked afresh.
 */
function memoised(check: (data: unknown) => { value?: unknown; error?: Error }): (data: unknown) => { value?: unknown; error?: Error } {
  const memo = new Map<string, Record<string, unknown>>();
  return (data) => {
    const key = JSON.stringify(data) ?? '';
    if (key.length > MEMO_KEY_CHARS) {
      return check(data);
    }
    const known = memo.get(key);
    if (known !== undefined) {
      return { value: { ...known } };
    }
    const result = check(data);
    const value = result.value;
    if (result.error === undefined && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      if (memo.size >= MEMO_SIZE) {
        memo.clear();
      }
      memo.set(key, { ...(value as Record<string, unknown>) });
    }
    return result;
  };
}

function validatorFor(method: string, url: string, part: Part): (data: unknown) => { value?: unknown; error?: Error } {
  const check = checkerFor(method, url, part);
  return part === 'params' || part === 'querystring' ? memoised(check) : check;
}

function checkerFor(method: string, url: string, part: Part): (data: unknown) => { value?: unknown; error?: Error } {
  const entry = structs.get(keyOf(method, url, part));
  if (entry === undefined) {
    throw new Error(`${method} ${url}: a ${part} schema without an endpoint declaration (use route())`);
  }
  return (data) => {
    let checked: ReturnType<typeof validate>;
    try {
      checked = validate(part === 'body' && data === null ? undefined : data, entry.struct, { coerce: true });
    } catch {
      // superstruct prints the refused value into its message; a value nested thousands of levels deep (still
      // inside the body limit) overflows the stack there. Such a value is malformed whatever the field.
      return {
        error: new HttpError(400, 'VALIDATION_FAILED', `Invalid request: the ${part === 'querystring' ? 'query' : part} is nested too deeply`),
      };
    }
    const [error, value] = checked;
    if (error !== undefined) {
      const failure = error.failures()[0] ?? error;
      return { error: refusal(entry.endpoint, part, failure.path, failure.value) };
    }
    // Headers are checked, not replaced: the handler reads them as Node parsed them.
    return part === 'headers' ? {} : { value };
  };
}

export function registerContract(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('contractRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({ method: String(method), url: route.url, endpoint: route.config?.endpoint ?? null });
    }
  });
}

type RequestOf<E> = FastifyRequest<{ Params: ParamsOf<E>; Querystring: QueryOf<E>; Body: BodyOf<E> }>;

export interface RouteOptions {
  /** Runs first, before the body is read (e.g. to answer a stranger as if the route did not exist). */
  onRequest?: onRequestHookHandler;
  /** Runs before the request is checked against its declaration (e.g. to count every attempt). */
  preValidation?: preValidationHookHandler;
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  websocket?: boolean;
  wsHandler?: unknown;
  /** Also serve the path with a trailing slash (gateway callbacks: a 301 for it would lose them). */
  trailingSlash?: boolean;
}

/** Registers a route from its declaration; the handler gets the decoded params, query and body. */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (request: RequestOf<E>, reply: FastifyReply) => unknown,
  options: RouteOptions = {},
): void {
  const { trailingSlash, ...hooks } = options;
  for (const url of trailingSlash === true ? [endpoint.path, `${endpoint.path}/`] : [endpoint.path]) {
    registerRoute(app, endpoint, url, handler, hooks);
  }
}

function registerRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  url: string,
  handler: (request: RequestOf<E>, reply: FastifyReply) => unknown,
  options: Omit<RouteOptions, 'trailingSlash'>,
): void {
  const schema: Record<string, unknown> = {};
  const parts: [Part, Struct<unknown, unknown> | undefined][] = [
    ['params', endpoint.params],
    ['querystring', endpoint.query],
    ['body', endpoint.body],
    ['headers', endpoint.headers],
  ];
  for (const [part, struct] of parts) {
    if (struct !== undefined) {
      structs.set(keyOf(endpoint.method, url, part), { struct, endpoint });
      schema[part] = toJsonSchema(struct);
    }
  }
  const shorthand: RouteShorthandOptions = {
    schema,
    config: { endpoint },
    validatorCompiler: ({ method, url, httpPart }) => validatorFor(String(method), url, httpPart as Part),
  };
  app.route({
    ...shorthand,
    ...options,
    method: endpoint.method,
    url,
    handler: handler as never,
  } as never);
}
