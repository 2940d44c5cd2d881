// Phone normalisation, cents and the unlock status of spec §4, with the spec's numbers and texts.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { normalizePhone, maskPhone } from '../../domain/phone.ts';
import { toCents, fromCents, formatCents } from '../../domain/money.ts';
import { unlockStatus, unlockColour, bonusTypeLabel } from '../../domain/unlock.ts';

describe('phone numbers', () => {
  it('accepts what people type and gives +251 and 9 digits', () => {
    for (const typed of ['0911223344', '911223344', '251911223344', '+251911223344', '+251 91 122 3344', '091-122-3344']) {
      expect(normalizePhone(typed), typed).toBe('+251911223344');
    }
    expect(normalizePhone('0712345678')).toBe('+251712345678');
  });
  it('refuses anything else', () => {
    for (const bad of ['', '12345', '0811223344', '+2519112233445', '+254911223344', '09112233', 'abc911223344']) {
      expect(normalizePhone(bad), bad).toBeNull();
    }
  });
  it('masks numbers for logs', () => {
    expect(maskPhone('+251911223344')).toBe('+25191****44');
  });
});

describe('cents', () => {
  it('rounds half away from zero at 2 decimals', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(8.695)).toBe(870);
    expect(toCents(100)).toBe(10000);
    expect(fromCents(10050)).toBe(100.5);
    expect(formatCents(123456789)).toBe('1,234,567.89 ETB');
  });
  it('round-trips any whole-cent amount', () => {
    fc.assert(fc.property(fc.integer({ min: -1e11, max: 1e11 }), (c) => toCents(fromCents(c)) === c));
  });
});

describe('unlock status', () => {
  const wallet = (inactive: number, deposited: number, required: number, remaining = required - deposited) => ({
    inactive_points: inactive,
    activation_progress: { deposited_so_far: deposited, required_deposit: required, remaining },
  });

  it('no inactive points or no progress is unlocked at 100% (Active)', () => {
    expect(unlockStatus({ inactive_points: 0, activation_progress: null })).toMatchObject({ state: 'unlocked', percent: 100, badge: 'Active' });
    expect(unlockStatus({ inactive_points: 50, activation_progress: null })).toMatchObject({ state: 'unlocked', percent: 100 });
  });
  it('nothing deposited is locked, some is Partial, enough is unlocked', () => {
    expect(unlockStatus(wallet(50, 0, 200))).toMatchObject({ state: 'locked', percent: 0, colour: 'purple', remaining: 200 });
    expect(unlockStatus(wallet(50, 100, 200))).toMatchObject({
      state: 'mixed',
      percent: 50,
      colour: 'amber',
      badge: 'Partial',
      label: 'Partially Unlocked',
    });
    expect(unlockStatus(wallet(50, 250, 200, 0))).toMatchObject({ state: 'unlocked', percent: 100, colour: 'green', remaining: 0 });
  });
  it('required 0 gives 100; percent is clamped', () => {
    expect(unlockStatus(wallet(50, 0, 0, 0)).percent).toBe(100);
    expect(unlockStatus(wallet(50, -5, 100)).percent).toBe(0);
  });
  it('colours at 50 and 100', () => {
    expect([0, 49.99, 50, 99.9, 100].map(unlockColour)).toEqual(['purple', 'purple', 'amber', 'amber', 'green']);
  });
  it('labels bonus types', () => {
    expect(bonusTypeLabel('deposit')).toBe('Deposit Bonus');
    expect(bonusTypeLabel('WELCOME')).toBe('Welcome Bonus');
  });
});

describe('bonus activation', () => {
  it('is the points that moved from inactive to active, and nothing else', async () => {
    const { activatedPoints } = await import('../../domain/unlock.ts');
    expect(activatedPoints({ active_points: 0, inactive_points: 50 }, { active_points: 50, inactive_points: 0 })).toBe(50);
    expect(activatedPoints({ active_points: 10, inactive_points: 50 }, { active_points: 30, inactive_points: 30 })).toBe(20);
    expect(activatedPoints({ active_points: 0, inactive_points: 50 }, { active_points: 20, inactive_points: 50 })).toBe(0);
    expect(activatedPoints(null, { active_points: 50, inactive_points: 0 })).toBe(0);
  });
});
