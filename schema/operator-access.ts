// The back office's permission matrix (issue 33), declared once: the roles a book's staff hold, the permissions each
// role grants, and which permission approves each kind of four-eyes request. Every operator endpoint names the
// permission it needs (schema/endpoint.ts `permission`); the server refuses a caller whose roles grant none of them
// (server/modules/backoffice/access.ts), and the back office only hides what the server would refuse.
// OPERATOR_TOKEN (machine access: feeds and scripts) is scoped by roles too — 'machine' unless configured.

export const PERMISSIONS = [
  'dashboard.view',
  'operators.manage',
  'settings.manage',
  'audit.view',
  'trading.view',
  'trading.prices',
  'trading.limits',
  'results.enter',
  'results.resettle',
  'risk.view',
  'players.view',
  'players.notes',
  'players.block',
  'players.limits',
  'limits.approve',
  'wallet.adjust',
  'wallet.request',
  'wallet.approve',
  'payments.view',
  'payments.approve',
  'payments.settings',
  'reports.view',
  'content.manage',
  'games.manage',
  'shops.manage',
  'feed.write',
  'ledger.check',
  'metrics.read',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['admin', 'trader', 'risk', 'finance', 'support', 'marketing', 'shop_manager', 'machine'] as const;
export type Role = (typeof ROLES)[number];

export type PersonRole = Exclude<Role, 'machine'>;

/** The roles a person may hold ('machine' is OPERATOR_TOKEN's alone). */
export const PERSON_ROLES = ROLES.filter((role): role is PersonRole => role !== 'machine');

/** Who may do what. A role lists exactly its permissions; nothing is inherited. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  // Operators and settings; reads everything a decision about the business needs.
  admin: [
    'dashboard.view',
    'operators.manage',
    'settings.manage',
    'audit.view',
    'trading.view',
    'players.view',
    'payments.view',
    'payments.settings',
    'reports.view',
    'games.manage',
  ],
  // Prices, markets, limits and results; asks for resettlements (another trader or risk approves).
  trader: ['dashboard.view', 'trading.view', 'trading.prices', 'trading.limits', 'results.enter', 'results.resettle', 'risk.view'],
  // Liability, player limits and blocks; approves the limit changes support asks for.
  risk: [
    'dashboard.view',
    'trading.view',
    'trading.limits',
    'risk.view',
    'players.view',
    'players.block',
    'players.limits',
    'limits.approve',
    'results.resettle',
  ],
  // Payments review, withdrawal approval, reconciliation, manual credits and their approval, reports.
  finance: [
    'dashboard.view',
    'payments.view',
    'payments.approve',
    'payments.settings',
    'reports.view',
    'players.view',
    'wallet.adjust',
    'wallet.approve',
    'ledger.check',
  ],
  // Player look-up and notes; limits and self-exclusion on request, and credits that always wait for finance.
  support: ['players.view', 'players.notes', 'players.limits', 'wallet.request'],
  // Promotions, banners, the popup and the points-betting config.
  marketing: ['dashboard.view', 'content.manage', 'reports.view'],
  // Shops, cashiers, tills and their daily cash reports.
  shop_manager: ['dashboard.view', 'shops.manage'],
  // OPERATOR_TOKEN's default scope: feeds (live events, results, prices, the demo clock), the games sync, checks,
  // and the Prometheus scrape of /metrics (machine access only: no person holds metrics.read).
  machine: ['feed.write', 'results.enter', 'trading.prices', 'games.manage', 'ledger.check', 'payments.view', 'metrics.read'],
};

/** Roles whose holders must sign in with a TOTP second factor (issue 33); an admin may require it of anyone. */
export const TOTP_REQUIRED_ROLES: readonly Role[] = ['admin', 'finance'];

/** The kinds of four-eyes request, and the permission the second person needs to approve one. */
export const APPROVAL_PERMISSION = {
  wallet_credit: 'wallet.approve',
  wallet_debit: 'wallet.approve',
  withdrawal: 'payments.approve',
  resettlement: 'results.resettle',
  player_limits: 'limits.approve',
} as const satisfies Record<string, Permission>;

export type ApprovalKind = keyof typeof APPROVAL_PERMISSION;
export const APPROVAL_KINDS = Object.keys(APPROVAL_PERMISSION) as ApprovalKind[];

/** What an operator endpoint needs: one permission, any one of several, or any signed-in person ('person'). */
export type OperatorRule = Permission | readonly Permission[] | 'person';

export function permissionsOf(roles: readonly Role[]): Set<Permission> {
  return new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]));
}

/** True when a caller holding `granted` passes `rule` (a machine never passes 'person'). */
export function allows(rule: OperatorRule, granted: ReadonlySet<Permission>, isPerson: boolean): boolean {
  if (rule === 'person') {
    return isPerson;
  }
  const needed: readonly Permission[] = typeof rule === 'string' ? [rule] : rule;
  return needed.some((permission) => granted.has(permission));
}

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
