// JSON Schema (2020-12, as OpenAPI 3.1 uses it) derived from superstruct structs, so an endpoint's shapes are
// written once (schema/endpoints/) and the server's edge validation, the OpenAPI document and the client's
// decoding all read the same declaration. Superstruct keeps little about a struct besides its `type` and
// `schema`, so: optional/nullable/defaulted are found by trying undefined and null; scalar structs made with
// `annotated()` carry their JSON fragment (length, range, pattern, description) in `schema`, which superstruct
// leaves unused for scalars and copies through optional/nullable/defaulted/refine/coerce; unions made with
// `oneOf()` keep their members there too.
import { Struct, union, validate } from 'superstruct';

export type JsonSchema = Record<string, unknown>;

interface Annotation {
  json: JsonSchema;
}

const SCALARS = new Set(['string', 'number', 'integer', 'boolean', 'any', 'unknown']);

/** A scalar struct with its JSON Schema fragment (e.g. {maxLength: 20} or {description}) attached. */
export function annotated<T, S>(struct: Struct<T, S>, json: JsonSchema): Struct<T, S> {
  if (!SCALARS.has(struct.type)) {
    throw new Error(`annotated() is for scalar structs, not '${struct.type}'`);
  }
  const before = (struct.schema as Annotation | null)?.json ?? {};
  return new Struct({ ...struct, schema: { json: { ...before, ...json } } as unknown as S });
}

/** A union whose members stay readable for the JSON Schema (superstruct's union() forgets them). */
export function oneOf<A, B>(a: Struct<A, unknown>, b: Struct<B, unknown>): Struct<A | B, null> {
  const u = union([a, b]) as unknown as Struct<A | B, null>;
  return new Struct({ ...u, schema: { members: [a, b] } as unknown as null });
}

/** What a value may be left out as: undefined when the struct accepts absence, with the default it fills in. */
function absence(struct: Struct<unknown, unknown>): { optional: boolean; fallback: unknown } {
  const [error, value] = validate(undefined, struct, { coerce: true });
  return { optional: error === undefined, fallback: value };
}

const acceptsNull = (struct: Struct<unknown, unknown>): boolean => validate(null, struct)[0] === undefined;

function objectSchema(fields: Record<string, Struct<unknown, unknown>>, closed: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(fields)) {
    const { optional, fallback } = absence(field);
    properties[key] = toJsonSchema(field);
    if (!optional) {
      required.push(key);
    } else if (fallback !== undefined && fallback !== null && typeof fallback !== 'object') {
      properties[key] = { ...properties[key], default: fallback };
    }
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}), ...(closed ? { additionalProperties: false } : {}) };
}

function bare(struct: Struct<unknown, unknown>): JsonSchema {
  const schema = struct.schema as unknown;
  switch (struct.type) {
    case 'object':
    case 'type':
      return schema ? objectSchema(schema as Record<string, Struct<unknown, unknown>>, struct.type === 'object') : { type: 'object' };
    case 'array': {
      const bounded = schema as { item?: Struct<unknown, unknown>; json?: JsonSchema } | null;
      const item = schema instanceof Struct ? schema : bounded?.item;
      return { type: 'array', ...(item ? { items: toJsonSchema(item) } : {}), ...bounded?.json };
    }
    case 'enums':
      return { enum: Object.values(schema as Record<string, unknown>) };
    case 'literal':
      return { const: schema };
    case 'record':
      return { type: 'object' };
    case 'union': {
      const members = (schema as { members?: Struct<unknown, unknown>[] } | null)?.members;
      return members ? { anyOf: members.map(toJsonSchema) } : {};
    }
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
      return { type: struct.type, ...(schema as Annotation | null)?.json };
    default:
      return { ...(schema as Annotation | null)?.json };
  }
}

/** The JSON Schema of a struct (nullable ones also allow null). */
export function toJsonSchema(struct: Struct<unknown, unknown>): JsonSchema {
  const out = bare(struct);
  if (!acceptsNull(struct)) {
    return out;
  }
  if (typeof out['type'] === 'string') {
    return { ...out, type: [out['type'], 'null'] };
  }
  if (Array.isArray(out['type'])) {
    return out;
  }
  return { anyOf: [out, { type: 'null' }] };
}
