// Types of schema-values.mjs, for the TypeScript tests that import it.
export function asText(value: unknown): string;
