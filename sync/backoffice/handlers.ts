// What each back-office intent does on the wire, and the outcomes its answer becomes (issue 33). One call per intent,
// never retried (a money decision sent twice must be the operator's choice); the answer is already decoded by the
// client with the endpoint's declared struct.
import * as Audit from '../../schema/endpoints/backoffice-audit.ts';
import * as Auth from '../../schema/endpoints/backoffice-auth.ts';
import * as Ops from '../../schema/endpoints/backoffice-operators.ts';
import * as Payments from '../../schema/endpoints/backoffice-payments.ts';
import * as Trading from '../../schema/endpoints/backoffice-trading.ts';
import { ChangeOdds } from '../../schema/endpoints/admin-feed.ts';
import { CreditWallet } from '../../schema/endpoints/admin.ts';
import type { AnswerOf, Endpoint } from '../../schema/endpoint.ts';
import type { BackofficeClient, CallInput } from './client.ts';
import type { Intent, Outcome } from './events.ts';
import { runContentIntent } from './handlers-content.ts';
import { runPromotionIntent } from './handlers-promotions.ts';
import { runRiskIntent } from './handlers-risk.ts';
import { runPaymentSettingsIntent } from './handlers-payment-settings.ts';
import { runGameIntent } from './handlers-games.ts';
import { runLotofootIntent } from './handlers-lotofoot.ts';
import { runPlayerIntent } from './handlers-players.ts';
import { runShopIntent } from './handlers-shops.ts';
import { Dashboard } from '../../schema/endpoints/backoffice-dashboard.ts';
import { Report } from '../../schema/endpoints/backoffice-reports.ts';

type Call = <E extends Endpoint, S extends number = 200>(endpoint: E, input?: CallInput) => Promise<AnswerOf<E, S>>;

