// Boundary and garbage values derived from a field's JSON Schema: one below the minimum and one above the
// maximum (and the edges themselves), a text one too short or too long, a pattern or format broken, the wrong
// JSON type, near-misses of an enum ('single', 'SINGLE ', 'SINGL'), an object missing a required field or
// carrying one it does not allow. The mutations below put them into a request's path, query, headers or body
// by the route's schemas, so every declared field is pushed at its own edges.
import { asText, bounds, member, nullable, typeOf, validValue } from './schema-values.mjs';

const WRONG_TYPE = {
  string: [0, 1.5, true, [], {}],
  integer: ['abc', '1', true, [], {}, 1.5],
  number: ['abc', '1', true, [], {}],
  boolean: ['true', 'yes', 0, 1, [], {}],
  array: [{}, 'x', 0, true],
  object: [[], 'x', 0, true],
};
const BROKEN_FORMAT = {
  'date-time': ['2026-02-30', '2026-13-01T00:00:00Z', '2026-11-21T25:00:00Z', '2026-11-21T00:00:00+24:00', 'yesterday', '0000-00-00'],
  date: ['2026-02-30', '20261121'],
  uri: ['not a url', 'javascript:alert(1)', 'https://'],
  url: ['not a url'],
  email: ['@', 'a@'],
};
const BROKEN_PATTERN = [' ', '\u0000x', 'a\u0000', '\u007f', '\t', 'a b', '\u00a0'];

function nearMisses(value) {
  if (typeof value !== 'string') {
    return [String(value), value === 0 ? 1 : 0];
  }
  return [value.toUpperCase(), value.toLowerCase(), ` ${value}`, `${value} `, value.slice(0, -1), `${value}x`, ''].filter((v) => v !== value);
}

function numberEdges(schema, integer) {
  const { min, max, step } = bounds(schema);
  const out = [2 ** 53 + 1, -(2 ** 53) - 1, 1e308, -1e308];
  if (min !== undefined) {
    out.push(min, min - step, min - 1, ...(schema.exclusiveMinimum === undefined ? [] : [schema.exclusiveMinimum]));
  }
  if (max !== undefined) {
    out.push(max, max + step, max + 1);
  }
  const near = min ?? 0;
  out.push(integer ? near + 0.5 : near + (schema.multipleOf ?? 0.01) / 10, -1, 0);
  return out;
}

function objectEdges(schema, rng) {
  const valid = validValue(schema, rng);
  const out = (schema.required ?? []).map((name) => {
    const { [name]: _dropped, ...rest } = valid;
    return rest;
  });
  if (schema.additionalProperties === false) {
    out.push({ ...valid, unexpected: 1 });
  }
  return out;
}

/** Values `schema` refuses, or sits at the edge of: JS values for a JSON body (asText makes query text of them). */
export function invalidValues(schema, rng) {
  const out = nullable(schema) ? [] : [null];
  if ('const' in schema) {
    return [...out, ...nearMisses(schema.const)];
  }
  if (Array.isArray(schema.enum)) {
    return [...out, ...nearMisses(rng.pick(schema.enum)), 0, true, [schema.enum[0]]];
  }
  if (Array.isArray(schema.anyOf)) {
    return [...out, ...invalidValues(member(schema, rng), rng).filter((v) => v !== null)];
  }
  const type = typeOf(schema);
  out.push(...(WRONG_TYPE[type] ?? []));
  switch (type) {
    case 'string': {
      const min = schema.minLength ?? 0;
      out.push(
        ...(min > 0 ? ['x'.repeat(min - 1)] : []),
        ...(schema.maxLength === undefined ? ['x'.repeat(10_000)] : ['x'.repeat(schema.maxLength), 'x'.repeat(schema.maxLength + 1)]),
      );
      out.push(...(schema.pattern ? BROKEN_PATTERN : []), ...(BROKEN_FORMAT[schema.format] ?? []));
      break;
    }
    case 'integer':
      out.push(...numberEdges(schema, true));
      break;
    case 'number':
      out.push(...numberEdges(schema, false));
      break;
    case 'array': {
      const item = schema.items ? validValue(schema.items, rng) : 1;
      // Superstruct's size() on a list does not reach the JSON Schema; 1,001 items exceeds every declared list.
      out.push(
        [],
        new Array((schema.maxItems ?? 1_000) + 1).fill(item),
        ...(schema.items
          ? invalidValues(schema.items, rng)
              .slice(0, 6)
              .map((v) => [v])
          : []),
      );
      break;
    }
    case 'object':
      out.push(...objectEdges(schema, rng));
      break;
    default:
      break;
  }
  return out;
}

/** Every field of a body with its schema, present or not: [path, schema] (nested objects and present list items). */
function bodyFields(schema, value, path = [], out = []) {
  if (schema === undefined || path.length > 6) {
    return out;
  }
  out.push([path, schema]);
  const type = typeOf(schema);
  if (type === 'object' && schema.properties) {
    for (const [name, field] of Object.entries(schema.properties)) {
      bodyFields(field, value?.[name], [...path, name], out);
    }
  } else if (type === 'array' && schema.items && Array.isArray(value)) {
    value.forEach((item, i) => {
      bodyFields(schema.items, item, [...path, i], out);
    });
  }
  return out;
}

function setAt(root, path, value) {
  if (path.length === 0) {
    return value;
  }
  const copy = root !== null && typeof root === 'object' ? structuredClone(root) : {};
  let parent = copy;
  for (const key of path.slice(0, -1)) {
    parent[key] = parent[key] !== null && typeof parent[key] === 'object' ? parent[key] : {};
    parent = parent[key];
  }
  parent[path[path.length - 1]] = value;
  return copy;
}

/** encodeURIComponent, or every UTF-8 byte percent-encoded when the text has a lone surrogate (which it refuses). */
export const urlEncode = (text) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
};

/** Which boundary mutations fit `req` (by the route's schemas), with their weights. */
export function boundaryOptions(req) {
  const s = req.schemas ?? {};
  return [
    ...(s.body ? [['body-boundary', 6]] : []),
    ...(Object.keys(s.query?.properties ?? {}).length > 0 ? [['query-boundary', 5]] : []),
    ...(req.params.length > 0 ? [['param-boundary', 3]] : []),
    ...(Object.keys(s.headers?.properties ?? {}).length > 0 ? [['header-boundary', 1]] : []),
  ];
}

/** Applies the boundary mutation `name` to `req` in place. */
export function applyBoundary(name, req, rng) {
  const s = req.schemas;
  if (name === 'body-boundary') {
    const [path, schema] = rng.pick(bodyFields(s.body, req.body));
    req.body = setAt(req.body, path, rng.pick(invalidValues(schema, rng)));
  } else if (name === 'query-boundary') {
    const [key, schema] = rng.pick(Object.entries(s.query.properties));
    const value = rng.pick(invalidValues(schema, rng));
    const texts = Array.isArray(value) ? (value.length > 0 ? value.slice(0, 3) : ['']) : [value];
    req.query = [...req.query.filter(([k]) => k !== key), ...texts.map((v) => [key, urlEncode(asText(v))])];
  } else if (name === 'param-boundary') {
    const param = rng.pick(req.params);
    param.value = urlEncode(asText(rng.pick(invalidValues(s.params.properties[param.name] ?? {}, rng))));
  } else if (name === 'header-boundary') {
    const [key, schema] = rng.pick(Object.entries(s.headers.properties));
    // A header cannot carry a line break (it would end the header); everything else goes on the wire as is.
    const value = asText(rng.pick(invalidValues(schema, rng))).replace(/[\r\n]/g, '');
    req.headers[key] = value;
  }
}
