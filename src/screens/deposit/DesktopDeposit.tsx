// The desktop deposit page (companion §2): DEPOSIT and WITHDRAW tabs, 800 px wide; the flow's methods as collapsible
// rows in priority order, one open at a time; an open row holds the method's form. A new tab or row forgets the
// form's last answer (a start in flight keeps going and lands in the tracker).
import { useState } from 'react';
import { useEngine } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { PaymentFlow } from '../../../domain/payments/methods.ts';
import { useMethods, type PaymentPlayer } from '../../payments/use-payments.ts';
import { Gate } from './Gate.tsx';
import { MethodsState } from './MethodsState.tsx';
import { MethodLogo, TypeBadge } from './MethodBits.tsx';
import { PaymentForm, usePaymentTab } from './PaymentForm.tsx';
import { MethodRow, Page, Tabs } from './deposit-style.ts';

function Rows({ flow, player }: { flow: PaymentFlow; player: PaymentPlayer }) {
  const engine = useEngine();
  const methods = useMethods(flow, player);
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (id: string): void => {
    engine.emit({ type: 'v1.PaymentFormReset', at: Date.now(), source: 'user', payload: { flow } });
    setOpen((o) => (o === id ? null : id));
  };
  const state = <MethodsState flow={flow} methods={methods} variant="desktop" />;
  return (
    <>
      {state}
      {methods.methods.map((m) => (
        <MethodRow key={m.id} data-testid="payment-method" data-method={m.id}>
          <button type="button" aria-expanded={open === m.id} onClick={() => toggle(m.id)}>
            <MethodLogo method={m} />
            {m.name}
            <TypeBadge method={m} />
            <span className="chevron" aria-hidden="true">
              ▾
            </span>
          </button>
          {open === m.id ? <PaymentForm flow={flow} method={m} player={player} variant="desktop" /> : null}
        </MethodRow>
      ))}
    </>
  );
}

export function DesktopDeposit() {
  const t = useT();
  const [flow, choose] = usePaymentTab();
  return (
    <Page data-testid="deposit-page">
      <Tabs role="tablist">
        <button type="button" role="tab" aria-selected={flow === 'deposit'} onClick={() => choose('deposit')}>
          {t('payments.tab.deposit')}
        </button>
        <button type="button" role="tab" aria-selected={flow === 'withdrawal'} onClick={() => choose('withdrawal')}>
          {t('payments.tab.withdraw')}
        </button>
      </Tabs>
      <Gate>{(player) => <Rows key={flow} flow={flow} player={player} />}</Gate>
    </Page>
  );
}
