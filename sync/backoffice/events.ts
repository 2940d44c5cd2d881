// What flows through the back office's data layer (issue 33): intents (what an operator asked for, sent once by the
// engine) and outcomes (what the server answered, decoded, applied to the store). Components emit intents and read
// the store; they never see a transport. Answer types are the endpoint declarations' own.
import type { EnterResults } from '../../schema/endpoints/admin-feed.ts';
import type { Infer } from 'superstruct';
import type { AnswerOf, BodyOf } from '../../schema/endpoint.ts';
import type { Approval, AuditEntry, VerifyAudit } from '../../schema/endpoints/backoffice-audit.ts';
import type { OperatorMeAnswer } from '../../schema/endpoints/backoffice-auth.ts';
import type { OperatorSummary } from '../../schema/endpoints/backoffice-operators.ts';
import type { RequestResettlement } from '../../schema/endpoints/backoffice-results.ts';
import type { LotofootWeekRisk } from '../../schema/endpoints/backoffice-lotofoot.ts';
import type { FlaggedPlayer, RISK_SCOPES, RiskLimit } from '../../schema/endpoints/backoffice-risk.ts';
import type { PaymentDifference, PaymentRecord, PaymentStep } from '../../schema/endpoints/backoffice-payments.ts';
import type { PaymentSettingsIntent, PaymentSettingsOutcome } from './events-payment-settings.ts';
import type { PlayerProfile, PlayerSummary } from '../../schema/endpoints/backoffice-players.ts';
import type { ExclusionPeriod, LimitPeriod } from '../../schema/responsible-gaming.ts';
import type { TradingMarket, TradingMatch } from '../../schema/endpoints/backoffice-trading.ts';
import type { PersonRole } from '../../schema/operator-access.ts';
import type { BannerTexts } from '../../schema/banner.ts';
import type { DashboardView } from '../../schema/endpoints/backoffice-dashboard.ts';
import type { ListAllBanners } from '../../schema/endpoints/promotions.ts';
import type { EditPromotion, ListAllPromotions } from '../../schema/endpoints/promotion-offers.ts';
import type { PointsConfigBody } from '../../schema/endpoints/backoffice-content.ts';
import type { PopupSetting } from '../../schema/promotion.ts';
import type { REPORT_CHANNELS, REPORT_PRODUCTS, ReportBody } from '../../schema/endpoints/backoffice-reports.ts';
import type { AdminGame, AdminGameProvider } from '../../schema/endpoints/admin-games.ts';
import type { GameSettings } from '../../schema/game.ts';
import type { ShopSummary } from '../../schema/endpoints/shop-admin.ts';
import type { TillStatement } from '../../schema/shop.ts';

export type ApprovalStatus = 'pending' | 'approved' | 'rejected';
export type Me = Infer<typeof OperatorMeAnswer>;
export type ApprovalRow = Infer<typeof Approval>;
export type OperatorRow = Infer<typeof OperatorSummary>;
export type AuditRow = Infer<typeof AuditEntry>;
export type ChainReport = AnswerOf<typeof VerifyAudit, 200>;
export type TradingMatchRow = Infer<typeof TradingMatch>;
export type TradingMarketRow = Infer<typeof TradingMarket>;
export type RiskLimitRow = Infer<typeof RiskLimit>;
export type FlaggedPlayerRow = Infer<typeof FlaggedPlayer>;
export type LotofootWeekRow = Infer<typeof LotofootWeekRisk>;
export type PaymentRow = Infer<typeof PaymentRecord>;
export type PaymentStepRow = Infer<typeof PaymentStep>;
export type PaymentDifferenceRow = Infer<typeof PaymentDifference>;
export type PlayerSummaryRow = Infer<typeof PlayerSummary>;
export type PlayerProfileAnswer = Infer<typeof PlayerProfile>;
/** A deposit-limit change asked for on a player's request (ETB): a period left out keeps its limit, null removes it. */
export type PlayerLimitsChange = Partial<Record<LimitPeriod, number | null>>;
export type DashboardViewRow = Infer<typeof DashboardView>;
/** A banner as operators see it (retired ones too), its words per language in `texts`. */
export type BannerRow = AnswerOf<typeof ListAllBanners, 200>['banners'][number];
export type ReportAnswer = Infer<typeof ReportBody>;
/** A promotion as operators see it (retired and future ones too), with whether the popup may show it. */
export type PromotionRow = AnswerOf<typeof ListAllPromotions, 200>['promotions'][number];
/** What a promotion's save sends: the fields it changes (null clears an optional one); a new one needs type and title. */
export type PromotionChange = BodyOf<typeof EditPromotion>;
export type PointsConfigRow = PointsConfigBody;
export type GameProviderRow = Infer<typeof AdminGameProvider>;
export type AdminGameRow = Infer<typeof AdminGame>;
export type GameSettingRow = Infer<typeof GameSettings>;

