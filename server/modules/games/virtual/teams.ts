// The house leagues' cast: 16 fictional clubs with a strength (1.0 = an average side) and a pool of horses with a
// rating. Names are invented (no real club or horse); the strengths drive the odds model (odds.ts) and the draws.

export interface Club {
  name: string;
  strength: number;
}

export const CLUBS: readonly Club[] = [
  { name: 'Addis Lions', strength: 1.32 },
  { name: 'Bahir Dar Falcons', strength: 1.24 },
  { name: 'Hawassa Lakers', strength: 1.18 },
  { name: 'Mekelle Stars', strength: 1.14 },
  { name: 'Adama Bulls', strength: 1.1 },
  { name: 'Dire Dawa Rail', strength: 1.06 },
  { name: 'Gondar Castles', strength: 1.03 },
  { name: 'Jimma Coffee', strength: 1.0 },
  { name: 'Harar Hyenas', strength: 0.97 },
  { name: 'Dessie Eagles', strength: 0.94 },
  { name: 'Axum Obelisks', strength: 0.91 },
  { name: 'Arba Minch Crocs', strength: 0.88 },
  { name: 'Bishoftu Flyers', strength: 0.85 },
  { name: 'Nekemte Leopards', strength: 0.82 },
  { name: 'Sodo Rangers', strength: 0.79 },
  { name: 'Gambela Rivers', strength: 0.76 },
];

export interface Horse {
  name: string;
  rating: number;
}

export const HORSES: readonly Horse[] = [
  { name: 'Simien Wind', rating: 92 },
  { name: 'Blue Nile', rating: 90 },
  { name: 'Lalibela Gold', rating: 89 },
  { name: 'Rift Runner', rating: 88 },
  { name: 'Entoto Dawn', rating: 87 },
  { name: 'Danakil Fire', rating: 86 },
  { name: 'Tana Queen', rating: 85 },
  { name: 'Awash Arrow', rating: 84 },
  { name: 'Bale Mist', rating: 83 },
  { name: 'Sheba Star', rating: 82 },
  { name: 'Meskel Flame', rating: 81 },
  { name: 'Koka Spirit', rating: 80 },
  { name: 'Omo Thunder', rating: 79 },
  { name: 'Zeila Breeze', rating: 78 },
  { name: 'Yeha Prince', rating: 77 },
  { name: 'Langano Sun', rating: 76 },
];

/** Silks colours by runner number (1–8), as the race cards show them. */
export const SILKS = ['#e53935', '#fdd835', '#1e88e5', '#43a047', '#fb8c00', '#8e24aa', '#00acc1', '#f5f5f5'] as const;

export const RUNNERS_PER_RACE = 8;
