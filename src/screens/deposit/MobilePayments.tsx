// The phone's Payments screen (companion §2): tabs Deposit, Withdraw and a 'Withdrawal Request' tab that does nothing;
// step one lists the flow's methods as cards (provider badge, logo, free fee, instant time, a Deposit / Withdraw
// button), step two the chosen method's form with a back button. Switching tab goes back to the list.
import { useState } from 'react';
import { useEngine } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { PaymentFlow, PaymentMethod } from '../../../domain/payments/methods.ts';
import { useMethods, type PaymentPlayer } from '../../payments/use-payments.ts';
import { Gate } from './Gate.tsx';
import { MethodsState } from './MethodsState.tsx';
import { MethodLogo, ProviderBadge } from './MethodBits.tsx';
import { PaymentForm, usePaymentTab } from './PaymentForm.tsx';
import { Back, Card, Cards, Page, Tabs } from './deposit-style.ts';

function Steps({ flow, player }: { flow: PaymentFlow; player: PaymentPlayer }) {
  const t = useT();
  const engine = useEngine();
  const methods = useMethods(flow, player);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const deposit = flow === 'deposit';
  const go = (m: PaymentMethod | null): void => {
    engine.emit({ type: 'v1.PaymentFormReset', at: Date.now(), source: 'user', payload: { flow } });
    setChosen(m);
  };
  if (chosen) {
    return (
      <>
        <Back type="button" onClick={() => go(null)}>
          ← {t('payments.back')}
        </Back>
        <PaymentForm flow={flow} method={chosen} player={player} variant="mobile" />
      </>
    );
  }
  return (
    <>
      <MethodsState flow={flow} methods={methods} variant="mobile" />
      <Cards>
        {methods.methods.map((m) => (
          <Card key={m.id} data-testid="payment-method" data-method={m.id}>
            <div className="head">
              <MethodLogo method={m} />
              {m.name}
              <ProviderBadge method={m} />
            </div>
            <div className="facts">
              <span>{t(deposit ? 'payments.fee.deposit' : 'payments.fee.withdrawal')}</span>
              <span>{t('payments.time')}</span>
            </div>
            <button type="button" onClick={() => go(m)}>
              {t(deposit ? 'payments.card.deposit' : 'payments.card.withdraw')}
            </button>
          </Card>
        ))}
      </Cards>
    </>
  );
}

export function MobilePayments() {
  const t = useT();
  const [flow, choose] = usePaymentTab();
  return (
    <Page data-testid="payments-screen">
      <h1>{t('payments.title')}</h1>
      <Tabs role="tablist">
        <button type="button" role="tab" aria-selected={flow === 'deposit'} onClick={() => choose('deposit')}>
          {t('payments.tab.depositMobile')}
        </button>
        <button type="button" role="tab" aria-selected={flow === 'withdrawal'} onClick={() => choose('withdrawal')}>
          {t('payments.tab.withdrawMobile')}
        </button>
        {/* Companion §2: shown, does nothing. */}
        <button type="button" role="tab" aria-selected={false} aria-disabled="true">
          {t('payments.tab.request')}
        </button>
      </Tabs>
      <Gate>{(player) => <Steps key={flow} flow={flow} player={player} />}</Gate>
    </Page>
  );
}