/** Which games the Games screen lists: one provider's, names containing q, a page (absent: all, page 1). */
export interface GameCatalogFilter {
  provider?: string;
  q?: string;
  page?: number;
}
/** A shop as the shops desk lists it: its cashiers and today's till figures. */
export type ShopSummaryRow = Infer<typeof ShopSummary>;

/** The figures a report covers: business days from..to (EAT, YYYY-MM-DD), optionally one product, channel or merchant. */
export interface ReportFilter {
  from: string;
  to: string;
  product?: (typeof REPORT_PRODUCTS)[number];
  channel?: (typeof REPORT_CHANNELS)[number];
  merchant?: string;
}

/** What a banner's save changes: the fields sent; `texts` replaces its words whole (null: none, the artwork's own). */
export interface BannerChange {
  image_url?: string;
  click_url?: string | null;
  order?: number;
  active?: boolean;
  texts?: BannerTexts | null;
}

/** Which payments a list shows (each combination is its own list in the store; absent: any). */
export interface PaymentFilter {
  flow?: PaymentRow['flow'];
  state?: PaymentRow['state'];
  review?: NonNullable<PaymentRow['review']>;
  /** A phone, a payment id or a gateway transaction/session id. */
  q?: string;
}

/** A price or market state a trader sets (the status applies to the outcome's market). */
export interface PriceChange {
  matchId: string;
  marketId: string;
  specifier: string;
  outcomeId: string;
  odds?: number;
  status?: 'active' | 'suspended';
}

/** A stake and win limit set on one player, match or market (ETB; null: none at that scope; both null remove it). */
export interface RiskLimitChange {
  scope: (typeof RISK_SCOPES)[number];
  /** A player id, a match id, or match/market/specifier for a market. */
  scopeId: string;
  maxStake: number | null;
  maxWin: number | null;
  reason: string;
}

/** What a resettlement asks for: the endpoint's own body (a correction's result, or the market to void). */
export type ResettleRequest = BodyOf<typeof RequestResettlement>;
/** A final result as the results boundary takes it (one entry of POST /feed/results). */
export type EnteredResult = BodyOf<typeof EnterResults>['results'][number];

export interface OperatorChange {
  name?: string;
  roles?: PersonRole[];
  status?: 'active' | 'disabled';
  totp_required?: boolean;
}

