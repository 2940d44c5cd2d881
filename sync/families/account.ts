// The account family: sign-in and sign-out, the wallet and its live balance, the live socket's status, the
// merchant's betting config, the slip's money/points mode, and the account commands (login, register, restore, …)
// with their forms. On the home route; the command handler loads with the first account action. Sign-out clears
// what every family keeps of the player; a new balance outdates the history and the statement.
import { EAGER_FAMILIES } from '../../schema/event.ts';
import * as account from '../materializers/account.ts';
import * as forms from '../materializers/account-forms.ts';
import * as history from '../materializers/history.ts';
import * as statement from '../materializers/statement.ts';
import * as points from '../materializers/points.ts';
import { outdateResources } from '../materializers/resources.ts';
import { paymentsForgotten, RECENT_PAYMENTS_KEYS } from '../materializers/payment-keys.ts';
import { lotofootForgotten } from '../materializers/lotofoot-keys.ts';
import { defineFamily, HANDLER_FAILED } from './define.ts';
import { loaded } from './loaded.ts';

export const accountFamily = defineFamily('account', {
  payloads: EAGER_FAMILIES.account,
  materializers: {
    'v1.SignedIn': account.signedIn,
    'v1.SignedOut': (data) => {
      account.signedOut(data);
      forms.accountFormsForgotten(data);
      history.historyForgotten(data);
      statement.statementForgotten(data);
      points.bettingModeReset(data);
      paymentsForgotten(data);
      lotofootForgotten(data);
    },
    'v1.WalletLoaded': (data, p) => {
      account.walletLoaded(data, p);
      history.historyOutdated(data);
      statement.statementOutdated(data);
    },
    'v1.BalanceUpdated': (data, p) => {
      account.balanceUpdated(data, p);
      history.historyOutdated(data);
      statement.statementOutdated(data);
    },
    'v1.SocketStatusChanged': (data, p) => {
      account.socketStatusChanged(data, p);
      // Back on the socket: PAYMENT_UPDATEs sent while it was down are lost, so the recent payments are read again.
      if (p.status === 'connected') {
        outdateResources(data, RECENT_PAYMENTS_KEYS);
      }
    },
    'v1.UnlockNotificationSeen': account.unlockNotificationSeen,
    'v1.BettingConfigLoaded': loaded(points.bettingConfigLoaded),
    'v1.BettingModeChanged': points.bettingModeChanged,
    'v1.AccountRequested': forms.accountRequested,
    'v1.AccountSucceeded': forms.accountSucceeded,
    'v1.AccountFailed': forms.accountFailed,
    'v1.AccountFormReset': forms.accountFormReset,
  },
  commands: {
    'v1.AccountRequested': {
      handler: () => import('../commands-account.ts').then((m) => m.accountCommand),
      outcomes: ['v1.AccountSucceeded', 'v1.AccountFailed'],
      failed: (p) => ({ type: 'v1.AccountFailed', payload: { commandId: p.commandId, command: p.command, ...HANDLER_FAILED } }),
    },
  },
  persisted: {
    store: ['v1.SignedIn', 'v1.SignedOut', 'v1.WalletLoaded', 'v1.BalanceUpdated'],
    signIn: ['v1.SignedIn', 'v1.WalletLoaded', 'v1.BalanceUpdated', 'v1.UnlockNotificationSeen'],
  },
});
