// Public surface of schema/: every wire struct, the client event model and the store schema.
export * from './common.ts';
export * from './language.ts';
export * from './sport.ts';
export * from './category.ts';
export * from './tournament.ts';
export * from './top-league.ts';
export * from './outcome.ts';
export * from './market.ts';
export * from './match.ts';
export * from './top-sports.ts';
export * from './api-error.ts';
export * from './event.ts';
export * from './store-schema.ts';
export * from './user.ts';
export * from './wallet.ts';
export * from './session.ts';
export * from './socket-message.ts';
