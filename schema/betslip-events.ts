// Client events of the betslip's three slots: picks, stakes, accepted prices, the odds policy, and the slips read back
// from browser storage. Declared once here; sync/families/betslip.ts gives each its materializer.
import { type, array, string, number, optional } from 'superstruct';
import { SlipSelection, StoredSlip, CurrentOdds, OddsPolicy } from './betslip.ts';

export const BetslipEventPayloads = {
  /** A tap on an odds button: adds the pick, replaces the same match's pick, or removes the same pick. */
  'v1.SelectionToggled': type({ slot: number(), selection: SlipSelection }),
  'v1.SelectionRemoved': type({ slot: number(), matchId: string() }),
  'v1.SlipCleared': type({ slot: number() }),
  'v1.SlipStakeChanged': type({ slot: number(), stake: string() }),
  'v1.SlipSlotSelected': type({ slot: number() }),
  /** The player accepted the server's current prices for the picks of a slot (after ODDS_CHANGED). */
  'v1.SlipOddsAccepted': type({ slot: number(), current: array(CurrentOdds) }),
  /** The player chose how the slip takes live price changes (or it was read back from browser storage). */
  'v1.OddsPolicyChanged': type({ policy: OddsPolicy }),
  /** Slips read back from browser storage (already filtered for the 24 h expiry). */
  'v1.SlipsRestored': type({ active: number(), slips: array(StoredSlip), oddsPolicy: optional(OddsPolicy) }),
} as const;
