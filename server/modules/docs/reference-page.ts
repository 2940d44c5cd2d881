// The readable API reference at /api/docs: one HTML page rendered from the OpenAPI document (so it shows what
// the declarations say and nothing else). No script and no outside resource; its own strict CSP allows only
// its inline style.
import type { JsonSchema } from '../../../schema/json-schema.ts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const pretty = (schema: unknown): string => escapeHtml(JSON.stringify(schema, null, 2));

/** A short type line for a parameter: string ≤ 64, integer 1–100, one of A | B … */
function typeLine(schema: JsonSchema): string {
  if (Array.isArray(schema['enum'])) {
    return `one of ${schema['enum'].map(String).join(' | ')}`;
  }
  if (schema['const'] !== undefined) {
    return JSON.stringify(schema['const']);
  }
  const type = Array.isArray(schema['type'])
    ? schema['type'].join(' or ')
    : String(schema['type'] ?? (schema['anyOf'] ? 'one of several shapes' : 'any'));
  const bounds = [
    schema['minLength'] !== undefined ? `≥ ${String(schema['minLength'])} chars` : '',
    schema['maxLength'] !== undefined ? `≤ ${String(schema['maxLength'])} chars` : '',
    schema['minimum'] !== undefined ? `≥ ${String(schema['minimum'])}` : '',
    schema['maximum'] !== undefined ? `≤ ${String(schema['maximum'])}` : '',
    typeof schema['description'] === 'string' ? schema['description'] : '',
  ].filter(Boolean);
  return [type, ...bounds].join(', ');
}

/** An object schema as rows of dotted field names (selections[].match_id), with required and type. */
function fieldRows(schema: JsonSchema, prefix = '', depth = 0): string[] {
  const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema['required'] ?? []) as string[]);
  return Object.entries(properties).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const items = field['items'] as JsonSchema | undefined;
    const row = `<tr><td><code>${escapeHtml(path)}</code></td><td>${required.has(name) ? 'yes' : 'no'}</td><td>${escapeHtml(typeLine(field))}</td></tr>`;
    if (depth > 3) {
      return [row];
    }
    const nested = field['properties']
      ? fieldRows(field, `${path}.`, depth + 1)
      : items?.['properties']
        ? fieldRows(items, `${path}[].`, depth + 1)
        : [];
    return [row, ...nested];
  });
}

const ACCESS_TEXT: Record<string, string> = {
  merchantId: 'signed request (X-Merchant-ID, X-Timestamp, X-Signature)',
  session: "the player's session (X-Auth-Token)",
  sessionQuery: "the player's session (session_token query)",
  cashier: "a shop cashier's session (X-Cashier-Token)",
  operator: 'operator token (Authorization: Bearer)',
};

function accessText(security: Record<string, unknown>[]): string {
  if (security.length === 0) {
    return 'anyone';
  }
  return security
    .map((s) => {
      const keys = Object.keys(s).filter((k) => k !== 'timestamp' && k !== 'signature');
      return keys.length === 0 ? 'this machine' : keys.map((k) => ACCESS_TEXT[k] ?? k).join(' + ');
    })
    .join(' — or — ');
}

function operationHtml(method: string, path: string, op: JsonSchema): string {
  const params = (op['parameters'] ?? []) as JsonSchema[];
  const body = (op['requestBody'] as JsonSchema | undefined)?.['content'] as Record<string, JsonSchema> | undefined;
  const security = (op['security'] ?? []) as Record<string, unknown>[];
  const access = accessText(security);
  const bodySchema = body?.['application/json']?.['schema'] as JsonSchema | undefined;
  const fields = bodySchema ? fieldRows(bodySchema).join('') : '';
  const rows = params
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(String(p['name']))}</code></td><td>${escapeHtml(String(p['in']))}</td>` +
        `<td>${p['required'] ? 'yes' : 'no'}</td><td>${escapeHtml(typeLine((p['schema'] ?? {}) as JsonSchema))}</td></tr>`,
    )
    .join('');
  const answers = Object.entries((op['responses'] ?? {}) as Record<string, JsonSchema>)
    .map(([status, r]) => {
      const content = (r['content'] ?? {}) as Record<string, JsonSchema>;
      const [media, shape] = Object.entries(content)[0] ?? ['', {}];
      return (
        `<li><b>${escapeHtml(status)}</b> ${escapeHtml(String(r['description'] ?? ''))}` +
        (media === 'application/json'
          ? `<details><summary>shape</summary><pre>${pretty(shape['schema'])}</pre></details>`
          : ` <i>${escapeHtml(media)}</i>`) +
        '</li>'
      );
    })
    .join('');
  return (
    `<section id="${escapeHtml(String(op['operationId']))}"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>` +
    `<p>${escapeHtml(String(op['summary'] ?? ''))}</p>${op['description'] ? `<p>${escapeHtml(String(op['description']))}</p>` : ''}` +
    `<p class="a">Access: ${escapeHtml(access)}</p>` +
    (rows ? `<table><tr><th>parameter</th><th>in</th><th>required</th><th>type</th></tr>${rows}</table>` : '') +
    (fields ? `<p>JSON body:</p><table><tr><th>field</th><th>required</th><th>type</th></tr>${fields}</table>` : '') +
    `<ul>${answers}</ul></section>`
  );
}

export const REFERENCE_STYLE =
  'body{font:15px/1.45 system-ui,sans-serif;max-width:980px;margin:0 auto;padding:16px;color:#1d1d28}' +
  'h3{font-size:16px;margin:24px 0 4px}code,pre{font:13px ui-monospace,monospace}pre{background:#f4f3f8;padding:8px;overflow:auto}' +
  'table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:2px 8px;text-align:left}.a{color:#555}' +
  '.m{display:inline-block;min-width:52px;color:#fff;border-radius:4px;padding:0 6px;font-size:13px;background:#6b3fd4}.m.get{background:#2d7d46}' +
  'nav a{margin-right:12px}';

export function referencePage(doc: JsonSchema): string {
  const info = doc['info'] as JsonSchema;
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc['paths'] as Record<string, Record<string, JsonSchema>>)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = String((op['tags'] as string[] | undefined)?.[0] ?? 'other');
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const tags = [...byTag.keys()];
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(String(info['title']))} reference</title><style>${REFERENCE_STYLE}</style></head><body>` +
    `<h1>${escapeHtml(String(info['title']))} <small>${escapeHtml(String(info['version']))}</small></h1><p>${escapeHtml(String(info['description']))}</p>` +
    `<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>` +
    `<nav>${tags.map((t) => `<a href="#tag-${escapeHtml(t)}">${escapeHtml(t)}</a>`).join('')}</nav>` +
    tags.map((t) => `<h2 id="tag-${escapeHtml(t)}">${escapeHtml(t)}</h2>${(byTag.get(t) ?? []).join('')}`).join('') +
    '</body></html>'
  );
}
