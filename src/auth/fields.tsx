// Shared pieces of the auth forms: labelled inputs, the error line (translated when it is a known text),
// the primary button, the switch links and the support phone line of spec §2.
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { styled } from '@linaria/react';
import { useT } from '../i18n/I18nProvider.tsx';
import { knownText } from '../components/known-text.ts';
import { CONFIG } from '../config.ts';

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
  color: var(--accent);
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

/** Shows an error text: a known English text (or one with a number, e.g. the login lock) is shown translated, anything else as the server sent it. */
export function FormError({ text }: { text: string }) {
  const t = useT();
  if (!text) {
    return null;
  }
  return <ErrorLine role="alert" data-testid="form-error">{knownText(t, text)}</ErrorLine>;
}

export function FormNote({ children }: { children: ReactNode }) {
  return <OkLine role="status" data-testid="form-note">{children}</OkLine>;
}

export function SupportLine() {
  const t = useT();
  return (
    <Support>
      {t('auth.support')} <a href={`tel:${CONFIG.supportPhone.replace(/\s/g, '')}`}>{CONFIG.supportPhone}</a>
    </Support>
  );
}

/** Digits only, at most 6 (spec §5: the verification code field). */
export const otpInput = (value: string): string => value.replace(/\D/g, '').slice(0, 6);

/** The busy flag and error line every auth form shares: run() clears the error, marks the form busy,
 *  and shows the failure's text (or the fallback) when the work throws; onError may react to it too. */
export function useFormRun(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (work: () => Promise<void>, onError?: (text: string) => void): Promise<void> => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (err) {
      const text = err instanceof Error && err.message ? err.message : fallback;
      setError(text);
      onError?.(text);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
