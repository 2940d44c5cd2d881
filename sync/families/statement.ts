// The wallet statement's family (issue 13): its pages. Loaded with the statement chunk.
import { StatementEventPayloads } from '../../schema/statement-events.ts';
import { statementLoaded } from '../materializers/statement-pages.ts';
import { loaded } from './loaded.ts';
import { defineFamily } from './define.ts';
import { registerFamily } from './runtime.ts';

export const statementFamily = defineFamily('statement', {
  payloads: StatementEventPayloads,
  materializers: { 'v1.StatementLoaded': loaded(statementLoaded) },
  commands: {},
});

/** Registers the family (idempotent): every module that can bring its events calls this first. */
export const addStatementMaterializers = (): void => registerFamily(statementFamily);
