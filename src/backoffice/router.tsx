// The back office's routes under /backoffice (TanStack Router, code-based, the players' router package): the shell
// gates sign-in, then one screen per section. Unknown paths go to the overview. The reports screen keeps its filter in
// the search params (validated here: a value the server would refuse is dropped, and the default stands).
import { createRootRoute, createRoute, createRouter, Navigate } from '@tanstack/react-router';
import { reportSearch } from '../../sync/backoffice/store-reports.ts';
import { playersSearch } from '../../sync/backoffice/store-players.ts';
import { BackofficeShell } from './Shell.tsx';
import { ApprovalsScreen } from './screens/Approvals.tsx';
import { AuditScreen } from './screens/Audit.tsx';
import { ContentScreen } from './screens/Content.tsx';
import { ContentBannerScreen } from './screens/ContentBanner.tsx';
import { ContentPromotionScreen } from './screens/ContentPromotion.tsx';
import { CreditScreen, creditSearch } from './screens/Credit.tsx';
import { HomeScreen } from './screens/Home.tsx';
import { OperatorsScreen } from './screens/Operators.tsx';
import { PaymentDetailScreen } from './screens/PaymentDetail.tsx';
import { PaymentsScreen } from './screens/Payments.tsx';
import { PaymentReconciliationScreen } from './screens/PaymentReconciliation.tsx';
import { PaymentSettingsScreen } from './screens/PaymentSettings.tsx';
import { RiskScreen, riskSearch } from './screens/Risk.tsx';
import { LotofootScreen } from './screens/Lotofoot.tsx';
import { PlayerScreen } from './screens/Player.tsx';
import { PlayersScreen } from './screens/Players.tsx';
import { ReportsScreen } from './screens/Reports.tsx';
import { GamesScreen } from './screens/Games.tsx';
import { ShopScreen } from './screens/Shop.tsx';
import { ShopsScreen } from './screens/Shops.tsx';
import { TradingMatchScreen, TradingScreen } from './screens/Trading.tsx';

const root = createRootRoute({ component: BackofficeShell, notFoundComponent: () => <Navigate to="/" replace /> });
const child = (path: string, component: () => React.JSX.Element) => createRoute({ getParentRoute: () => root, path, component });

const tree = root.addChildren([
  child('/', HomeScreen),
  child('/approvals', ApprovalsScreen),
  // The players desk's query, and a phone the credit screen fills in, travel in the search params.
  createRoute({ getParentRoute: () => root, path: '/credit', component: CreditScreen, validateSearch: creditSearch }),
  child('/operators', OperatorsScreen),
  child('/audit', AuditScreen),
  child('/trading', TradingScreen),
  child('/trading/$matchId', TradingMatchScreen),
  child('/content', ContentScreen),
  child('/content/$bannerId', ContentBannerScreen),
  // A promotion's editor ('new' for a new one); the content screen's section travels as ?tab= (content-tabs.tsx).
  child('/content/promotions/$promotionId', ContentPromotionScreen),
  child('/games', GamesScreen),
  child('/payments', PaymentsScreen),
  child('/payments/$paymentId', PaymentDetailScreen),
  // Static segments rank above $paymentId: these two are the desk's other views, never a payment.
  child('/payments/reconciliation', PaymentReconciliationScreen),
  child('/payments/settings', PaymentSettingsScreen),
  // The desk's Limit action fills the risk form's scope and target in through the search params.
  createRoute({ getParentRoute: () => root, path: '/risk', component: RiskScreen, validateSearch: riskSearch }),
  createRoute({ getParentRoute: () => root, path: '/players', component: PlayersScreen, validateSearch: playersSearch }),
  child('/players/$playerId', PlayerScreen),
  child('/lotofoot', LotofootScreen),
  createRoute({ getParentRoute: () => root, path: '/reports', component: ReportsScreen, validateSearch: reportSearch }),
  child('/shops', ShopsScreen),
  child('/shops/$shopId', ShopScreen),
]);

export const createBackofficeRouter = () => createRouter({ routeTree: tree, basepath: '/backoffice' });
