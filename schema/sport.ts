// Sport as served by /api/v1/sports. A feed may say id or sport_id, name or sport_name;
// both are normalised to {id, name} at decode time, so nothing downstream sees the aliases.
import { type, array, optional, string, type Infer } from 'superstruct';
import { Id, Count, aliased } from './common.ts';

/** live_count (ours, issue 32): the sport's matches in play; absent from a server that does not say. */
export const Sport = aliased(type({ id: Id, name: string(), match_count: Count, live_count: optional(Count) }), {
  id: 'sport_id',
  name: 'sport_name',
});
export type Sport = Infer<typeof Sport>;

export const SportsResponse = type({ sports: array(Sport) });
export type SportsResponse = Infer<typeof SportsResponse>;
