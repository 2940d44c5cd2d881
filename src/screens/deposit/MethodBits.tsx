// Small pieces of a method shown in rows and cards: its logo (a brand-coloured tile) and its badges.
import type { PaymentMethod } from '../../../domain/payments/methods.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { Badge, Logo } from './deposit-style.ts';
import { providerName } from './PaymentForm.tsx';

const INITIALS: Record<PaymentMethod['category'], string> = { telebirr: 'tb', cbe: 'CBE', mpesa: 'M', santimpay: 'SP' };

export function MethodLogo({ method }: { method: PaymentMethod }) {
  return (
    <Logo data-logo={method.logo} aria-hidden="true">
      {INITIALS[method.category]}
    </Logo>
  );
}

export function TypeBadge({ method }: { method: PaymentMethod }) {
  const t = useT();
  return (
    <Badge>{t(method.type === 'ussd' ? 'payments.type.ussd' : method.type === 'redirect' ? 'payments.type.redirect' : 'payments.type.inline')}</Badge>
  );
}

export function ProviderBadge({ method }: { method: PaymentMethod }) {
  return <Badge>{providerName(method)}</Badge>;
}
