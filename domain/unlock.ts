// Unlock status of points (spec §4): no inactive points or no activation progress is unlocked (100%,
// 'Active'); otherwise deposited ≥ required is unlocked, some deposit is mixed ('Partial'), none is
// locked. Percent = deposited / required × 100 clamped to 0–100 (required 0 gives 100). The bar is green
// at 100, amber from 50, purple below; 'Need {amount} more to unlock' only when remaining > 0.

export type UnlockState = 'unlocked' | 'mixed' | 'locked';
export type UnlockColour = 'green' | 'amber' | 'purple';

export interface UnlockInput {
  inactive_points: number;
  activation_progress: { deposited_so_far: number; required_deposit: number; remaining: number } | null;
}

export interface UnlockStatus {
  state: UnlockState;
  percent: number;
  colour: UnlockColour;
  /** Badge text: 'Active', 'Partial' or 'Locked'. */
  badge: 'Active' | 'Partial' | 'Locked';
  /** Status line: 'Active', 'Partially Unlocked' or 'Locked'. */
  label: 'Active' | 'Partially Unlocked' | 'Locked';
  /** Amount still to deposit; the 'Need … more' line shows only when this is above 0. */
  remaining: number;
}

export const UNLOCK_THRESHOLDS = { amber: 50, green: 100 } as const;

export function unlockColour(percent: number): UnlockColour {
  return percent >= UNLOCK_THRESHOLDS.green ? 'green' : percent >= UNLOCK_THRESHOLDS.amber ? 'amber' : 'purple';
}

export function unlockStatus(wallet: UnlockInput): UnlockStatus {
  const progress = wallet.activation_progress;
  if (!(wallet.inactive_points > 0) || !progress) {
    return { state: 'unlocked', percent: 100, colour: 'green', badge: 'Active', label: 'Active', remaining: 0 };
  }
  const { deposited_so_far: deposited, required_deposit: required } = progress;
  const percent = required <= 0 ? 100 : Math.min(100, Math.max(0, (deposited / required) * 100));
  const state: UnlockState = deposited >= required ? 'unlocked' : deposited > 0 ? 'mixed' : 'locked';
  const badge = state === 'unlocked' ? 'Active' : state === 'mixed' ? 'Partial' : 'Locked';
  const label = state === 'unlocked' ? 'Active' : state === 'mixed' ? 'Partially Unlocked' : 'Locked';
  return { state, percent, colour: unlockColour(percent), badge, label, remaining: Math.max(0, progress.remaining) };
}

/** 'deposit' → 'Deposit' (spec §4: the bonus type is shown capitalised). */
export function bonusTypeName(bonusType: string): string {
  const t = bonusType.trim().replace(/_/g, ' ');
  return `${t.charAt(0).toUpperCase()}${t.slice(1).toLowerCase()}`;
}

/** 'deposit' → 'Deposit Bonus' (spec §4: the type capitalised, followed by 'Bonus'); the UI uses the translated pattern. */
export function bonusTypeLabel(bonusType: string): string {
  return `${bonusTypeName(bonusType)} Bonus`;
}

/** Points that became active between two wallet readings (spec §4: inactive points turning active); 0 if none. */
export function activatedPoints(
  before: { active_points: number; inactive_points: number } | null,
  after: { active_points: number; inactive_points: number },
): number {
  if (!before) {
    return 0;
  }
  const gained = after.active_points - before.active_points;
  const released = before.inactive_points - after.inactive_points;
  return gained > 0 && released > 0 ? Math.min(gained, released) : 0;
}
