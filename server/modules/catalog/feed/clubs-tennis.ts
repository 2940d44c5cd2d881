// Player pools for the ATP and WTA tours' rolling draws, and the rating scale the lower tours share. Strength is
// derived from the world ranking (late 2025, approximate) so the No. 1 is clearly but not absurdly stronger than the No. 32.
import type { TeamDef } from './types.ts';

/** Tennis Elo-like rating of a world ranking: logarithmic, as rating gaps shrink further down the list. */
const ratingOfRank = (rank: number): number => Math.round(2150 - 110 * Math.log2(rank));

/** Ratings of a list ordered by ranking whose first name is the world No. 1. */
function fromRanking(names: readonly string[]): TeamDef[] {
  return names.map((name, i) => Object.freeze({ name, strength: ratingOfRank(i + 1) }));
}

/**
 * Ratings of a draw below the top of the rankings (Challenger, WTA 125): names in ranking order, spread
 * geometrically from about `firstRank` to `lastRank`, on the same scale as the tour's top 32.
 */
export function fromRankRange(names: readonly string[], firstRank: number, lastRank: number): TeamDef[] {
  const step = names.length > 1 ? Math.log(lastRank / firstRank) / (names.length - 1) : 0;
  return names.map((name, i) => Object.freeze({ name, strength: ratingOfRank(firstRank * Math.exp(step * i)) }));
}

export const ATP_PLAYERS = fromRanking([
  'Carlos Alcaraz',
  'Jannik Sinner',
  'Alexander Zverev',
  'Novak Djokovic',
  'Felix Auger-Aliassime',
  'Taylor Fritz',
  'Alex de Minaur',
  'Lorenzo Musetti',
  'Ben Shelton',
  'Jack Draper',
  'Casper Ruud',
  'Alexander Bublik',
  'Daniil Medvedev',
  'Holger Rune',
  'Andrey Rublev',
  'Jakub Mensik',
  'Karen Khachanov',
  'Francisco Cerundolo',
  'Tommy Paul',
  'Flavio Cobolli',
  'Jiri Lehecka',
  'Alejandro Davidovich Fokina',
  'Denis Shapovalov',
  'Tomas Machac',
  'Learner Tien',
  'Joao Fonseca',
  'Arthur Fils',
  'Brandon Nakashima',
  'Frances Tiafoe',
  'Ugo Humbert',
  'Stefanos Tsitsipas',
  'Sebastian Korda',
]);

export const WTA_PLAYERS = fromRanking([
  'Aryna Sabalenka',
  'Iga Swiatek',
  'Coco Gauff',
  'Amanda Anisimova',
  'Elena Rybakina',
  'Jessica Pegula',
  'Madison Keys',
  'Jasmine Paolini',
  'Mirra Andreeva',
  'Ekaterina Alexandrova',
  'Belinda Bencic',
  'Clara Tauson',
  'Linda Noskova',
  'Elina Svitolina',
  'Karolina Muchova',
  'Naomi Osaka',
  'Emma Navarro',
  'Victoria Mboko',
  'Liudmila Samsonova',
  'Daria Kasatkina',
  'Diana Shnaider',
  'Marta Kostyuk',
  'Elise Mertens',
  'Leylah Fernandez',
  'Paula Badosa',
  'Qinwen Zheng',
  'Jelena Ostapenko',
  'Emma Raducanu',
  'Barbora Krejcikova',
  'Beatriz Haddad Maia',
  'Sofia Kenin',
  'Donna Vekic',
]);
