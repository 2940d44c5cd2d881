// Public surface of domain/: pure business rules shared by client and server.
export * from './signing.ts';
export * from './constants.ts';
export * from './ordering.ts';
export * from './market-display.ts';
