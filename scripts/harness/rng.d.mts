// Types of rng.mjs, for the TypeScript that imports it.
import type { Rng } from '../fuzz/routes.d.mts';

export function seeded(seed: number): Rng;