export async function runIntent(client: BackofficeClient, intent: Intent): Promise<Outcome[]> {
  const call: Call = async (endpoint, input) => (await client(endpoint, input)).body as never;
  switch (intent.type) {
    case 'SignIn': {
      const me = await call(Auth.OperatorLogin, {
        body: { login: intent.login, password: intent.password, ...(intent.code === undefined ? {} : { code: intent.code }) },
      });
      return [{ type: 'MeLoaded', me }];
    }
    case 'SignOut':
      await call(Auth.OperatorLogout);
      return [{ type: 'SignedOut' }];
    case 'LoadMe':
      return [{ type: 'MeLoaded', me: await call(Auth.OperatorMe) }];
    case 'ChangePassword':
      return [
        { type: 'MeLoaded', me: await call(Auth.OperatorChangePassword, { body: { current_password: intent.current, new_password: intent.next } }) },
      ];
    case 'StartTotp': {
      const answer = await call(Auth.OperatorTotpSetup);
      return [{ type: 'TotpStarted', secret: answer.secret, uri: answer.otpauth_uri }];
    }
    case 'ConfirmTotp':
      return [{ type: 'MeLoaded', me: await call(Auth.OperatorTotpConfirm, { body: { code: intent.code } }) }];
    case 'LoadApprovals': {
      const answer = await call(Audit.ListApprovals, { query: { status: intent.status } });
      return [{ type: 'ApprovalsLoaded', status: intent.status, rows: answer.data }];
    }
    case 'DecideApproval': {
      const endpoint = intent.verb === 'approve' ? Audit.ApproveRequest : Audit.RejectRequest;
      const answer = await call(endpoint, { params: { id: intent.id }, body: intent.note === undefined ? {} : { note: intent.note } });
      return [{ type: 'ApprovalDecided', approval: answer.approval }];
    }
    case 'LoadOperators':
      return [{ type: 'OperatorsLoaded', rows: (await call(Ops.ListOperators)).data }];
    case 'CreateOperator': {
      const body = { name: intent.name, email: intent.email, phone: intent.phone, roles: intent.roles, totp_required: intent.totpRequired };
      const answer = await call<typeof Ops.CreateOperator, 201>(Ops.CreateOperator, { body });
      return [{ type: 'OperatorSaved', operator: answer.operator, temporaryPassword: answer.temporary_password }];
    }
    case 'UpdateOperator': {
      const answer = await call(Ops.UpdateOperator, { params: { id: intent.id }, body: { ...intent.change, reason: intent.reason } });
      return [{ type: 'OperatorSaved', operator: answer.operator, temporaryPassword: null }];
    }
    case 'ResetOperator': {
      const answer = await call(Ops.ResetOperator, { params: { id: intent.id }, body: { reason: intent.reason } });
      return [{ type: 'TemporaryPassword', operatorId: intent.id, password: answer.temporary_password }];
    }
    case 'LoadAudit': {
      const answer = await call(Audit.ListAudit, { query: { action: intent.action, before_seq: intent.beforeSeq, limit: 50 } });
      return [{ type: 'AuditLoaded', rows: answer.data, next: answer.next_before_seq, append: intent.beforeSeq !== undefined }];
    }
    case 'VerifyAudit':
      return [{ type: 'AuditVerified', report: await call(Audit.VerifyAudit) }];
    case 'LoadTradingMatches':
      return [{ type: 'TradingMatchesLoaded', rows: (await call(Trading.ListTradingMatches, { query: { q: intent.q, limit: 100 } })).data }];
    case 'LoadTradingMatch': {
      const answer = await call(Trading.TradingMatchDetail, { params: { id: intent.id } });
      return [{ type: 'TradingMatchLoaded', match: answer.match, markets: answer.markets }];
    }
    case 'ChangePrice': {
      const c = intent.change;
      const change = {
        match_id: c.matchId,
        market_id: c.marketId,
        specifier: c.specifier,
        outcome_id: c.outcomeId,
        ...(c.odds === undefined ? {} : { odds: c.odds }),
        ...(c.status === undefined ? {} : { status: c.status }),
      };
      await call(ChangeOdds, { body: { changes: [change] } });
      // The command's outcome is the match as it now stands: prices, states and exposure read back at once.
      const answer = await call(Trading.TradingMatchDetail, { params: { id: c.matchId } });
      return [{ type: 'TradingMatchLoaded', match: answer.match, markets: answer.markets }];
    }
    case 'LoadPayments': {
      const { flow, state, review, q } = intent.filter;
      const answer = await call(Payments.ListPayments, { query: { flow, state, review, q, before: intent.before, limit: 50 } });
      return [{ type: 'PaymentsLoaded', filter: intent.filter, rows: answer.data, next: answer.next_before, append: intent.before !== undefined }];
    }
    case 'LoadPayment': {
      const answer = await call(Payments.PaymentDetail, { params: { id: intent.id } });
      return [{ type: 'PaymentLoaded', payment: answer.payment, steps: answer.steps, differences: answer.differences }];
    }
    case 'LoadDiscrepancies':
    case 'RunReconciliation':
    case 'LoadPaymentSwitches':
    case 'SetPaymentSwitches':
    case 'LoadPaymentLimits':
    case 'SetPaymentLimit':
      return runPaymentSettingsIntent(client, intent);
    case 'LoadDashboard':
      return [{ type: 'DashboardLoaded', view: await call(Dashboard) }];
    case 'LoadReport': {
      const { from, to, product, channel, merchant } = intent.filter;
      return [{ type: 'ReportLoaded', filter: intent.filter, report: await call(Report, { query: { from, to, product, channel, merchant } }) }];
    }
    case 'WatchDashboard':
      // The engine subscribes to the dashboard's socket itself (engine.ts); nothing goes over HTTP.
      return [];
    case 'LoadBanners':
    case 'SaveBanner':
    case 'CreateBanner':
    case 'RetireBanner':
      return runContentIntent(client, intent);
    case 'LoadPromotions':
    case 'SavePromotion':
    case 'RetirePromotion':
    case 'LoadPromoPopup':
    case 'SetPromoPopup':
    case 'LoadPointsConfig':
    case 'SetPointsConfig':
      return runPromotionIntent(client, intent);
    case 'SearchPlayers':
    case 'LoadPlayer':
    case 'BlockPlayer':
    case 'SignOutPlayer':
    case 'AddPlayerNote':
    case 'ExcludePlayer':
    case 'RequestPlayerLimits':
      return runPlayerIntent(client, intent);
    case 'LoadRiskLimits':
    case 'LoadRiskFlags':
    case 'SetRiskLimit':
    case 'RequestResettlement':
    case 'EnterResult':
      return runRiskIntent(client, intent);
    case 'LoadGameCatalog':
    case 'LoadGameSettings':
    case 'SwitchGameProvider':
    case 'SwitchGame':
    case 'SetRealMoney':
      return runGameIntent(client, intent);
    case 'LoadLotofootWeeks':
    case 'SetLotofootCap':
      return runLotofootIntent(client, intent);
    case 'LoadShops':
    case 'CreateShop':
    case 'AddCashier':
    case 'SetCashierActive':
    case 'ResetCashierPassword':
    case 'LoadShopTill':
      return runShopIntent(client, intent);
    case 'CreditPlayer': {
      const answer = await client(CreditWallet, { body: { phone: intent.phone, amount: intent.amount, reason: intent.reason } });
      if (answer.status === 202) {
        return [{ type: 'CreditPending', approvalId: (answer.body as AnswerOf<typeof CreditWallet, 202>).approval_id }];
      }
      const credited = answer.body as AnswerOf<typeof CreditWallet, 200>;
      return [{ type: 'Credited', phone: credited.phone, balance: credited.balance }];
    }
  }
}
