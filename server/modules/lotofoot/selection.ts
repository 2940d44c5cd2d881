// Which matches make a LotoFoot week (issue 14, docs/decisions/lotofoot.md 'LotoFoot'): the most open games among the
// coming ones, as pool operators choose them, so that picking every favourite is no sure way to the top tiers (with
// the fixed LF7 multiples of core §9 it would pay back far more than it takes: `npm run bench:lotofoot`). A match's
// openness is its favourite's chance, from the feed's own model; clubs are distinct within a week.
import { sportModel } from '../catalog/feed/model.ts';
import { resultProbs, scoreMatrix } from '../catalog/feed/poisson.ts';
import type { Fixture } from '../catalog/feed/types.ts';

/** The 1/X/2 chances of a football fixture (even chances when the feed has no model for it). */
export function chancesOf(f: Fixture): [number, number, number] {
  const model = sportModel(f);
  return model === null || model.kind !== 'football' ? [1 / 3, 1 / 3, 1 / 3] : resultProbs(scoreMatrix(model.lh, model.la, -0.08));
}

/** `count` fixtures of distinct clubs with the least likely favourites (ties by kick-off), in kick-off order; [] if too few. */
export function chooseOpenMatches<F extends Fixture>(candidates: readonly F[], count: number): F[] {
  const ranked = [...candidates]
    .map((f) => ({ f, favourite: Math.max(...chancesOf(f)) }))
    .sort((a, b) => a.favourite - b.favourite || a.f.startTime - b.f.startTime || (a.f.id < b.f.id ? -1 : 1));
  const clubs = new Set<string>();
  const chosen: F[] = [];
  for (const { f } of ranked) {
    if (chosen.length < count && !clubs.has(f.home.name) && !clubs.has(f.away.name)) {
      clubs.add(f.home.name);
      clubs.add(f.away.name);
      chosen.push(f);
    }
  }
  return chosen.length === count ? chosen.sort((a, b) => a.startTime - b.startTime) : [];
}
