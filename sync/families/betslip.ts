// The betslip family: picks, stakes, accepted prices and the odds policy of the three slots, and the slips read back
// from browser storage. On the home route. Every change of a slot is kept in browser storage (slip-persistence.ts).
import { BetslipEventPayloads } from '../../schema/betslip-events.ts';
import * as betslip from '../materializers/betslip.ts';
import * as tickets from '../materializers/tickets.ts';
import { defineFamily } from './define.ts';

export const betslipFamily = defineFamily('betslip', {
  payloads: BetslipEventPayloads,
  materializers: {
    'v1.SelectionToggled': betslip.selectionToggled,
    'v1.SelectionRemoved': betslip.selectionRemoved,
    'v1.SlipCleared': betslip.slipCleared,
    'v1.SlipStakeChanged': (data, p, at) => {
      betslip.slipStakeChanged(data, p, at);
      tickets.stakeChanged(data, p);
    },
    'v1.SlipSlotSelected': betslip.slipSlotSelected,
    'v1.SlipsRestored': betslip.slipsRestored,
    'v1.SlipOddsAccepted': (data, p, at) => {
      betslip.slipOddsAccepted(data, p, at);
      tickets.oddsAccepted(data, p);
    },
    'v1.OddsPolicyChanged': betslip.oddsPolicyChanged,
  },
  commands: {},
  persisted: {
    slips: [
      'v1.SelectionToggled',
      'v1.SelectionRemoved',
      'v1.SlipCleared',
      'v1.SlipStakeChanged',
      'v1.SlipSlotSelected',
      'v1.SlipOddsAccepted',
      'v1.OddsPolicyChanged',
    ],
  },
});
