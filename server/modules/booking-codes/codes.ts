// Drawing and storing a booking code. A code is 6 characters of the unambiguous alphabet (schema/booking-code.ts),
// each drawn with crypto.randomInt (uniform, no modulo bias): 31^6 ≈ 887 million codes, so a guess hits a live one
// rarely, and the per-address limit on saves bounds how fast they fill. The code is the table's primary key: the
// insert skips a taken code (ON CONFLICT DO NOTHING) and draws again, so two saves never share one, even at once.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { BOOKING_CODE_ALPHABET, BOOKING_CODE_LENGTH } from '../../../schema/booking-code.ts';
import type { Database } from '../../db/index.ts';
import type { SavedPick } from './picks.ts';

const MAX_DRAWS = 10;

export function drawCode(): string {
  let code = '';
  for (let i = 0; i < BOOKING_CODE_LENGTH; i += 1) {
    code += BOOKING_CODE_ALPHABET[randomInt(BOOKING_CODE_ALPHABET.length)];
  }
  return code;
}

export interface NewBookingCode {
  picks: readonly SavedPick[];
  createdAt: Date;
  expiresAt: Date;
  /** A keyed hash of the saving address (address.ts), for abuse reports; never answered. */
  creatorHash: string | null;
}

/** Inserts the code row under a fresh code (drawing again on a collision); returns the code. */
export async function insertCode(trx: Kysely<Database>, row: NewBookingCode, draw: () => string = drawCode): Promise<string> {
  for (let i = 0; i < MAX_DRAWS; i += 1) {
    const inserted = await trx
      .insertInto('booking_codes')
      .values({
        code: draw(),
        selections: JSON.stringify(row.picks),
        created_at: row.createdAt,
        expires_at: row.expiresAt,
        creator_hash: row.creatorHash,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('code')
      .executeTakeFirst();
    if (inserted !== undefined) {
      return inserted.code;
    }
  }
  throw new Error(`no free booking code after ${MAX_DRAWS} draws`);
}
