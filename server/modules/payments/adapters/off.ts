// A gateway this server cannot reach: no credentials and no simulator (production without PAYMENT_SIMULATORS).
// Its methods are offered to nobody (preferences.ts offeredPreferences); should anything still call it, it refuses
// every request, knows no status and takes no callback.
import type { PaymentGateway } from '../../../../domain/payments/gateway-status.ts';
import { GatewayDeclined, type GatewayAdapter } from './types.ts';

export function offAdapter(gateway: PaymentGateway): GatewayAdapter {
  const refuse = async (): Promise<never> => {
    throw new GatewayDeclined(`${gateway} is not configured on this server`);
  };
  return {
    gateway,
    target: 'off (no credentials)',
    start: refuse,
    confirm: refuse,
    status: async () => null,
    callback: async () => 'forged',
    partners: async () => [],
  };
}
