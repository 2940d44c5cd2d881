// Browser-storage persistence driven by events: the chosen language is written under the spec's
// language key whenever a user picks one (system restores are not written back).
import { filter } from 'rxjs';
import type { SyncEngine } from './engine.ts';
import { writeQuietly } from './storage.ts';

export function persistLanguage(engine: SyncEngine, storage: Pick<Storage, 'setItem'>, key: string): () => void {
  const sub = engine.events$.pipe(filter((e) => e.type === 'v1.LanguageSelected' && e.source === 'user')).subscribe((e) => {
    writeQuietly(() => storage.setItem(key, (e.payload as { language: string }).language));
  });
  return () => sub.unsubscribe();
}
