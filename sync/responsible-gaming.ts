// Responsible gaming's intents as the screens emit them (issue 18): each action is one v1.RgRequested through the
// engine, and the reality-check interval one v1.RgIntervalChanged, kept on the device (localStorage) so it holds
// across visits. The materializers are registered first, so the intent lands in the store before its outcome.
import type { ExclusionPeriod } from '../schema/responsible-gaming.ts';
import { newCommandId } from './commands-context.ts';
import type { SyncEngine } from './engine.ts';
import { addRgMaterializers } from './families/responsible-gaming.ts';
import { writeQuietly } from './storage.ts';

export type RgRequest =
  | { action: 'load' | 'confirmAge' | 'summary' | 'support' }
  | { action: 'setLimits'; limits: { day?: number | null; week?: number | null; month?: number | null } }
  | { action: 'exclude'; period: ExclusionPeriod };

export function requestRg(engine: Pick<SyncEngine, 'emit'>, r: RgRequest, now: () => number = Date.now): string {
  addRgMaterializers();
  const commandId = newCommandId();
  engine.emit({ type: 'v1.RgRequested', at: now(), source: 'user', payload: { commandId, ...r } });
  return commandId;
}

export const INTERVAL_KEY = 'birrbet.reality-check-minutes';
export const INTERVAL_CHOICES = [15, 30, 60, 120, 0] as const;
export const DEFAULT_INTERVAL_MIN = 60;

/** The interval kept on this device (minutes, 0 = off), or the default. */
export function storedInterval(): number {
  try {
    const n = Number(globalThis.localStorage?.getItem(INTERVAL_KEY) ?? '');
    return (INTERVAL_CHOICES as readonly number[]).includes(n) && globalThis.localStorage?.getItem(INTERVAL_KEY) !== null ? n : DEFAULT_INTERVAL_MIN;
  } catch {
    return DEFAULT_INTERVAL_MIN;
  }
}

export function setRealityInterval(engine: Pick<SyncEngine, 'emit'>, minutes: number, now: () => number = Date.now): void {
  addRgMaterializers();
  writeQuietly(() => globalThis.localStorage?.setItem(INTERVAL_KEY, String(minutes)));
  engine.emit({ type: 'v1.RgIntervalChanged', at: now(), source: 'user', payload: { minutes } });
}
