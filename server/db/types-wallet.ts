// Kysely table types of wallets, the double-entry ledger, bonuses and banners (0003-wallet).
export interface WalletTables {}
