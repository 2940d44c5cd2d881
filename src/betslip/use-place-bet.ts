// Placing the active slot's ticket from the UI: checks of spec §5 first ('Please select at least one
// bet', the 1,000,000 ETB cap, the points rules), then a money or points ticket for a signed-in player or
// a cashier ticket for a visitor. One Idempotency-Key per money attempt, kept only when the attempt never
// got an answer (a retry). A points stake the rules adjust is written back to the slip, not placed.
import { useRef, useState } from 'react';
import type { SlipSelection, CurrentOdds } from '../../schema/betslip.ts';
import { placeTicket, newIdempotencyKey, PlaceBetError } from '../../sync/tickets.ts';
import { placePointsTicket, pointsFigures, type SlipPointsConfig } from '../../sync/points.ts';
import { slipFigures } from '../../sync/slip-figures.ts';
import { useApi, useEngine, useValue } from '../data/hooks.ts';
import { CONFIG } from '../config.ts';

export function usePlaceBet() {
  const api = useApi();
  const engine = useEngine();
  const userId = useValue('user_id') ?? '';
  const token = useValue('session_id') ?? '';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [reference, setReference] = useState('');
  /** The server's current prices after an ODDS_CHANGED refusal, until the player accepts them. */
  const [changed, setChanged] = useState<CurrentOdds[]>([]);
  const key = useRef('');

  const [notice, setNotice] = useState('');

  const runPoints = async (slot: number, picks: SlipSelection[], stake: string, config: SlipPointsConfig | null): Promise<void> => {
    const f = pointsFigures(config, picks.map((p) => p.odds), stake);
    if (String(f.stake) !== stake && (f.notice || f.error.startsWith('Maximum stake'))) {
      engine.emit({ type: 'v1.SlipStakeChanged', at: Date.now(), source: 'user', payload: { slot, stake: String(f.stake) } });
    }
    if (f.error || f.notice) {
      setError(f.error);
      setNotice(f.notice);
      return;
    }
    setBusy(true);
    try {
      const placed = await placePointsTicket(api, { picks, stake: f.stake, userId, session: { token, merchantId: CONFIG.merchantId } });
      setReference(placed.reference);
    } catch (e) {
      setError(e instanceof PlaceBetError ? e.message : 'Failed to create points ticket');
    } finally {
      setBusy(false);
    }
  };

  const run = async (picks: SlipSelection[], stake: string, points?: { slot: number; config: SlipPointsConfig | null }): Promise<void> => {
    setError('');
    setNotice('');
    setChanged([]);
    if (picks.length === 0) {
      setError('Please select at least one bet');
      return;
    }
    if (points && userId && token) {
      await runPoints(points.slot, picks, stake, points.config);
      return;
    }
    if (slipFigures(picks.map((p) => p.odds), stake).exceedsCap) {
      setError('Potential win exceeds maximum limit of 1,000,000 ETB');
      return;
    }
    key.current ||= newIdempotencyKey();
    setBusy(true);
    try {
      const player = userId && token ? { userId, token, merchantId: CONFIG.merchantId } : null;
      const placed = await placeTicket(api, { picks, stake, player, idempotencyKey: key.current });
      key.current = '';
      setReference(placed.reference);
    } catch (e) {
      const err = e instanceof PlaceBetError ? e : new PlaceBetError('Failed to place bet');
      if (err.status !== 0) {
        key.current = '';
      }
      setError(err.message);
      setChanged(err.current);
    } finally {
      setBusy(false);
    }
  };

  /** The reference dialog was closed: the slip is cleared (spec §2). */
  const done = (slot: number): void => {
    setReference('');
    engine.emit({ type: 'v1.SlipCleared', at: Date.now(), source: 'user', payload: { slot } });
  };

  /** One tap takes the new prices into the slot; the player then places again. */
  const acceptOdds = (slot: number): void => {
    engine.emit({ type: 'v1.SlipOddsAccepted', at: Date.now(), source: 'user', payload: { slot, current: changed } });
    setChanged([]);
    setError('');
  };

  return { busy, error, notice, reference, changed, run, done, acceptOdds };
}
