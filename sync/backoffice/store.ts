// The back office's local store (issue 33): a TinyBase store the outcomes are applied to, with a relational index of
// approvals by status (each tab of the approvals screen is a slice) and by target (the payment a withdrawal's
// request is about), and of audit entries by action; the payments desk's tables are store-payments.ts's. Rows keep the
// server's fields as cells (JSON texts for nested values); values hold the single facts (the signed-in operator's
// stage, a TOTP secret being enrolled, a temporary password to show once, the chain's last verification).
// The content desk's banners are store-content.ts's, the reports screen's figures store-reports.ts's.
// The content desk's promotions, popup setting and points config are store-promotions.ts's.
// The players desk's searches and profiles are store-players.ts's.
// The risk desk's limits, flagged players and resettlements asked for are store-risk.ts's.
// The Games screen's providers, games and real-money switches are store-games.ts's.
// The LotoFoot desk's weeks are store-lotofoot.ts's.
// The shops desk's shops, cashiers and till statements are store-shops.ts's.
import { createIndexes, type Indexes } from 'tinybase/indexes';
import { createStore, type Store } from 'tinybase/store';
import type { ApprovalRow, AuditRow, Me, Outcome, OperatorRow } from './events.ts';
import { applyPaymentOutcome, definePaymentIndexes, PAYMENT_INDEX, PAYMENT_TABLES } from './store-payments.ts';
import { applyContentOutcome, CONTENT_INDEX, CONTENT_TABLES, defineContentIndexes } from './store-content.ts';
import { applyPromotionOutcome, PROMOTION_TABLES } from './store-promotions.ts';
import { applyRiskOutcome, RISK_TABLES } from './store-risk.ts';
import { applyGameOutcome, GAME_TABLES } from './store-games.ts';
import { applyLotofootOutcome, LOTOFOOT_TABLES } from './store-lotofoot.ts';
import { applyPlayerOutcome, definePlayerIndexes, PLAYER_INDEX, PLAYER_TABLES } from './store-players.ts';
import { applyReportOutcome, defineReportIndexes, REPORT_INDEX, REPORT_TABLES } from './store-reports.ts';
import { applyShopOutcome, defineShopIndexes, SHOP_INDEX, SHOP_TABLES } from './store-shops.ts';

export const BO_INDEX = {
  approvalsByStatus: 'approvalsByStatus',
  approvalsByTarget: 'approvalsByTarget',
  marketsByMatch: 'marketsByMatch',
  outcomesByMarket: 'outcomesByMarket',
  ...PAYMENT_INDEX,
  ...CONTENT_INDEX,
  ...PLAYER_INDEX,
  ...REPORT_INDEX,
  ...SHOP_INDEX,
} as const;

/** A market's row id: match, market and specifier (outcome rows add their outcome id). */
export const marketKey = (matchId: string, marketId: string, specifier: string): string => `${matchId}|${marketId}|${specifier}`;

export interface BackofficeData {
  store: Store;
  indexes: Indexes;
}

export function createBackofficeData(): BackofficeData {
  const store = createStore();
  const indexes = createIndexes(store);
  // Newest request first within each status.
  indexes.setIndexDefinition(BO_INDEX.approvalsByStatus, 'approvals', 'status', 'requested_at', undefined, (a, b) =>
    String(b).localeCompare(String(a)),
  );
  indexes.setIndexDefinition(BO_INDEX.approvalsByTarget, 'approvals', 'target_id', 'requested_at', undefined, (a, b) =>
    String(b).localeCompare(String(a)),
  );
  // The trading desk: a match's markets, largest liability first; a market's outcomes in the feed's order.
  indexes.setIndexDefinition(BO_INDEX.marketsByMatch, 'tradingMarkets', 'match_id', 'liability', undefined, (a, b) => Number(b) - Number(a));
  indexes.setIndexDefinition(BO_INDEX.outcomesByMarket, 'tradingOutcomes', 'market_key', 'position', undefined, (a, b) => Number(a) - Number(b));
  definePaymentIndexes(indexes);
  defineContentIndexes(indexes);
  definePlayerIndexes(indexes);
  defineReportIndexes(indexes);
  defineShopIndexes(indexes);
  return { store, indexes };
}

