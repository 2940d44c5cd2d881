// The search family (issue 29): the server's answer to a query. Loaded with the search chunk.
import { SearchEventPayloads } from '../../schema/search-events.ts';
import { searchLoaded } from '../materializers/search.ts';
import { defineFamily } from './define.ts';
import { registerFamily } from './runtime.ts';

export const searchFamily = defineFamily('search', {
  payloads: SearchEventPayloads,
  materializers: { 'v1.SearchLoaded': searchLoaded },
  commands: {},
});

/** Registers the family (idempotent): every module that can bring its events calls this first. */
export const addSearchFamily = (): void => registerFamily(searchFamily);
