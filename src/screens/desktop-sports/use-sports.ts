// The sports of the desktop sports area read from the store: ids in the sport-strip order of spec §9
// (Soccer, Basketball, Tennis, …, then A–Z), each sport's name in the player's language when the catalogue
// knows it (the server names sports in English; 'Soccer' is shown as 'Football'), and its match count.
// The whole sports table is subscribed to (a handful of rows), so a refreshed count re-renders.
import { useTable } from '../../data/hooks.ts';
import { sortSportsForStrip } from '../../../domain/ordering.ts';
import { useSportName } from '../home/sport-label.ts';

export interface SportsInfo {
  /** Sport ids in strip order. */
  ids: string[];
  /** The server's (English) name, for icons and the default-sport rule. */
  serverName: (id: string) => string;
  /** The name shown to the player. */
  label: (id: string) => string;
  count: (id: string) => number;
}

export function useSports(): SportsInfo {
  const table = useTable('sports');
  const serverName = (id: string): string => table[id]?.name ?? '';
  const sportName = useSportName();
  const label = (id: string): string => sportName(serverName(id));
  return {
    ids: sortSportsForStrip(Object.keys(table), serverName),
    serverName,
    label,
    count: (id) => table[id]?.match_count ?? 0,
  };
}
