// The fuzzer's mutations, driven by the run's seeded generator (scripts/harness/rng.mjs), so --seed replays a run.
// A request starts valid (routes.mjs: made from the endpoint's declaration with real ids) and gets one to three
// mutations: the field's own boundaries from its JSON Schema (boundary.mjs), wrong types, missing fields, NUL bytes, 100 KB strings and 10,000-element arrays, JSON nested
// 10,000 deep, NaN/Infinity/1e308/-0 as raw JSON tokens, wrong content types, invalid UTF-8, bad
// percent-encoding in the path and query, path-parameter garbage, other and unknown methods, bad headers.
import { applyBoundary, boundaryOptions } from './boundary.mjs';

// Raw JSON tokens JSON.stringify cannot write: a placeholder string is swapped for the token after serialising.
const RAW_TOKENS = ['NaN', 'Infinity', '-Infinity', '-0', '1e309', '-1e309', '1e-400', '123456789012345678901234567890', '0x10', 'undefined', '01'];
const rawMark = (i) => `@@RAW${i}@@`;
export function serialise(value) {
  let text = JSON.stringify(value) ?? '';
  RAW_TOKENS.forEach((token, i) => {
    text = text.replaceAll(`"${rawMark(i)}"`, token);
  });
  return text;
}

const HUGE = 'x'.repeat(100_000);
const deepArray = (depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth));
/** Values that can stand where any field was: each is a JS value JSON.stringify can write (or a raw mark). */
export function garbageValue(rng) {
  return rng.pick([
    () => null,
    () => true,
    () => false,
    () => 0,
    () => -1,
    () => 1,
    () => 0.5,
    () => 1e308,
    () => -1e308,
    () => 2 ** 53 + 1,
    () => rawMark(rng.int(0, RAW_TOKENS.length - 1)),
    () => '',
    () => ' ',
    () => '\u0000',
    () => `a\u0000b`,
    () => HUGE,
    () => '\ud800',
    () => '😀',
    () => 'ሰላም',
    () => "' OR 1=1 --",
    () => '../../etc/passwd',
    () => '%00',
    () => 'Infinity',
    () => '1e308',
    () => 'NaN',
    () => '-0',
    () => '9'.repeat(400),
    () => [],
    () => [1, 2, 3],
    () => ({}),
    () => ({ a: 1 }),
    () => new Array(10_000).fill(1),
    () => ['\u0000'],
    () => ({ '\u0000': 1 }),
    () => ({ ['__proto__']: { polluted: true } }),
    () => deepArray(rng.int(50, 2_000)),
    () => 'A'.repeat(rng.int(60, 300)),
  ])();
}

/** Every path inside a JSON value (arrays and objects), for "change one field somewhere". */
function fieldPaths(value, prefix = [], out = []) {
  if (value !== null && typeof value === 'object' && prefix.length < 6) {
    for (const key of Object.keys(value)) {
      out.push([...prefix, key]);
      fieldPaths(value[key], [...prefix, key], out);
    }
  }
  return out;
}

function mutateBodyValue(body, rng) {
  const copy = body === undefined ? {} : structuredClone(body);
  const paths = fieldPaths(copy);
  if (paths.length === 0 || rng.chance(0.15)) {
    return rng.chance(0.5) ? garbageValue(rng) : { ...copy, [rng.pick(['__proto__', 'constructor', 'extra', '', 'a\u0000'])]: garbageValue(rng) };
  }
  const path = rng.pick(paths);
  let parent = copy;
  for (const key of path.slice(0, -1)) {
    parent = parent[key];
  }
  const last = path[path.length - 1];
  if (rng.chance(0.2)) {
    delete parent[last];
  } else {
    parent[last] = garbageValue(rng);
  }
  return copy;
}

const INVALID_UTF8 = [[0xff], [0xfe, 0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0x80], [0xe2, 0x82]];

