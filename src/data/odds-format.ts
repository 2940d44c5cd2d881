// How prices are shown (issue 29) for components: the setting in the store (set only through v1.OddsFormatChanged),
// the player's choice, and the formatter every price on screen goes through (domain/odds-format.ts). The choice is
// kept by sync/odds-format.ts persistOddsFormat.
import { useCallback } from 'react';
import { useEngine, useValue } from './hooks.ts';
import type { SyncEngine } from '../../sync/engine.ts';
import { formatOdds, parseOddsFormat, type OddsFormat } from '../../domain/odds-format.ts';
import type { MessageId } from '../i18n/messages.ts';

/** The price each choice shows itself with in the settings: 2.50 reads 3/2 and +150. */
export const SAMPLE_PRICE = 2.5;

/** Each format's name (core texts: the language menu on the home route shows them). */
export const ODDS_FORMAT_LABELS: Record<OddsFormat, MessageId> = {
  decimal: 'settings.oddsDecimal',
  fractional: 'settings.oddsFractional',
  american: 'settings.oddsAmerican',
};

export const useOddsFormat = (): OddsFormat => parseOddsFormat(useValue('odds_format'));

/** The price formatter in the player's format: `fmt(2.5)` is '2.50', '3/2' or '+150'. */
export function useFormatOdds(): (decimal: number) => string {
  const format = useOddsFormat();
  return useCallback((decimal: number) => formatOdds(decimal, format), [format]);
}

/** The player chooses a format (an intent, kept for later visits). */
export const chooseOddsFormat = (engine: SyncEngine, format: OddsFormat): void =>
  engine.emit({ type: 'v1.OddsFormatChanged', at: Date.now(), source: 'user', payload: { format } });

/** The format and its chooser, for a settings control. */
export function useOddsFormatChoice(): [OddsFormat, (format: OddsFormat) => void] {
  const engine = useEngine();
  return [useOddsFormat(), (format) => chooseOddsFormat(engine, format)];
}
