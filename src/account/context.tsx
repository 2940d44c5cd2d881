// Account wiring for the UI: the account commands, which auth section is open (login, register,
// restore — sections, not routes, spec §2) and whether the profile panel shows. The spec's window
// event `setActiveSection` with detail 'login' (or 'register', 'restore') opens that section.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Account } from '../../sync/account.ts';
/** The live socket as the UI needs it: the reconnect button. */
export interface Reconnectable { reconnect(): void }

export type AuthSection = 'login' | 'register' | 'restore';
const SECTIONS: readonly string[] = ['login', 'register', 'restore'];

interface AccountUi {
  account: Account;
  socket: Reconnectable | null;
  section: AuthSection | null;
  openSection(section: AuthSection | null): void;
  profileOpen: boolean;
  setProfileOpen(open: boolean): void;
}

const Ctx = createContext<AccountUi | null>(null);

export function AccountProvider({ account, socket, children }: { account: Account; socket: Reconnectable | null; children: ReactNode }) {
  const [section, openSection] = useState<AuthSection | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  useEffect(() => {
    const onEvent = (e: Event): void => {
      const detail = (e as CustomEvent<unknown>).detail;
      if (typeof detail === 'string' && SECTIONS.includes(detail)) {
        openSection(detail as AuthSection);
      }
    };
    window.addEventListener('setActiveSection', onEvent);
    return () => window.removeEventListener('setActiveSection', onEvent);
  }, []);
  const value = useMemo(() => ({ account, socket, section, openSection, profileOpen, setProfileOpen }), [account, socket, section, profileOpen]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useAccountUi(): AccountUi {
  const ui = useContext(Ctx);
  if (!ui) {
    throw new Error('useAccountUi outside AccountProvider');
  }
  return ui;
}
