// The payment method catalogue of companion §3/§9, and which methods a player sees. Deposits: SantimPay USSD
// Telebirr 1, CBE Birr 2, M-Pesa 3, ArifPay inline 4–6, SantimPay checkout 10; withdrawals: SantimPay B2C to the
// same three wallets, ArifPay's 4–6. Every method takes at least 1 ETB; SantimPay methods at most 1,000,000 and
// ArifPay methods 100,000 (a withdrawal is further capped at 10,000, see submit.ts). The flags here are the
// defaults; operators change them per merchant, so visibleMethods takes the gateways' preferences as input. A
// merchant may also set a method's own minimum and maximum (the back office's limits): they come with the gateway's
// preference as `limits`, and replace the method's minAmount/maxAmount wherever the methods are listed or checked.
import type { PaymentGateway } from './gateway-status.ts';

export type PaymentFlow = 'deposit' | 'withdrawal';
/** The method words of the preference response (companion §3). */
export type PreferenceMethod = 'TELEBIRR' | 'CBEBIRR' | 'MPESA' | 'CHECKOUT';

/** Companion §3's Payment method, plus the flow it serves and the word the preference response lists it by. */
export interface PaymentMethod {
  id: string;
  name: string;
  provider: PaymentGateway;
  type: 'ussd' | 'inline' | 'redirect';
  category: 'telebirr' | 'cbe' | 'mpesa' | 'santimpay';
  minAmount: number;
  maxAmount: number;
  enabled: boolean;
  description: string;
  requiresPhone: boolean;
  isUSSD: boolean;
  priority: number;
  /** A logo key (the category); the client maps it to its asset. */
  logo: string;
  flow: PaymentFlow;
  method: PreferenceMethod;
  /** True when minAmount/maxAmount are the merchant's own (not the defaults): a withdrawal's cap is then its maxAmount. */
  merchantLimits?: boolean;
}

export const PAYMENT_MIN_ETB = 1;
export const PAYMENT_MAX_ETB: Readonly<Record<PaymentGateway, number>> = { santimpay: 1_000_000, arifpay: 100_000 };

const WALLETS = [
  { category: 'telebirr', name: 'Telebirr', method: 'TELEBIRR' },
  { category: 'cbe', name: 'CBE Birr', method: 'CBEBIRR' },
  { category: 'mpesa', name: 'M-Pesa', method: 'MPESA' },
] as const;

function method(
  flow: PaymentFlow,
  provider: PaymentGateway,
  type: PaymentMethod['type'],
  wallet: { category: PaymentMethod['category']; name: string; method: PreferenceMethod },
  priority: number,
  enabled: boolean,
): PaymentMethod {
  const via = provider === 'santimpay' ? 'SantimPay' : 'ArifPay';
  const verb = flow === 'deposit' ? 'Deposit with' : 'Withdraw to';
  return {
    id: `${provider}-${flow === 'deposit' ? '' : 'withdraw-'}${type === 'redirect' ? 'checkout' : wallet.category}`,
    name: wallet.name,
    provider,
    type,
    category: wallet.category,
    minAmount: PAYMENT_MIN_ETB,
    maxAmount: PAYMENT_MAX_ETB[provider],
    enabled,
    description: `${verb} ${wallet.name} via ${via}`,
    requiresPhone: true,
    isUSSD: type === 'ussd',
    priority,
    logo: wallet.category,
    flow,
    method: wallet.method,
  };
}

// ArifPay's M-Pesa is named in neither flag list of §9; a money method nobody switched on stays off.
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  ...WALLETS.map((w, i) => method('deposit', 'santimpay', 'ussd', w, i + 1, true)),
  ...WALLETS.map((w, i) => method('deposit', 'arifpay', 'inline', w, i + 4, false)),
  method('deposit', 'santimpay', 'redirect', { category: 'santimpay', name: 'SantimPay', method: 'CHECKOUT' }, 10, true),
  // A B2C payout neither pushes a USSD prompt nor redirects: 'inline' is the nearest of §3's three types.
  ...WALLETS.map((w, i) => method('withdrawal', 'santimpay', 'inline', w, i + 1, true)),
  ...WALLETS.map((w, i) => method('withdrawal', 'arifpay', 'inline', w, i + 4, false)),
].sort((a, b) => a.priority - b.priority);

/** A merchant's own limits of one of a gateway's methods in a flow, in ETB (the back office's payment limits). */
export interface MethodLimit {
  method: PreferenceMethod;
  min_amount: number;
  max_amount: number;
}

/** The preference response's gateways (companion §3); `limits` only where the merchant set a method's own. */
export interface GatewayPreference {
  name: PaymentGateway;
  enabled: boolean;
  methods: readonly PreferenceMethod[];
  limits?: readonly MethodLimit[];
}

/** The default preferences of a flow: a gateway is on when one of its methods is, and lists its enabled ones. */
export function defaultPreferences(flow: PaymentFlow): GatewayPreference[] {
  return (['santimpay', 'arifpay'] as const).map((name) => {
    const on = PAYMENT_METHODS.filter((m) => m.flow === flow && m.provider === name && m.enabled);
    return { name, enabled: on.length > 0, methods: on.map((m) => m.method) };
  });
}

/**
 * Companion §9: a method shows only if its gateway is enabled and lists it; by priority. The preferences are the
 * flags (a method's own `enabled` is only its default), so an operator's change takes effect here.
 */
export function visibleMethods(flow: PaymentFlow, gateways: readonly GatewayPreference[]): PaymentMethod[] {
  return PAYMENT_METHODS.filter((m) => {
    const gateway = gateways.find((g) => g.name === m.provider);
    return m.flow === flow && gateway?.enabled === true && gateway.methods.includes(m.method);
  }).map((m) => {
    const own = gateways.find((g) => g.name === m.provider)?.limits?.find((l) => l.method === m.method);
    return own === undefined ? m : { ...m, minAmount: own.min_amount, maxAmount: own.max_amount, merchantLimits: true };
  });
}

/** The catalogue's method of a flow, gateway and method word (the limits table names methods by their id). */
export const methodOf = (flow: PaymentFlow, gateway: PaymentGateway, method: PreferenceMethod): PaymentMethod | undefined =>
  PAYMENT_METHODS.find((m) => m.flow === flow && m.provider === gateway && m.method === method);
