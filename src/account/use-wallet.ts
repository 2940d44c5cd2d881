// Store reads of the signed-in player for the header, menu and profile panel.
import { useCell, useValue } from '../data/hooks.ts';
import { WALLET_ROW } from '../../sync/read/account.ts';

export function useSignedIn(): boolean {
  const user = useValue('user_id') ?? '';
  const session = useValue('session_id') ?? '';
  return user !== '' && session !== '';
}

export function useBalance(): { balance: number; currency: string; loaded: boolean } {
  const balance = useCell('wallet', WALLET_ROW, 'balance');
  const currency = useCell('wallet', WALLET_ROW, 'currency') ?? 'ETB';
  return { balance: balance ?? 0, currency, loaded: balance !== undefined };
}

export { formatAmount } from '../components/format.ts';
