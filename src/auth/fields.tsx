// Shared pieces of the auth forms: labelled inputs, the verification-code input (it takes the code out of a pasted
// SMS), the error line (the refusal's text by its code, translated), the primary button, the switch links and the
// support phone line of spec §2 (shown only with its number).
import { useEffect, type InputHTMLAttributes, type ReactNode } from 'react';
import { styled } from '@linaria/react';
import { useT } from '../i18n/I18nProvider.tsx';
import { commandText, type CommandCall } from '../components/command-text.ts';
import { useSupportPhone } from '../account/use-support-phone.ts';
import { useAccountForm } from '../data/hooks.ts';
import { useAccountUi } from '../account/context.tsx';

export const Form = styled.form`
  display: grid;
  gap: 12px;
  & h2 {
    margin: 0 0 4px;
    font-size: 20px;
  }
  & p.hint {
    margin: 0;
    color: var(--muted);
    font-size: 13px;
  }
`;
const Label = styled.label`
  display: grid;
  gap: 4px;
  font-size: 12px;
  color: var(--muted);
  & input {
    height: 44px;
    padding: 0 12px;
    border-radius: 8px;
    border: 1px solid var(--border);
    background: var(--bg);
    color: var(--text);
    font-size: 15px;
  }
  & input:focus {
    outline: 2px solid var(--accent);
    outline-offset: 0;
  }
`;
export const Primary = styled.button`
  height: 46px;
  border: 0;
  border-radius: 10px;
  background: var(--accent);
  color: #fff;
  font-weight: 800;
  font-size: 15px;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;
export const LinkButton = styled.button`
  border: 0;
  background: none;
  padding: 0;
  color: var(--accent-text);
  font-weight: 700;
  cursor: pointer;
`;
const ErrorLine = styled.div`
  padding: 10px 12px;
  border-radius: 8px;
  background: rgba(248, 113, 113, 0.12);
  color: var(--danger);
  font-size: 13px;
`;
const OkLine = styled(ErrorLine)`
  background: rgba(34, 197, 94, 0.12);
  color: var(--ok);
`;
const Support = styled.p`
  margin: 8px 0 0;
  text-align: center;
  color: var(--muted);
  font-size: 12px;
  & a {
    color: var(--text);
    font-weight: 700;
  }
`;

export function Field({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Label>
      {label}
      <input {...input} />
    </Label>
  );
}

/** Shows a form's refusal: its text chosen by its code for the command that failed (spec §8), translated. */
/** The new password and its confirmation, as restore and the profile's change of password ask for them. */
export function NewPasswordFields({
  password,
  confirm,
  onChange,
}: {
  password: string;
  confirm: string;
  onChange: (next: { password: string; confirm: string }) => void;
}) {
  const t = useT();
  return (
    <>
      <Field
        label={t('auth.restore.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onChange({ password: e.target.value, confirm })}
      />
      <Field
        label={t('auth.restore.confirm')}
        name="confirm"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => onChange({ password, confirm: e.target.value })}
      />
    </>
  );
}

export function FormError({
  refusal,
  id,
  testId = 'form-error',
}: {
  refusal: { command: string; code: string; status: number; message: string; values?: Readonly<Record<string, number>> } | null;
  /** For a field's own error: the field points at it (aria-describedby). */
  id?: string;
  testId?: string;
}) {
  const t = useT();
  if (!refusal) {
    return null;
  }
  const call = (refusal.command || 'login') as CommandCall;
  return (
    <ErrorLine role="alert" id={id} data-testid={testId}>
      {commandText(t, call, refusal)}
    </ErrorLine>
  );
}

export function FormNote({ children }: { children: ReactNode }) {
  return (
    <OkLine role="status" data-testid="form-note">
      {children}
    </OkLine>
  );
}

export function SupportLine() {
  const t = useT();
  // The server's SUPPORT_PHONE (issue 18), not a number built into the client. Until it has come (or when the
  // operator has none) there is no line at all: 'Need help? Call' without a number helps nobody (issue 29).
  const phone = useSupportPhone();
  if (!phone) {
    return null;
  }
  return (
    <Support data-testid="support-line">
      {t('auth.support')} <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
    </Support>
  );
}

/**
 * The verification code in what was typed or pasted (spec §5: digits only, at most 6): a whole SMS ('Your BirrBet
 * verification code is 243559. It expires in 5 minutes.') gives its run of exactly six digits; anything else its
 * digits, the first six.
 */
export function codeFromText(value: string): string {
  const run = /(?:^|\D)(\d{6})(?!\d)/.exec(value);
  return run?.[1] ?? value.replace(/\D/g, '').slice(0, 6);
}

/**
 * The 6-digit code input. No maxLength: the browser would cut a pasted SMS (or a keyboard's clipboard chip) to its
 * first six characters, 'Your B', before the form sees it; codeFromText keeps it to six digits instead. A paste
 * replaces the field with the code it holds.
 */
export function CodeField({ label, value, onCode, name = 'otp' }: { label: string; value: string; onCode: (code: string) => void; name?: string }) {
  return (
    <Field
      label={label}
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={(e) => onCode(codeFromText(e.target.value))}
      onPaste={(e) => {
        const pasted = e.clipboardData?.getData('text') ?? '';
        if (pasted) {
          e.preventDefault();
          onCode(codeFromText(pasted));
        }
      }}
    />
  );
}

/** The form's store state, forgotten when the form goes (the next time it opens it starts afresh). */
export function useForm(form: 'login' | 'register' | 'restore') {
  const { account } = useAccountUi();
  const state = useAccountForm(form);
  useEffect(() => () => account.resetForm(form), [account, form]);
  return state;
}
