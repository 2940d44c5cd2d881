// Types of boundary.mjs, for the TypeScript tests that import it.
import type { JsonSchema } from '../../schema/json-schema.ts';
import type { Rng } from './routes.d.mts';

export function invalidValues(schema: JsonSchema, rng: Rng): unknown[];
export function urlEncode(text: string): string;
