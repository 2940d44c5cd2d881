// Helpers for the static catalogue tables: team rows stay compact tuples in the data files and become
// frozen TeamDef objects here, so fixtures can share them without anyone mutating the catalogue; tournament
// rows are written once per sport.
import type { SchedulePattern, TeamDef, TournamentDef } from './types.ts';

export type TeamRow = readonly [name: string, strength: number];

export function toTeams(rows: readonly TeamRow[]): TeamDef[] {
  return rows.map(([name, strength]) => Object.freeze({ name, strength }));
}

/** Index several team lists by name; a name listed twice keeps its first definition. */
export function indexTeams(...lists: readonly TeamDef[][]): Map<string, TeamDef> {
  const byName = new Map<string, TeamDef>();
  for (const list of lists) for (const t of list) if (!byName.has(t.name)) byName.set(t.name, t);
  return byName;
}

/** Resolve names against an index; an unknown name is a data bug and fails loudly at load time. */
export function pickTeams(index: Map<string, TeamDef>, names: readonly string[]): TeamDef[] {
  return names.map((name) => {
    const t = index.get(name);
    if (!t) throw new Error(`feed data: unknown team "${name}"`);
    return t;
  });
}

export type TournamentSpec = Omit<TournamentDef, 'sportId'>;

/** The tournaments of one sport. */
export function inSport(sportId: string, list: TournamentSpec[]): TournamentDef[] {
  return list.map((t) => ({ ...t, sportId }));
}

/** A tournament row in one line: ids never change (fixture ids and stored rows derive from id and idSlot). */
export function tournament(
  id: string,
  categoryId: string,
  name: string,
  teams: TeamDef[],
  schedule: SchedulePattern,
  idSlot: number,
  scoringAvg: number,
): TournamentSpec {
  return { id, categoryId, name, teams, schedule, idSlot, scoringAvg };
}
