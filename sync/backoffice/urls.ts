// A back-office call's URL from its endpoint declaration (path parameters filled, empty query values left out): the
// one place a path is made, so no /api literal is written by hand (tests/architecture.test.ts). Pure: the CSV export
// link of the audit screen uses it too.
import type { Endpoint } from '../../schema/endpoint.ts';

export interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

export function urlOf(endpoint: Endpoint, input: CallInput = {}): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(input.params?.[name] ?? ''));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== '') {
      query.set(key, String(value));
    }
  }
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}