const flat = (row: object): Record<string, string | number | boolean> => {
  const cells: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === null || value === undefined) {
      continue;
    }
    cells[key] = typeof value === 'object' ? JSON.stringify(value) : (value as string | number | boolean);
  }
  return cells;
};

const approvalCells = (a: ApprovalRow) =>
  flat({
    ...a,
    requested_by_name: a.requested_by.name,
    requested_by: a.requested_by.id,
    decided_by_name: a.decided_by?.name,
    decided_by: a.decided_by?.id,
  });
const operatorCells = (o: OperatorRow) => flat(o);
const auditCells = (e: AuditRow) => flat(e);
const meCells = (me: Me) => flat(me);

/** This module's tables of the signed-in operator's data (a sign-out empties them, and the other modules' too). */
const OWN_TABLES = ['me', 'approvals', 'operators', 'audit', 'dashboard', 'dashboardProducts'] as const;

/** Applies one outcome to the store, in one transaction (listeners see the whole change at once). */
export function applyOutcome({ store }: BackofficeData, outcome: Outcome): void {
  store.transaction(() => {
    switch (outcome.type) {
      case 'CommandStarted':
        store.setRow('commands', outcome.command, { state: 'busy' });
        break;
      case 'CommandSucceeded':
        store.setRow('commands', outcome.command, { state: 'done' });
        break;
      case 'CommandFailed':
        store.setRow('commands', outcome.command, { state: 'failed', code: outcome.code, message: outcome.message, status: outcome.status });
        break;
      case 'MeLoaded':
        store.setRow('me', 'me', meCells(outcome.me));
        break;
      case 'SignedOut':
        // Nothing of the last operator stays on the page.
        for (const table of [
          ...OWN_TABLES,
          ...PAYMENT_TABLES,
          ...CONTENT_TABLES,
          ...RISK_TABLES,
          ...LOTOFOOT_TABLES,
          ...PLAYER_TABLES,
          ...REPORT_TABLES,
        ]) {
          store.delTable(table);
        }
        for (const table of PROMOTION_TABLES) {
          store.delTable(table);
        }
        for (const table of SHOP_TABLES) {
          store.delTable(table);
        }
        for (const table of GAME_TABLES) {
          store.delTable(table);
        }
        store.delValues();
        break;
      case 'TotpStarted':
        store.setValues({ ...store.getValues(), totpSecret: outcome.secret, totpUri: outcome.uri });
        break;
      case 'ApprovalsLoaded':
        for (const id of store.getRowIds('approvals')) {
          if (store.getCell('approvals', id, 'status') === outcome.status) {
            store.delRow('approvals', id);
          }
        }
        for (const row of outcome.rows) {
          store.setRow('approvals', row.id, approvalCells(row));
        }
        break;
      case 'ApprovalDecided':
        store.setRow('approvals', outcome.approval.id, approvalCells(outcome.approval));
        break;
      case 'OperatorsLoaded':
        store.setTable('operators', Object.fromEntries(outcome.rows.map((o) => [o.id, operatorCells(o)])));
        break;
      case 'OperatorSaved':
        store.setRow('operators', outcome.operator.id, operatorCells(outcome.operator));
        if (outcome.temporaryPassword !== null) {
          store.setValue('temporaryPassword', outcome.temporaryPassword);
          store.setValue('temporaryFor', outcome.operator.id);
        }
        break;
      case 'TemporaryPassword':
        store.setValue('temporaryPassword', outcome.password);
        store.setValue('temporaryFor', outcome.operatorId);
        break;
      case 'AuditLoaded':
        if (!outcome.append) {
          store.delTable('audit');
        }
        for (const row of outcome.rows) {
          store.setRow('audit', String(row.seq), auditCells(row));
        }
        store.setValue('auditNext', outcome.next ?? 0);
        break;
      case 'AuditVerified':
        store.setValue('verifyOk', outcome.report.ok);
        store.setValue('verifyEntries', outcome.report.entries);
        store.setValue('verifyBrokenAt', outcome.report.broken_at ?? 0);
        break;
      case 'TradingMatchesLoaded':
        store.setTable('tradingMatches', Object.fromEntries(outcome.rows.map((m, i) => [m.match_id, flat({ ...m, rank: i })])));
        break;
      case 'TradingMatchLoaded': {
        const id = outcome.match.match_id;
        store.setRow('tradingMatches', id, { ...store.getRow('tradingMatches', id), ...flat(outcome.match) });
        for (const key of store.getRowIds('tradingMarkets').filter((k) => k.startsWith(`${id}|`))) {
          store.delRow('tradingMarkets', key);
        }
        for (const key of store.getRowIds('tradingOutcomes').filter((k) => k.startsWith(`${id}|`))) {
          store.delRow('tradingOutcomes', key);
        }
        for (const market of outcome.markets) {
          const key = marketKey(id, market.market_id, market.specifier);
          const { outcomes, ...cells } = market;
          store.setRow('tradingMarkets', key, flat({ ...cells, match_id: id }));
          outcomes.forEach((o, position) => {
            store.setRow('tradingOutcomes', `${key}|${o.outcome_id}`, flat({ ...o, market_key: key, position }));
          });
        }
        break;
      }
      case 'Credited':
        store.setValue('creditResult', JSON.stringify({ kind: 'credited', phone: outcome.phone, balance: outcome.balance }));
        break;
      case 'CreditPending':
        store.setValue('creditResult', JSON.stringify({ kind: 'pending', approvalId: outcome.approvalId }));
        break;
      case 'PaymentsLoaded':
      case 'PaymentLoaded':
      case 'DiscrepanciesLoaded':
      case 'ReconciliationRan':
      case 'PaymentSwitchesLoaded':
      case 'PaymentLimitsLoaded':
        applyPaymentOutcome(store, outcome);
        break;
      case 'BannersLoaded':
      case 'BannerSaved':
        applyContentOutcome(store, outcome);
        break;
      case 'PromotionsLoaded':
      case 'PromotionSaved':
      case 'PromoPopupLoaded':
      case 'PointsConfigLoaded':
        applyPromotionOutcome(store, outcome);
        break;
      case 'PlayersFound':
      case 'PlayerLoaded':
      case 'PlayerChanged':
      case 'PlayerLimitsRequested':
        applyPlayerOutcome(store, outcome);
        break;
      case 'ReportLoaded':
        applyReportOutcome(store, outcome);
        break;
      case 'RiskLimitsLoaded':
      case 'RiskFlagsLoaded':
      case 'ResettlementRequested':
      case 'ResultEntered':
        applyRiskOutcome(store, outcome);
        break;
      case 'GameCatalogLoaded':
      case 'GameSettingsLoaded':
      case 'GameProviderSwitched':
      case 'GameSwitched':
        applyGameOutcome(store, outcome);
        break;
      case 'LotofootWeeksLoaded':
        applyLotofootOutcome(store, outcome);
        break;
      case 'ShopsLoaded':
      case 'ShopChanged':
      case 'ShopCreated':
      case 'CashierAdded':
      case 'ShopTillLoaded':
        applyShopOutcome(store, outcome);
        break;
      case 'DashboardLoaded': {
        // One row of today's facts (health flattened beside them), one row per product: a frame replaces both.
        const { products, health, ...facts } = outcome.view;
        store.setRow('dashboard', 'today', flat({ ...facts, ...health }));
        store.setTable('dashboardProducts', Object.fromEntries(products.map((p) => [p.product, flat(p)])));
        break;
      }
    }
  });
}