export type Intent =
  | { type: 'SignIn'; login: string; password: string; code?: string }
  | { type: 'SignOut' }
  | { type: 'ChangePassword'; current: string; next: string }
  | { type: 'StartTotp' }
  | { type: 'ConfirmTotp'; code: string }
  | { type: 'LoadMe' }
  | { type: 'LoadApprovals'; status: ApprovalStatus }
  | { type: 'DecideApproval'; id: string; verb: 'approve' | 'reject'; note?: string }
  | { type: 'LoadOperators' }
  | { type: 'CreateOperator'; name: string; email: string | null; phone: string | null; roles: PersonRole[]; totpRequired: boolean }
  | { type: 'UpdateOperator'; id: string; change: OperatorChange; reason: string }
  | { type: 'ResetOperator'; id: string; reason: string }
  | { type: 'LoadAudit'; action?: string; beforeSeq?: number }
  | { type: 'VerifyAudit' }
  | { type: 'CreditPlayer'; phone: string; amount: number; reason: string }
  | { type: 'LoadTradingMatches'; q?: string }
  | { type: 'LoadTradingMatch'; id: string }
  | { type: 'ChangePrice'; change: PriceChange }
  | { type: 'LoadRiskLimits' }
  | { type: 'LoadRiskFlags' }
  | { type: 'SetRiskLimit'; limit: RiskLimitChange }
  | { type: 'RequestResettlement'; matchId: string; request: ResettleRequest }
  | { type: 'EnterResult'; matchId: string; result: EnteredResult; reason: string }
  | { type: 'LoadLotofootWeeks' }
  | { type: 'SetLotofootCap'; variant: 'LOTOFOOT_7'; cap: number; reason: string }
  | { type: 'LoadPayments'; filter: PaymentFilter; before?: string }
  | { type: 'LoadPayment'; id: string }
  | PaymentSettingsIntent
  | { type: 'SearchPlayers'; q: string }
  | { type: 'LoadPlayer'; id: string }
  | { type: 'BlockPlayer'; id: string; blocked: boolean; reason: string }
  | { type: 'SignOutPlayer'; id: string; reason: string }
  | { type: 'AddPlayerNote'; id: string; text: string }
  | { type: 'ExcludePlayer'; id: string; period: ExclusionPeriod; reason: string }
  | { type: 'RequestPlayerLimits'; id: string; limits: PlayerLimitsChange; reason: string }
  | { type: 'LoadBanners' }
  | { type: 'SaveBanner'; id: string; change: BannerChange }
  | { type: 'CreateBanner'; bannerType: string; imageUrl: string }
  | { type: 'RetireBanner'; id: string }
  /** The content desk's promotions (a save with id null creates one), the promo popup and the points config. */
  | { type: 'LoadPromotions' }
  | { type: 'SavePromotion'; id: string | null; change: PromotionChange }
  | { type: 'RetirePromotion'; id: string }
  | { type: 'LoadPromoPopup' }
  | { type: 'SetPromoPopup'; popup: PopupSetting }
  | { type: 'LoadPointsConfig' }
  | { type: 'SetPointsConfig'; config: PointsConfigRow }
  | { type: 'LoadDashboard' }
  | { type: 'WatchDashboard'; on: boolean }
  | { type: 'LoadReport'; filter: ReportFilter }
  | { type: 'LoadGameCatalog'; filter: GameCatalogFilter }
  | { type: 'LoadGameSettings' }
  | { type: 'SwitchGameProvider'; id: string; on: boolean; reason: string }
  | { type: 'SwitchGame'; id: string; on: boolean; reason: string }
  | { type: 'SetRealMoney'; merchantId: string; on: boolean }
  | { type: 'LoadShops' }
  | { type: 'CreateShop'; name: string }
  | { type: 'AddCashier'; shopId: string; username: string; password: string }
  | { type: 'SetCashierActive'; shopId: string; cashierId: string; active: boolean; reason: string }
  | { type: 'ResetCashierPassword'; shopId: string; cashierId: string; password: string; reason: string }
  /** A shop's till statement for one Addis Ababa day (YYYY-MM-DD). */
  | { type: 'LoadShopTill'; shopId: string; day: string };

export type IntentType = Intent['type'];

