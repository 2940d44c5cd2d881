// Asks the engine again for a read while a Live screen shows it: the list's membership changes at kick-offs and final
// whistles, a match's stats only with its read (scores and moments ride the socket between reads). The engine's TTL
// check turns an ask for a fresh copy into nothing. Low-data mode (src/data/save-data.ts) asks four times less often.
import { useEffect } from 'react';
import { useEngine } from '../../data/hooks.ts';
import { useSaveData } from '../../data/save-data.ts';
import type { ResourceDef } from '../../../sync/resources.ts';

/** How many times less often low-data mode asks. */
const SAVE_DATA_FACTOR = 4;

export function useRefresh(resources: () => readonly ResourceDef[], key: string, everyMs: number): void {
  const engine = useEngine();
  const saving = useSaveData();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the resources (a new function each render)
  useEffect(() => {
    const defs = resources();
    if (defs.length === 0) {
      return undefined;
    }
    const timer = setInterval(
      () => {
        for (const def of defs) {
          engine.request(def);
        }
      },
      saving ? everyMs * SAVE_DATA_FACTOR : everyMs,
    );
    return () => clearInterval(timer);
  }, [engine, key, everyMs, saving]);
}
