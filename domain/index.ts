// Public surface of domain/: pure business rules shared by client and server.
export * from './signing.ts';
export * from './constants.ts';
export * from './ordering.ts';
export * from './market-display.ts';
export * from './phone.ts';
export * from './money.ts';
export * from './unlock.ts';
