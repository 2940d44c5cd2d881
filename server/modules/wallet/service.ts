// The wallet service other modules call: openWallet (on a verified sign-up), readWallet (the spec §3
// Wallet shape) and creditWallet (operator credits). Money and points move only through the ledger; the wallet row
// links the player's money account, whose balance is the wallet balance; the points are the balances of the player's
// two points accounts (points.ts).
import type { Kysely, Transaction } from 'kysely';
import type { Wallet } from '../../../schema/wallet.ts';
import { fromCents } from '../../../domain/money.ts';
import type { Database, Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { grantBonus, WELCOME_BONUS } from './bonuses.ts';
import { HOUSE_OPERATOR, HOUSE_WELCOME, ledgerTransaction, playerAccountId, postTransfer, type TransferResult } from './ledger.ts';
import { activePointsAccountId, inactivePointsAccountId, openPointsAccounts } from './points.ts';

/** Demo welcome funds (docs/decisions/money-and-ledger.md): 100.00 ETB from house:welcome on the first verified sign-up. */
const WELCOME_FUNDS_CENTS = 10_000;

const walletNotFound = (): HttpError => new HttpError(404, 'WALLET_NOT_FOUND', 'Wallet not found');

/** Creates the wallet and the ledger accounts, posts the welcome funds and grants the welcome bonus; once per user. */
export async function openWallet(trx: Transaction<Database>, userId: string, merchantId: string): Promise<void> {
  const accountId = playerAccountId(userId);
  await trx
    .insertInto('ledger_accounts')
    .values({ id: accountId, kind: 'player', user_id: userId, code: accountId, balance_cents: 0 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await openPointsAccounts(trx, userId);
  const created = await trx
    .insertInto('wallets')
    .values({ user_id: userId, merchant_id: merchantId, ledger_account_id: accountId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (created === undefined) {
    return;
  }
  await postTransfer(trx, {
    idempotencyKey: `welcome:${userId}`,
    kind: 'welcome',
    reason: 'Demo welcome funds',
    postings: [
      { accountId: HOUSE_WELCOME, amountCents: -WELCOME_FUNDS_CENTS },
      { accountId, amountCents: WELCOME_FUNDS_CENTS },
    ],
  });
  await grantBonus(trx, userId, WELCOME_BONUS);
}

/** The player's wallet as the spec shapes it (ETB and points with 2 decimals); WALLET_NOT_FOUND otherwise. */
export async function readWallet(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<Wallet> {
  // The points accounts by id (left joins: a wallet written without them, as the bench seeds do, holds no points).
  const row = await db
    .selectFrom('wallets')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'wallets.ledger_account_id')
    .leftJoin('ledger_accounts as active', (j) => j.on('active.id', '=', activePointsAccountId(userId)))
    .leftJoin('ledger_accounts as inactive', (j) => j.on('inactive.id', '=', inactivePointsAccountId(userId)))
    .select(['ledger_accounts.balance_cents', 'wallets.currency', 'active.balance_cents as active_cents', 'inactive.balance_cents as inactive_cents'])
    .where('wallets.user_id', '=', userId)
    .executeTakeFirst();
  if (row === undefined) {
    throw walletNotFound();
  }
  const bonuses = await db
    .selectFrom('bonuses')
    .select(['id', 'bonus_type', 'bonus_amount_cents', 'deposited_so_far_cents', 'required_deposit_cents'])
    .where('user_id', '=', userId)
    .where('status', '=', 'inactive')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const inactive = bonuses.map((b) => {
    const deposited = Number(b.deposited_so_far_cents);
    const required = Number(b.required_deposit_cents);
    return { id: b.id, type: b.bonus_type, amount: Number(b.bonus_amount_cents), deposited, required, remaining: Math.max(0, required - deposited) };
  });
  const total = (pick: (b: (typeof inactive)[number]) => number): number => fromCents(inactive.reduce((sum, b) => sum + pick(b), 0));
  const activeCents = Number(row.active_cents ?? 0);
  const inactiveCents = Number(row.inactive_cents ?? 0);
  return {
    balance: fromCents(Number(row.balance_cents)),
    currency: row.currency,
    points_balance: fromCents(activeCents + inactiveCents),
    active_points: fromCents(activeCents),
    inactive_points: fromCents(inactiveCents),
    activation_progress:
      inactive.length === 0
        ? null
        : {
            deposited_so_far: total((b) => b.deposited),
            required_deposit: total((b) => b.required),
            remaining: total((b) => b.remaining),
            inactive_bonuses: inactive.map((b) => ({
              bonus_id: b.id,
              bonus_type: b.type,
              bonus_amount: fromCents(b.amount),
              deposited_so_far: fromCents(b.deposited),
              required_deposit: fromCents(b.required),
              remaining: fromCents(b.remaining),
            })),
          },
  };
}

export interface CreditInput {
  /** Runs in the credit's own transaction after the posting (the operator's audit entry: backoffice/audit.ts). */
  within?: (trx: Transaction<Database>, transfer: TransferResult) => Promise<void>;
  userId: string;
  amountCents: number;
  reason: string;
  idempotencyKey: string;
}

/** Credits a player from house:operator (a repeated key credits once) and pushes BALANCE_UPDATE after commit. */
export async function creditWallet(db: Db, input: CreditInput): Promise<Wallet> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'Amount must be a positive number of cents');
  }
  return ledgerTransaction(db, async ({ trx, post }) => {
    const wallet = await trx.selectFrom('wallets').select('ledger_account_id').where('user_id', '=', input.userId).executeTakeFirst();
    if (wallet === undefined) {
      throw walletNotFound();
    }
    const transfer = await post({
      idempotencyKey: input.idempotencyKey,
      kind: 'operator_credit',
      reason: input.reason,
      postings: [
        { accountId: HOUSE_OPERATOR, amountCents: -input.amountCents },
        { accountId: wallet.ledger_account_id, amountCents: input.amountCents },
      ],
    });
    await input.within?.(trx, transfer);
    return readWallet(trx, input.userId);
  });
}
