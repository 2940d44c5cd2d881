// Moves one price straight in the database, as any writer would (the odds job, an operator, psql): the response
// cache tests check that such a write reaches every cached answer through the database's own notifications.
import type { Db } from '../../server/db/index.ts';

/** Sets the home price (1X2 outcome '1') of a match, in hundredths. */
export async function setHomeOdds(db: Db, matchId: string, hundredths: number): Promise<void> {
  await db
    .updateTable('outcomes')
    .set({ odds_hundredths: hundredths })
    .where('match_id', '=', matchId)
    .where('market_id', '=', '1')
    .where('outcome_id', '=', '1')
    .execute();
}
