// Public surface of domain/: pure business rules shared by client and server.
export * from './signing.ts';
export * from './constants.ts';
export * from './ordering.ts';
export * from './market-display.ts';
export * from './phone.ts';
export * from './money.ts';
export * from './unlock.ts';
export * from './ladders.ts';
export * from './bet-math.ts';
export * from './settlement.ts';
export * from './selection.ts';
export * from './points-rules.ts';
export * from './ticket-errors.ts';
