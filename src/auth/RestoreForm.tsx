// Password restore (spec §4/§5): phone → code → new password, with back arrows (password → code,
// code → phone). The steps are the restore form's store state (accountForms 'restore'): each command's
// success moves it on; an invalid, expired or missing token (by its code) sends the player back to the code step.
// Each step's inputs are keyed by the step, so no input of one step is reused for another: a code field reused for
// the new password once kept a length limit of 0, so nothing could be typed (issue 29).
import { Fragment, useEffect, useState, type FormEvent } from 'react';
import { useT } from '../i18n/I18nProvider.tsx';
import { useAccountUi } from '../account/context.tsx';
import { Icon } from '../components/icons.tsx';
import { CodeField, Field, Form, FormError, LinkButton, NewPasswordFields, Primary, SupportLine, useForm } from './fields.tsx';

export function RestoreForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const { account, openSection } = useAccountUi();
  const form = useForm('restore');
  const step = form.step === 'otp' || form.step === 'password' || form.step === 'done' ? form.step : 'phone';
  const [v, setV] = useState({ phone: '', otp: '', password: '', confirm: '' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: fires when the step changes; the parent's `onDone` is a new arrow each render
  useEffect(() => {
    if (step === 'done') {
      onDone();
    } else if (step === 'otp') {
      setV((s) => ({ ...s, otp: '' }));
    }
  }, [step]);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (form.busy) {
      return;
    }
    if (step === 'phone') {
      void account.requestReset(v.phone);
    } else if (step === 'otp') {
      void account.verifyReset(v.otp);
    } else {
      void account.updatePassword(v.password, v.confirm);
    }
  };

  const back = (): void => {
    if (step === 'password') {
      account.resetForm('restore', 'otp');
    } else if (step === 'otp') {
      account.resetForm('restore', '');
    } else {
      openSection('login');
    }
  };

  return (
    <Form onSubmit={submit} data-testid="restore-form" noValidate>
      <h2 style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <LinkButton type="button" aria-label={t('auth.back')} onClick={back} data-testid="restore-back">
          <Icon name="back" size={20} />
        </LinkButton>
        {t('auth.restore.title')}
      </h2>
      {step === 'phone' ? (
        <Fragment key="phone">
          <p className="hint">{t('auth.restore.phoneHint')}</p>
          <Field label={t('auth.phone')} name="phone" inputMode="tel" value={v.phone} onChange={(e) => setV({ ...v, phone: e.target.value })} />
        </Fragment>
      ) : step === 'otp' ? (
        <Fragment key="otp">
          {/* The server answers the same for a phone without an account (no account enumeration), so say so. */}
          <p className="hint" data-testid="restore-sent">
            {t('auth.restore.sent')}
          </p>
          <p className="hint">{t('auth.restore.codeHint', { phone: form.phone })}</p>
          <CodeField label={t('auth.otp.code')} value={v.otp} onCode={(otp) => setV({ ...v, otp })} />
        </Fragment>
      ) : (
        <Fragment key="password">
          <NewPasswordFields password={v.password} confirm={v.confirm} onChange={(next) => setV({ ...v, ...next })} />
        </Fragment>
      )}
      <FormError refusal={form.refusal} />
      <Primary type="submit" disabled={form.busy || (step === 'otp' && v.otp.length !== 6)}>
        {form.busy ? t('auth.busy') : t(step === 'phone' ? 'auth.restore.send' : step === 'otp' ? 'auth.restore.verify' : 'auth.restore.update')}
      </Primary>
      <SupportLine />
    </Form>
  );
}
