// Register (spec §2/§5): phone (required), password and confirmation (at least 6, matching), optional
// promo code (trimmed, uppercased, at most 20, sent only when given) and the agreement box, without which
// submit stays disabled. The register command's state is in the store (accountForms 'register'): success
// opens the code step, a verified phone switches to login, and so does 'Resend code' once the code expired (spec §4).
// A promo code the server does not run is said under its field (UNKNOWN_PROMO_CODE, issue 29).
import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../i18n/I18nProvider.tsx';
import { useAccountUi } from '../account/context.tsx';
import { Field, Form, FormError, LinkButton, Primary, SupportLine, useForm } from './fields.tsx';
import { OtpStep } from './OtpStep.tsx';

/** Refusals about the promo code: said under its field, not in the form's error line. */
const PROMO_CODES = new Set(['UNKNOWN_PROMO_CODE', 'INVALID_PROMO_CODE']);

export function RegisterForm({ onVerified, onCodeExpired }: { onVerified: () => void; onCodeExpired: () => void }) {
  const t = useT();
  const { account, openSection } = useAccountUi();
  const form = useForm('register');
  const promoRefusal = form.refusal && PROMO_CODES.has(form.refusal.code) ? form.refusal : null;
  const [values, setValues] = useState({ phone: '', password: '', confirm: '', promo: '', agree: false });
  const set =
    (k: keyof typeof values) =>
    (e: { target: HTMLInputElement }): void =>
      setValues((v) => ({
        ...v,
        [k]: k === 'agree' ? e.target.checked : k === 'promo' ? e.target.value.toUpperCase().slice(0, 20) : e.target.value,
      }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: fires when the step changes; the parent's `onVerified` is a new arrow each render
  useEffect(() => {
    if (form.step === 'verified') {
      onVerified();
    }
  }, [form.step]);

  const send = (): void => {
    void account.register({ phone: values.phone, password: values.password, confirm: values.confirm, promoCode: values.promo });
  };
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (values.agree && !form.busy) {
      send();
    }
  };

  if (form.step === 'otp') {
    return (
      <OtpStep
        phone={form.phone}
        busy={form.busy}
        refusal={form.refusal}
        onExpired={onCodeExpired}
        onVerify={(otp) => void account.verifyRegistration(otp)}
      />
    );
  }
  return (
    <Form onSubmit={submit} data-testid="register-form" noValidate>
      <h2>{t('auth.register.title')}</h2>
      <Field
        label={t('auth.phone')}
        name="phone"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+251 9…"
        value={values.phone}
        onChange={set('phone')}
      />
      <Field
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
      />
      <Field
        label={t('auth.confirmPassword')}
        name="confirm"
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={set('confirm')}
      />
      <Field
        label={t('auth.register.promo')}
        name="promo"
        maxLength={20}
        value={values.promo}
        onChange={set('promo')}
        aria-invalid={promoRefusal ? true : undefined}
        aria-describedby={promoRefusal ? 'promo-error' : undefined}
      />
      <FormError refusal={promoRefusal} id="promo-error" testId="promo-error" />
      <label style={{ display: 'flex', gap: 8, alignItems: 'flex-start', fontSize: 13 }}>
        <input type="checkbox" name="agree" checked={values.agree} onChange={set('agree')} /> {t('auth.register.agree')}
      </label>
      <a href="/terms" target="_blank" rel="noopener" style={{ fontSize: 13 }}>
        {t('terms.title')}
      </a>
      <FormError refusal={promoRefusal ? null : form.refusal} />
      <Primary type="submit" disabled={form.busy || !values.agree}>
        {form.busy ? t('auth.busy') : t('auth.register.submit')}
      </Primary>
      <div style={{ fontSize: 13, textAlign: 'center' }}>
        {t('auth.register.haveAccount')}{' '}
        <LinkButton type="button" onClick={() => openSection('login')}>
          {t('auth.toLogin')}
        </LinkButton>
      </div>
      <SupportLine />
    </Form>
  );
}
