// Every REST endpoint of the API, by area: the server registers each with route(), the OpenAPI document
// and the fuzzer are generated from this list, and a test proves no /api route is missing from it.
import type { Endpoint } from '../endpoint.ts';
import { ADMIN_ENDPOINTS } from './admin.ts';
import { BACKOFFICE_AUDIT_ENDPOINTS } from './backoffice-audit.ts';
import { BACKOFFICE_AUTH_ENDPOINTS } from './backoffice-auth.ts';
import { BACKOFFICE_OPERATOR_ENDPOINTS } from './backoffice-operators.ts';
import { METRICS_ENDPOINTS } from './metrics.ts';
import { BACKOFFICE_DASHBOARD_ENDPOINTS } from './backoffice-dashboard.ts';
import { BACKOFFICE_PAYMENT_ENDPOINTS } from './backoffice-payments.ts';
import { BACKOFFICE_REPORT_ENDPOINTS } from './backoffice-reports.ts';
import { BACKOFFICE_PLAYER_ENDPOINTS } from './backoffice-players.ts';
import { BACKOFFICE_RISK_ENDPOINTS } from './backoffice-risk.ts';
import { BACKOFFICE_CONTENT_ENDPOINTS } from './backoffice-content.ts';
import { BACKOFFICE_RESULT_ENDPOINTS } from './backoffice-results.ts';
import { BACKOFFICE_LOTOFOOT_ENDPOINTS } from './backoffice-lotofoot.ts';
import { BACKOFFICE_TRADING_ENDPOINTS } from './backoffice-trading.ts';
import { ADMIN_PAYMENT_ENDPOINTS } from './admin-payments.ts';
import { AUTH_ENDPOINTS } from './auth.ts';
import { CHANGE_PASSWORD_ENDPOINTS } from './change-password.ts';
import { ODDS_POLICY_ENDPOINTS } from './odds-policy.ts';
import { CATALOG_ENDPOINTS } from './catalog.ts';
import { DOCS_ENDPOINTS } from './docs.ts';
import { LOTOFOOT_ENDPOINTS } from './lotofoot.ts';
import { PAYMENT_ENDPOINTS } from './payments.ts';
import { PROMOTION_ENDPOINTS } from './promotions.ts';
import { REALTIME_ENDPOINTS } from './realtime.ts';
import { SYSTEM_ENDPOINTS } from './system.ts';
import { TICKET_ENDPOINTS } from './tickets.ts';
import { WALLET_ENDPOINTS } from './wallet.ts';
import { GAMES_ENDPOINTS } from './games.ts';
import { GAME_LIST_ENDPOINTS } from './game-lists.ts';
import { HOUSE_GAME_ENDPOINTS } from './house-games.ts';
import { ADMIN_GAME_ENDPOINTS } from './admin-games.ts';
import { VIRTUAL_SPORT_ENDPOINTS } from './virtual-sports.ts';
import { SEAMLESS_ENDPOINTS } from './seamless-wallet.ts';
import { SHOP_ENDPOINTS } from './shop.ts';
import { SHOP_CASHOUT_ENDPOINTS } from './shop-cashout.ts';
import { SUPPLIER_WALLET_ENDPOINTS } from './supplier-wallets.ts';
import { RESPONSIBLE_GAMING_ENDPOINTS } from './responsible-gaming.ts';
import { BOOKING_CODE_ENDPOINTS } from './booking-codes.ts';
import { RESULTS_ENDPOINTS } from './results.ts';
import { LIVE_FEED_ENDPOINTS } from './live-feed.ts';
import { LIVE_ENDPOINTS } from './live.ts';
import { CASHOUT_ADMIN_ENDPOINTS, CASHOUT_ENDPOINTS } from './cashout.ts';
import { CHANNELS_TELEGRAM_ENDPOINTS } from './channels-telegram.ts';
import { CHANNEL_SMS_ENDPOINTS } from './channels-sms.ts';
import { USSD_ENDPOINTS } from './channels-ussd.ts';

export const ENDPOINTS: readonly Endpoint[] = [
  ...TICKET_ENDPOINTS,
  ...CATALOG_ENDPOINTS,
  ...AUTH_ENDPOINTS,
  ...CHANGE_PASSWORD_ENDPOINTS,
  ...ODDS_POLICY_ENDPOINTS,
  ...REALTIME_ENDPOINTS,
  ...DOCS_ENDPOINTS,
  ...PROMOTION_ENDPOINTS,
  ...ADMIN_ENDPOINTS,
  ...BACKOFFICE_AUTH_ENDPOINTS,
  ...BACKOFFICE_OPERATOR_ENDPOINTS,
  ...BACKOFFICE_AUDIT_ENDPOINTS,
  ...METRICS_ENDPOINTS,
  ...BACKOFFICE_TRADING_ENDPOINTS,
  ...BACKOFFICE_PAYMENT_ENDPOINTS,
  ...BACKOFFICE_REPORT_ENDPOINTS,
  ...BACKOFFICE_PLAYER_ENDPOINTS,
  ...BACKOFFICE_RISK_ENDPOINTS,
  ...BACKOFFICE_CONTENT_ENDPOINTS,
  ...BACKOFFICE_RESULT_ENDPOINTS,
  ...BACKOFFICE_LOTOFOOT_ENDPOINTS,
  ...BACKOFFICE_DASHBOARD_ENDPOINTS,
  ...SYSTEM_ENDPOINTS,
  ...PAYMENT_ENDPOINTS,
  ...WALLET_ENDPOINTS,
  ...ADMIN_PAYMENT_ENDPOINTS,
  ...LOTOFOOT_ENDPOINTS,
  ...GAMES_ENDPOINTS,
  ...GAME_LIST_ENDPOINTS,
  ...HOUSE_GAME_ENDPOINTS,
  ...ADMIN_GAME_ENDPOINTS,
  ...VIRTUAL_SPORT_ENDPOINTS,
  ...SEAMLESS_ENDPOINTS,
  ...SHOP_ENDPOINTS,
  ...SHOP_CASHOUT_ENDPOINTS,
  ...SUPPLIER_WALLET_ENDPOINTS,
  ...RESPONSIBLE_GAMING_ENDPOINTS,
  ...BOOKING_CODE_ENDPOINTS,
  ...RESULTS_ENDPOINTS,
  ...LIVE_FEED_ENDPOINTS,
  ...LIVE_ENDPOINTS,
  ...CASHOUT_ENDPOINTS,
  ...CASHOUT_ADMIN_ENDPOINTS,
  ...CHANNELS_TELEGRAM_ENDPOINTS,
  ...CHANNEL_SMS_ENDPOINTS,
  ...USSD_ENDPOINTS,
];
