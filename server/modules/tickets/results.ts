// Match results and grading. drawResult draws a result for any sport from the same strength model the feed
// prices it with (catalog/feed/model.ts, form included), so a favourite wins about as often as its odds say;
// the random source is passed in and is never derivable from the source code (the demo simulator keys it
// with the server's secret seed, results-source.ts). gradeLeg grades a leg against a result: WON, LOST or
// VOID (a whole-line push, an unknown market or outcome, a sport without a model).
import type { LegStatus } from '../../../domain/settlement.ts';
import { sportModel, type SportModel } from '../catalog/feed/index.ts';
import { drawFootball, gradeFootball, type FootballResult } from './results-football.ts';
import type { LegPick } from './results-lines.ts';
import {
  drawHandball,
  drawHockey,
  drawPoints,
  gradeHandball,
  gradeHockey,
  gradePoints,
  type HandballResult,
  type HockeyResult,
  type PointsResult,
} from './results-points.ts';
import { drawTennis, drawVolleyball, gradeSets, type SetsResult } from './results-sets.ts';

export type { Score } from './results-lines.ts';
export type MatchResult = FootballResult | PointsResult | HockeyResult | HandballResult | SetsResult;

/** The stored match columns a result is drawn from. */
export interface ResultMatch {
  id: string;
  sport_id: string;
  tournament_id: string;
  home_team: string;
  away_team: string;
  home_strength: number;
  away_strength: number;
}

export type ResultKind = MatchResult['kind'];

/** The strength model of a stored match (the feed's, form included): what its prices and its result come from. */
export function modelOf(m: ResultMatch): SportModel | null {
  return sportModel({
    id: m.id,
    tournamentId: m.tournament_id,
    sportId: m.sport_id,
    categoryId: '',
    round: 0,
    startTime: 0,
    home: { name: m.home_team, strength: m.home_strength },
    away: { name: m.away_team, strength: m.away_strength },
  });
}

/** The kind of result a match's sport has; null for a sport the feed has no model for. */
export function resultKindOf(m: ResultMatch): ResultKind | null {
  return modelOf(m)?.kind ?? null;
}

/** A final result drawn with `rand`; null only for a sport the feed has no model for. */
export function drawResult(m: ResultMatch, rand: () => number): MatchResult | null {
  const model = modelOf(m);
  switch (model?.kind) {
    case 'football':
      return drawFootball(model.lh, model.la, rand);
    case 'points':
      return drawPoints(model, rand);
    case 'hockey':
      return drawHockey(model.lh, model.la, rand);
    case 'handball':
      return drawHandball(model, rand);
    case 'tennis':
      return drawTennis(model.setProb, model.gamesPerSet, rand);
    case 'volleyball':
      return drawVolleyball(model.setProb, rand);
    default:
      return null;
  }
}

/**
 * A leg's status for the match result. `listedScores` are the football correct-score outcomes offered for
 * that match ('other' wins outside them); other sports' correct-score markets list every possible score.
 */
export function gradeLeg(result: MatchResult | null, leg: LegPick, listedScores: ReadonlySet<string> = new Set()): LegStatus {
  switch (result?.kind) {
    case 'football':
      return gradeFootball(result, leg, listedScores);
    case 'points':
      return gradePoints(result, leg);
    case 'hockey':
      return gradeHockey(result, leg);
    case 'handball':
      return gradeHandball(result, leg);
    case 'tennis':
    case 'volleyball':
      return gradeSets(result, leg);
    default:
      return 'VOID';
  }
}
