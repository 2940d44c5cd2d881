// A flow's method list before it has methods (companion §2/§8): loading, the read's failure ('Not authenticated -
// please log in' on a 401, else 'Failed to load payment methods' / '… withdrawal methods', plus the refresh hint on
// phones), or none offered (the desktop's and the phone's own texts). Null when there are methods to show.
import { useT } from '../../i18n/I18nProvider.tsx';
import type { PaymentFlow } from '../../../domain/payments/methods.ts';
import type { MethodsState as Methods } from '../../payments/use-payments.ts';
import { Box } from './deposit-style.ts';

export function MethodsState({ flow, methods, variant }: { flow: PaymentFlow; methods: Methods; variant: 'desktop' | 'mobile' }) {
  const t = useT();
  const deposit = flow === 'deposit';
  const { status } = methods.state;
  if (methods.methods.length > 0 && status !== 'error') {
    return null;
  }
  if (status === 'loading' || status === 'idle') {
    return (
      <Box role="status" data-testid="payments-loading">
        <small>{t(deposit ? 'payments.loading.deposit' : 'payments.loading.withdrawal')}</small>
      </Box>
    );
  }
  if (status === 'error') {
    const text = methods.httpStatus === 401 ? 'payments.err.auth' : deposit ? 'payments.err.methods' : 'payments.err.withdrawalMethods';
    return (
      <Box role="alert" data-testid="payments-error">
        <p>{t(text)}</p>
        {variant === 'mobile' ? <small>{t('payments.err.refresh')}</small> : null}
        <div>
          <button type="button" onClick={methods.state.retry}>
            {t('state.tryAgain')}
          </button>
        </div>
      </Box>
    );
  }
  if (variant === 'desktop') {
    return (
      <Box data-testid="payments-empty">
        <p>{t(deposit ? 'payments.empty.deposit' : 'payments.empty.withdrawal')}</p>
      </Box>
    );
  }
  return (
    <Box data-testid="payments-empty">
      <p>{t(deposit ? 'payments.emptyMobile.deposit' : 'payments.emptyMobile.withdrawal')}</p>
      <small>{t('payments.support')}</small>
    </Box>
  );
}
