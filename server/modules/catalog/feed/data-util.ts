// Helpers for the static team tables: rows stay compact tuples in the data files and become
// frozen TeamDef objects here, so fixtures can share them without anyone mutating the catalogue.
import type { TeamDef } from './types.ts';

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
