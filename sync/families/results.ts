// The results family (issue 29): one day's finished matches. Loaded with the results chunk.
import { ResultsEventPayloads } from '../../schema/results-events.ts';
import { resultsLoaded } from '../materializers/results.ts';
import { loaded } from './loaded.ts';
import { defineFamily } from './define.ts';
import { registerFamily } from './runtime.ts';

export const resultsFamily = defineFamily('results', {
  payloads: ResultsEventPayloads,
  materializers: { 'v1.ResultsLoaded': loaded(resultsLoaded) },
  commands: {},
});

/** Registers the family (idempotent): every module that can bring its events calls this first. */
export const addResultsFamily = (): void => registerFamily(resultsFamily);
