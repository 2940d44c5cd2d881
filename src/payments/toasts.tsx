// A small toast stack (companion §8/§9: at most 20 at once, the oldest goes first): texts pushed by the payment
// notices, each shown for a few seconds or until tapped. Module state with a subscribe, read by one host; it holds
// only texts already translated, nothing of the store.
import { useSyncExternalStore } from 'react';
import { styled } from '@linaria/react';

const TOAST_LIMIT = 20;
const TOAST_MS = 6000;

interface Toast {
  id: number;
  text: string;
  tone: 'ok' | 'error';
}

let toasts: readonly Toast[] = [];
let next = 1;
const listeners = new Set<() => void>();
const changed = (list: readonly Toast[]): void => {
  toasts = list;
  listeners.forEach((l) => {
    l();
  });
};

function dismissToast(id: number): void {
  changed(toasts.filter((t) => t.id !== id));
}

export function showToast(text: string, tone: Toast['tone'] = 'ok'): void {
  const id = next++;
  changed([...toasts, { id, text, tone }].slice(-TOAST_LIMIT));
  setTimeout(() => dismissToast(id), TOAST_MS);
}

const subscribe = (l: () => void): (() => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const Stack = styled.div`
  position: fixed;
  top: 64px;
  left: 12px;
  right: 12px;
  z-index: 90;
  display: flex;
  flex-direction: column;
  gap: 6px;
  pointer-events: none;
  /* On desktop the tracker holds the top right corner: toasts drop from the top centre. */
  @media (min-width: 768px) {
    top: 76px;
    left: 50%;
    right: auto;
    width: 380px;
    transform: translateX(-50%);
  }
  & button {
    pointer-events: auto;
    padding: 10px 14px;
    border: 1px solid var(--border);
    border-left: 4px solid var(--ok);
    border-radius: 10px;
    background: var(--surface-2);
    color: var(--text);
    text-align: left;
    font-weight: 600;
    box-shadow: 0 10px 30px rgba(0, 0, 0, 0.45);
    cursor: pointer;
  }
  & button[data-tone='error'] {
    border-left-color: var(--danger);
  }
`;

export function ToastHost() {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  if (list.length === 0) {
    return null;
  }
  return (
    <Stack role="status" aria-live="polite" data-testid="toasts">
      {list.map((toast) => (
        <button key={toast.id} type="button" data-tone={toast.tone} data-testid="toast" onClick={() => dismissToast(toast.id)}>
          {toast.text}
        </button>
      ))}
    </Stack>
  );
}
