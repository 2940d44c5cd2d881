// Public surface of sync/: the client's data layer without React.
export * from './store.ts';
export * from './apply.ts';
export * from './http.ts';
export * from './sign.ts';
export * from './engine.ts';
export * from './resources.ts';
export * from './recorder.ts';
export { isFresh } from './operators/ttl.ts';
