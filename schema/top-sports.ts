// /api/v1/top-sports and /api/v1/top-sports/mixed: sports each carrying a list of matches.
// A bare array is accepted as well as {sports}, as the spec allows both.
import { type, array, string, number, optional, coerce, type Infer } from 'superstruct';
import { Id } from './common.ts';
import { Match } from './match.ts';

export const SportWithMatches = type({ sport_id: Id, sport_name: string(), matches: array(Match) });
export type SportWithMatches = Infer<typeof SportWithMatches>;

export const Pagination = type({ page: number(), page_size: number(), total: number() });

export const TopSportsResponse = coerce(type({ sports: array(SportWithMatches), pagination: optional(Pagination) }), array(type({})), (sports) => ({
  sports,
}));
export type TopSportsResponse = Infer<typeof TopSportsResponse>;