export type Outcome =
  | { type: 'CommandStarted'; command: IntentType }
  | { type: 'CommandSucceeded'; command: IntentType }
  | { type: 'CommandFailed'; command: IntentType; status: number; code: string; message: string }
  | { type: 'MeLoaded'; me: Me }
  | { type: 'SignedOut' }
  | { type: 'TotpStarted'; secret: string; uri: string }
  | { type: 'ApprovalsLoaded'; status: ApprovalStatus; rows: ApprovalRow[] }
  | { type: 'ApprovalDecided'; approval: ApprovalRow }
  | { type: 'OperatorsLoaded'; rows: OperatorRow[] }
  | { type: 'OperatorSaved'; operator: OperatorRow; temporaryPassword: string | null }
  | { type: 'TemporaryPassword'; operatorId: string; password: string }
  | { type: 'AuditLoaded'; rows: AuditRow[]; next: number | null; append: boolean }
  | { type: 'AuditVerified'; report: ChainReport }
  | { type: 'Credited'; phone: string; balance: number }
  | { type: 'CreditPending'; approvalId: string }
  | { type: 'TradingMatchesLoaded'; rows: TradingMatchRow[] }
  | { type: 'TradingMatchLoaded'; match: TradingMatchRow; markets: TradingMarketRow[] }
  /** The limits in force (newest first), as listed or as a limit set or removed left them. */
  | { type: 'RiskLimitsLoaded'; rows: RiskLimitRow[] }
  | { type: 'RiskFlagsLoaded'; rows: FlaggedPlayerRow[] }
  | { type: 'LotofootWeeksLoaded'; rows: LotofootWeekRow[] }
  | { type: 'ResultEntered'; matchId: string; stored: number; settled: number }
  /** A resettlement asked for: it waits for a second person's approval. */
  | { type: 'ResettlementRequested'; matchId: string; approvalId: string }
  /** A page of a payment list: the first replaces the list, a later one (after `before`) is added to it. */
  | { type: 'PaymentsLoaded'; filter: PaymentFilter; rows: PaymentRow[]; next: string | null; append: boolean }
  | { type: 'PaymentLoaded'; payment: PaymentRow; steps: PaymentStepRow[]; differences: PaymentDifferenceRow[] }
  | PaymentSettingsOutcome
  /** The players a search for `q` found (at most 20, newest first). */
  | { type: 'PlayersFound'; q: string; rows: PlayerSummaryRow[] }
  /** A player's profile as read (PlayerLoaded) or as a change on the players desk left it (PlayerChanged). */
  | { type: 'PlayerLoaded'; profile: PlayerProfileAnswer }
  | { type: 'PlayerChanged'; profile: PlayerProfileAnswer }
  /** A deposit-limit change asked for: it waits for a second person's approval. */
  | { type: 'PlayerLimitsRequested'; playerId: string; approvalId: string }
  | { type: 'BannersLoaded'; rows: BannerRow[] }
  | { type: 'PromotionsLoaded'; rows: PromotionRow[] }
  /** A promotion as the server now has it after a save, a retire, a restore or (created: true) its creation. */
  | { type: 'PromotionSaved'; promotion: PromotionRow; created: boolean }
  /** The popup setting and the points config as players now get them (updatedAt null: the defaults stand). */
  | { type: 'PromoPopupLoaded'; popup: PopupSetting; updatedAt: string | null }
  | { type: 'PointsConfigLoaded'; config: PointsConfigRow; updatedAt: string | null }
  | { type: 'DashboardLoaded'; view: DashboardViewRow }
  /** The report of `filter`, as the server answered it. */
  | { type: 'ReportLoaded'; filter: ReportFilter; report: ReportAnswer }
  /** The Games screen: every provider, and the games of `filter` (one page of `total`). */
  | { type: 'GameCatalogLoaded'; filter: GameCatalogFilter; providers: GameProviderRow[]; games: AdminGameRow[]; total: number; perPage: number }
  /** Every merchant's real-money switch, as read or as a switch left them. */
  | { type: 'GameSettingsLoaded'; rows: GameSettingRow[] }
  /** A provider or a game as a switch left it. */
  | { type: 'GameProviderSwitched'; provider: GameProviderRow }
  | { type: 'GameSwitched'; game: AdminGameRow }
  /** A banner as the server now has it after a save, a retire or (created: true) its creation. */
  | { type: 'BannerSaved'; banner: BannerRow; created: boolean }
  /** Every shop (at most 500; `truncated`: there are more) with its cashiers and today's figures. */
  | { type: 'ShopsLoaded'; rows: ShopSummaryRow[]; truncated: boolean }
  /** A shop as a change to one of its cashiers left it. */
  | { type: 'ShopChanged'; shop: ShopSummaryRow }
  | { type: 'ShopCreated'; shopId: string; name: string }
  | { type: 'CashierAdded'; shopId: string; cashierId: string; username: string }
  | { type: 'ShopTillLoaded'; statement: TillStatement };
