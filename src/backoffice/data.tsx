// How back-office screens reach the data layer (issue 33): the store through TinyBase's React hooks (rows, slices of
// the approvals index, values), and the engine through useIntent() — components emit intents, never call the
// server. useCommand(name) is a command's last state (busy, done, failed with the server's code and text).
import { createContext, useContext, useEffect } from 'react';
import * as Ui from 'tinybase/ui-react';
import type { Permission } from '../../schema/operator-access.ts';
import type { BackofficeEngine } from '../../sync/backoffice/engine.ts';
import type { Intent, IntentType } from '../../sync/backoffice/events.ts';

export const EngineContext = createContext<BackofficeEngine | null>(null);

export function useEngine(): BackofficeEngine {
  const engine = useContext(EngineContext);
  if (engine === null) {
    throw new Error('useEngine outside EngineContext');
  }
  return engine;
}

/** Asks for a read when the screen shows (and again when its key changes). */
export function useRead(intent: Intent | null): void {
  const engine = useEngine();
  const key = JSON.stringify(intent);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the intent is compared by its JSON key
  useEffect(() => {
    if (intent !== null) {
      engine.dispatch(intent);
    }
  }, [engine, key]);
}

export interface CommandState {
  state: 'idle' | 'busy' | 'done' | 'failed';
  code: string | null;
  message: string | null;
}

export function useCommand(command: IntentType): CommandState {
  const row = Ui.useRow('commands', command);
  const state = (row['state'] as CommandState['state'] | undefined) ?? 'idle';
  return { state, code: (row['code'] as string | undefined) ?? null, message: (row['message'] as string | undefined) ?? null };
}

export interface SignedIn {
  id: string;
  name: string;
  roles: string[];
  permissions: Set<Permission>;
  stage: 'change_password' | 'enrol_totp' | 'ready';
  /** ETB one credit may add without a second person. */
  creditMax: number;
}

/** The signed-in operator, or null. */
export function useMe(): SignedIn | null {
  const row = Ui.useRow('me', 'me');
  if (row['id'] === undefined) {
    return null;
  }
  return {
    id: String(row['id']),
    name: String(row['name']),
    roles: JSON.parse(String(row['roles'] ?? '[]')) as string[],
    permissions: new Set(JSON.parse(String(row['permissions'] ?? '[]')) as Permission[]),
    stage: row['stage'] as SignedIn['stage'],
    creditMax: Number(row['credit_max'] ?? 0),
  };
}

export const useRow = Ui.useRow;
export const useRowIds = Ui.useRowIds;
export const useSortedRowIds = Ui.useSortedRowIds;
export const useSliceRowIds = Ui.useSliceRowIds;
export const useSliceIds = Ui.useSliceIds;
export const useValue = Ui.useValue;
export const useCell = Ui.useCell;
export const useTable = Ui.useTable;
