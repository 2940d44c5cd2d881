// Account wiring for the UI: the account commands (they emit intents; their state is read from the store),
// which auth section is open (login, register, restore — sections, not routes, spec §2) and whether the
// profile panel shows. The spec's window
// event `setActiveSection` with detail 'login' (or 'register', 'restore') opens that section.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Account } from '../../sync/account.ts';
import { useValue } from '../data/hooks.ts';
/** The live socket as the UI needs it: the reconnect button. */
export interface Reconnectable {
  reconnect(): void;
}

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

const sectionOf = (e: Event): AuthSection | null => {
  const detail = (e as CustomEvent<unknown>).detail;
  return typeof detail === 'string' && SECTIONS.includes(detail) ? (detail as AuthSection) : null;
};

// The page may send the event before the app has rendered (start-up runs in steps): the last one sent before
// the provider mounts is kept here and opens its section on the first render.
let early: AuthSection | null = null;
const keepEarly = (e: Event): void => {
  early = sectionOf(e) ?? early;
};
if (typeof window !== 'undefined') {
  window.addEventListener('setActiveSection', keepEarly);
}

export function AccountProvider({ account, socket, children }: { account: Account; socket: Reconnectable | null; children: ReactNode }) {
  const [section, openSection] = useState<AuthSection | null>(() => early);
  const [profileOpen, setProfileOpen] = useState(false);
  // A sign-out (the panel's Logout, or any other reason) closes the profile panel.
  const signedIn = Boolean(useValue('user_id'));
  useEffect(() => {
    if (!signedIn) {
      setProfileOpen(false);
    }
  }, [signedIn]);
  useEffect(() => {
    window.removeEventListener('setActiveSection', keepEarly);
    if (early !== null) {
      openSection(early);
      early = null;
    }
    const onEvent = (e: Event): void => {
      const next = sectionOf(e);
      if (next !== null) {
        openSection(next);
      }
    };
    window.addEventListener('setActiveSection', onEvent);
    return () => window.removeEventListener('setActiveSection', onEvent);
  }, []);
  const value = useMemo(() => ({ account, socket, section, openSection, profileOpen, setProfileOpen }), [account, socket, section, profileOpen]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/** The account UI where there is one (the app); null in a screen drawn on its own (a test). */
export function useAccountUiIfAny(): AccountUi | null {
  return useContext(Ctx);
}

export function useAccountUi(): AccountUi {
  const ui = useContext(Ctx);
  if (!ui) {
    throw new Error('useAccountUi outside AccountProvider');
  }
  return ui;
}
