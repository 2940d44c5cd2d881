// Player pools for the two rolling tennis draws. Strength is derived from the world ranking
// (late 2025, approximate) so the No. 1 is clearly but not absurdly stronger than the No. 32.
import type { TeamDef } from './types.ts';

/** Tennis Elo-like rating from a ranking: logarithmic, as rating gaps shrink further down the list. */
function fromRanking(names: readonly string[]): TeamDef[] {
  return names.map((name, i) => Object.freeze({ name, strength: Math.round(2150 - 110 * Math.log2(i + 1)) }));
}

export const ATP_PLAYERS = fromRanking([
  'Carlos Alcaraz', 'Jannik Sinner', 'Alexander Zverev', 'Novak Djokovic', 'Felix Auger-Aliassime',
  'Taylor Fritz', 'Alex de Minaur', 'Lorenzo Musetti', 'Ben Shelton', 'Jack Draper',
  'Casper Ruud', 'Alexander Bublik', 'Daniil Medvedev', 'Holger Rune', 'Andrey Rublev',
  'Jakub Mensik', 'Karen Khachanov', 'Francisco Cerundolo', 'Tommy Paul', 'Flavio Cobolli',
  'Jiri Lehecka', 'Alejandro Davidovich Fokina', 'Denis Shapovalov', 'Tomas Machac',
  'Learner Tien', 'Joao Fonseca', 'Arthur Fils', 'Brandon Nakashima', 'Frances Tiafoe',
  'Ugo Humbert', 'Stefanos Tsitsipas', 'Sebastian Korda',
]);

export const WTA_PLAYERS = fromRanking([
  'Aryna Sabalenka', 'Iga Swiatek', 'Coco Gauff', 'Amanda Anisimova', 'Elena Rybakina',
  'Jessica Pegula', 'Madison Keys', 'Jasmine Paolini', 'Mirra Andreeva', 'Ekaterina Alexandrova',
  'Belinda Bencic', 'Clara Tauson', 'Linda Noskova', 'Elina Svitolina', 'Karolina Muchova',
  'Naomi Osaka', 'Emma Navarro', 'Victoria Mboko', 'Liudmila Samsonova', 'Daria Kasatkina',
  'Diana Shnaider', 'Marta Kostyuk', 'Elise Mertens', 'Leylah Fernandez', 'Paula Badosa',
  'Qinwen Zheng', 'Jelena Ostapenko', 'Emma Raducanu', 'Barbora Krejcikova',
  'Beatriz Haddad Maia', 'Sofia Kenin', 'Donna Vekic',
]);
