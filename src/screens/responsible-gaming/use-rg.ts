// Responsible gaming as the screens read it (table responsibleGaming, row 'me'): the command under way, its
// refusal, the player's limits and exclusion, the support line and the reality-check interval. JSON cells are
// decoded once per change; a cell that does not parse reads as absent.
import { useMemo } from 'react';
import type { ResponsibleGamingStatus, SessionSummary } from '../../../schema/responsible-gaming.ts';
import { RG_ROW } from '../../../sync/read/responsible-gaming.ts';
import { DEFAULT_INTERVAL_MIN } from '../../../sync/responsible-gaming.ts';
import { useRow } from '../../data/hooks.ts';
import { jsonCell } from '../../data/json-cell.ts';
import type { RgRefusal } from './rg-text.ts';

export function useRg() {
  const row = useRow('responsibleGaming', RG_ROW);
  const state = useMemo(() => jsonCell<ResponsibleGamingStatus>(row.state), [row.state]);
  const summary = useMemo(() => jsonCell<SessionSummary>(row.summary), [row.summary]);
  const values = useMemo(() => jsonCell<Record<string, number>>(row.values) ?? {}, [row.values]);
  const refusal: RgRefusal | null =
    row.status === 'failed' ? { code: row.code ?? '', status: row.http_status ?? 0, message: row.message ?? '', values } : null;
  return {
    busy: row.status === 'submitting',
    action: row.action ?? '',
    done: row.status === 'done',
    refusal,
    state,
    summary,
    supportPhone: row.support_phone ?? '',
    intervalMin: row.interval === undefined || row.interval === '' ? DEFAULT_INTERVAL_MIN : Number(row.interval),
  };
}