/** A whole body that is not what the route takes: not JSON, deep JSON, invalid UTF-8, over the size limit. */
function rawBody(req, rng) {
  const depth = req.bodyLimit > 20_000 ? 10_000 : 8_000;
  return rng.pick([
    () => Buffer.from('{'),
    () => Buffer.from('}{'),
    () => Buffer.from('[]'),
    () => Buffer.from('null'),
    () => Buffer.from('"text"'),
    () => Buffer.from('{"a":1,"a":2}'),
    () => Buffer.from('{"__proto__":{"x":1}}'),
    () => Buffer.from('{"constructor":{"prototype":{"x":1}}}'),
    () => Buffer.from('['.repeat(depth) + ']'.repeat(depth)),
    () => Buffer.from(`${'{"a":'.repeat(Math.floor(depth / 2))}1${'}'.repeat(Math.floor(depth / 2))}`),
    () => Buffer.concat([Buffer.from('{"phone":"09'), Buffer.from(rng.pick(INVALID_UTF8)), Buffer.from('","password":"x"}')]),
    () => Buffer.concat([Buffer.from(`${serialise(req.body ?? {}).slice(0, -1)},"x":"`), Buffer.from(rng.pick(INVALID_UTF8)), Buffer.from('"}')]),
    () => Buffer.from(rng.pick(INVALID_UTF8)),
    () => Buffer.from('\u0000'),
    () => Buffer.from([0, 0, 0, 0]),
    () => Buffer.from(JSON.stringify({ big: 'y'.repeat(req.bodyLimit + 10) })),
    () => Buffer.from(' '.repeat(100)),
    () => Buffer.from(`[${'0,'.repeat(Math.floor(req.bodyLimit / 2) - 2)}0]`),
    () => Buffer.from(`{"a":[${'{},'.repeat(Math.floor(req.bodyLimit / 3) - 4)}{}]}`),
    () => Buffer.from('a=1&b=2'),
    () => Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'),
  ])();
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json;;',
  'APPLICATION/JSON',
  '*/*',
  'application/jsonx',
  'application/vnd.api+json',
  '',
  'application/octet-stream',
  'text/html; charset=ø',
];
const QUERY_GARBAGE = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e308',
  '-1e308',
  '-0',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '',
  '%20',
  '%00',
  'a%00b',
  '%',
  '%z',
  '%zz',
  '%ff',
  '%c3%28',
  '%ed%a0%80',
  '%2500',
  'true',
  'maybe',
  '[]',
  '{}',
  '%F0%9F%98%80',
  '0x10',
  ' 1',
  '1e3',
  '__proto__',
];
const SEGMENT_GARBAGE = [
  '%zz',
  '%',
  '%00',
  'a%00b',
  '%ff',
  '%c3%28',
  '..',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '%5C',
  ';session_token=x',
  '-1',
  '0',
  'Infinity',
  'NaN',
  '1e308',
  '%F0%9F%98%80',
  '%E1%88%B0',
  ' ',
  '%20',
  "'",
  '%27%20OR%201%3D1',
  '\xff',
  '\xc3\x28',
];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'FOO', 'PROPFIND', 'get', 'CONNECT', 'TRACE'];

/** Every byte of the text's UTF-8 percent-encoded (encodeURIComponent throws on a lone surrogate). */
export const percentEncode = (text) => [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

const longText = (rng) => rng.pick(['x'.repeat(65), 'x'.repeat(101), 'x'.repeat(300), 'x'.repeat(8_000)]);

/** One mutation, picked among those that fit the request; mutates `req` in place. Returns its name. */
export function mutate(req, rng) {
  const options = [
    ['method', 1],
    ['content-type', 1],
    ['signature', 1],
    ['headers', 1],
    ['extra-query', 1],
    ['path-tail', 0.5],
    ...(req.body !== undefined || req.method === 'POST'
      ? [
          ['body-field', 4],
          ['body-raw', 3],
        ]
      : []),
    ...(req.query.length > 0
      ? [
          ['query-value', 3],
          ['query-drop', 1],
          ['query-repeat', 1],
        ]
      : []),
    ...(req.params.length > 0 ? [['path-param', 3]] : []),
    ...boundaryOptions(req),
  ];
  const total = options.reduce((sum, [, w]) => sum + w, 0);
  const roll = rng.next() * total;
  // The first option whose running total of weights passes the roll.
  let sum = 0;
  const [name] =
    options.find(([, w]) => {
      sum += w;
      return roll < sum;
    }) ?? options[0];
  switch (name) {
    case 'method':
      req.method = rng.pick(METHODS);
      break;
    case 'content-type':
      req.contentType = rng.pick(CONTENT_TYPES);
      break;
    case 'signature':
      req.sign = rng.pick(['none', 'bad', 'stale', 'merchant', 'timestamp', 'drop-one']);
      break;
    case 'headers': {
      const header = rng.pick([
        'x-auth-token',
        'authorization',
        'idempotency-key',
        'if-none-match',
        'accept',
        'x-forwarded-for',
        'accept-encoding',
        'sec-websocket-version',
        'sec-websocket-key',
        'upgrade',
      ]);
      req.headers[header] = rng.pick([
        '',
        ' ',
        'Bearer',
        'Bearer \xff\xfe',
        '\xe1\x88\xb0',
        'a'.repeat(9_000),
        'null',
        '*',
        '%00',
        'W/"x"',
        '1.2.3.4, ::1',
        'br;q=NaN',
      ]);
      break;
    }
    case 'extra-query':
      req.query.push([rng.pick(['x', '__proto__', 'constructor[prototype]', 'a[b]', 'page', 'limit', '', '%zz']), rng.pick(QUERY_GARBAGE)]);
      break;
    case 'path-tail':
      req.tail = rng.pick(['/', '//', '/x', '?', '#x', ';x', '/%2e%2e/%2e%2e/etc/passwd', '.json', '%20']);
      break;
    case 'body-field':
      req.body = mutateBodyValue(req.body, rng);
      break;
    case 'body-raw':
      req.raw = rawBody(req, rng);
      break;
    case 'query-value': {
      const pair = rng.pick(req.query);
      pair[1] = rng.chance(0.85) ? rng.pick(QUERY_GARBAGE) : rng.chance(0.9) ? longText(rng) : 'q'.repeat(100_000);
      break;
    }
    case 'query-drop':
      req.query.splice(rng.int(0, req.query.length - 1), 1);
      break;
    case 'query-repeat': {
      const [key] = rng.pick(req.query);
      req.query.push([key, rng.pick(QUERY_GARBAGE)]);
      break;
    }
    case 'path-param': {
      const param = rng.pick(req.params);
      param.value = rng.chance(0.8)
        ? rng.pick(SEGMENT_GARBAGE)
        : percentEncode(rng.chance(0.5) ? longText(rng) : String(garbageValue(rng)).slice(0, 200));
      break;
    }
    default:
      applyBoundary(name, req, rng);
      break;
  }
  return name;
}
