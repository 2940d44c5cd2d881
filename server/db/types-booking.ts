// Kysely table type of booking codes (0017-booking-codes). The selections are jsonb: written as a JSON string,
// read back parsed (server/modules/booking-codes/repo.ts checks their shape when it reads them).
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface BookingCodesTable {
  code: string;
  selections: ColumnType<unknown, string, never>;
  created_at: Timestamp;
  expires_at: Timestamp;
  creator_hash: string | null;
}

export interface BookingTables {
  booking_codes: BookingCodesTable;
}
