// Seeded randomness for the harness runs (chaos, fuzz): mulberry32, so one seed replays a run's choices
// (CHAOS_SEED, --seed). The same generator as server/modules/catalog/feed/rng.ts, written again here because
// `node scripts/chaos.mjs` runs on plain Node, which cannot import TypeScript.

/** {next() in [0, 1), int(min, max) inclusive, pick(list), chance(p)} from a 32-bit seed. */
export function seeded(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}
