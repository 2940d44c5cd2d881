// What a payment screen shows before its methods (companion §2): signed out, 'Please login to continue' with a Login
// button that opens the app's login; no phone on the profile, the spec's text with 'Update Profile' (the profile
// panel). Otherwise its children, with the player.
import type { ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useAccountUi } from '../../account/context.tsx';
import { usePlayer, type PaymentPlayer } from '../../payments/use-payments.ts';
import { Box } from './deposit-style.ts';

export function Gate({ children }: { children: (player: PaymentPlayer) => ReactNode }) {
  const t = useT();
  const player = usePlayer();
  const { openSection, setProfileOpen } = useAccountUi();
  if (!player) {
    return (
      <Box data-testid="payments-login">
        <p>{t('payments.login')}</p>
        <button type="button" onClick={() => openSection('login')}>
          {t('payments.loginButton')}
        </button>
      </Box>
    );
  }
  if (!player.phone) {
    return (
      <Box data-testid="payments-no-phone">
        <p>{t('payments.noPhone')}</p>
        <button type="button" onClick={() => setProfileOpen(true)}>
          {t('payments.updateProfile')}
        </button>
      </Box>
    );
  }
  return <>{children(player)}</>;
}
