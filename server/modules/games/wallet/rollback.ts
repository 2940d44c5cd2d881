// Rollback (casino-protocols §1 rule 4): reverses exactly the referenced debit, once, in one ledger transaction.
// The rollback's own id is claimed like any call (a repeat gets the first answer). An unknown original leaves a
// tombstone under the original's id, so the debit, should it arrive late, is refused (SoftSwiss "pre-rollback").
// A debit in a closed round is not rolled back (Golden Race); a win is never rolled back here.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/index.ts';
import { ledgerTransaction, playerAccountId } from '../../wallet/ledger.ts';
import {
  answerOnce,
  claimTx,
  fingerprintOf,
  GAME_CURRENCY,
  houseGamesAccount,
  playerBalance,
  type RollbackRequest,
  type WalletAnswer,
  WalletError,
} from './core.ts';

export async function rollback(db: Db, r: RollbackRequest, nowMs: number): Promise<WalletAnswer> {
  const fingerprint = fingerprintOf('rollback', { userId: r.userId, amountCents: 0, currency: GAME_CURRENCY, ref: r.originalTxId });
  return ledgerTransaction(db, async ({ trx, post }) => {
    await playerBalance(trx, r.userId);
    const claim = await claimTx(trx, {
      provider: r.provider,
      txId: r.txId,
      kind: 'rollback',
      fingerprint,
      userId: r.userId,
      gameId: r.gameId ?? null,
      roundId: r.roundId ?? null,
      amountCents: 0,
      refTxId: r.originalTxId,
      nowMs,
    });
    if ('replayed' in claim) {
      return claim;
    }
    const operatorTxId = claim.operatorTxId;
    // The original, or a tombstone in its place: inserting the tombstone first makes a concurrent late debit
    // either wait for this transaction (and then find the tombstone) or be found here and reversed.
    await trx
      .insertInto('game_transactions')
      .values({
        id: randomUUID(),
        provider: r.provider,
        provider_tx_id: r.originalTxId,
        kind: 'tombstone',
        user_id: r.userId,
        game_id: r.gameId ?? null,
        round_id: r.roundId ?? null,
        amount_cents: 0,
        currency: GAME_CURRENCY,
        fingerprint: 'tombstone',
        ref_tx_id: r.txId,
        answer: '{}',
        created_at: new Date(nowMs),
      })
      .onConflict((oc) => oc.columns(['provider', 'provider_tx_id']).doNothing())
      .execute();
    const original = await trx
      .selectFrom('game_transactions')
      .select(['id', 'kind', 'user_id', 'amount_cents', 'round_id', 'rolled_back'])
      .where('provider', '=', r.provider)
      .where('provider_tx_id', '=', r.originalTxId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (original.user_id !== r.userId) {
      throw new WalletError('DUPLICATE_MISMATCH', 'The original transaction belongs to another player');
    }
    if (original.kind === 'win' || original.kind === 'rollback') {
      throw new WalletError('TX_NOT_FOUND', 'Only a bet can be rolled back');
    }
    if (original.kind === 'bet' && !original.rolled_back) {
      if (original.round_id !== null) {
        const round = await trx
          .selectFrom('game_rounds')
          .select('closed')
          .where('provider', '=', r.provider)
          .where('round_id', '=', original.round_id)
          .forUpdate()
          .executeTakeFirst();
        if (round?.closed === true) {
          throw new WalletError('ROUND_CLOSED', 'This round is closed');
        }
      }
      const amount = Number(original.amount_cents);
      if (amount > 0) {
        await post({
          idempotencyKey: `game:${r.provider}:rollback:${r.originalTxId}`,
          kind: 'game_rollback',
          reason: `${r.provider} rollback of ${r.originalTxId}`,
          postings: [
            { accountId: playerAccountId(r.userId), amountCents: amount },
            { accountId: houseGamesAccount(r.provider), amountCents: -amount },
          ],
        });
      }
      await trx.updateTable('game_transactions').set({ rolled_back: true }).where('id', '=', original.id).execute();
      await trx.updateTable('game_transactions').set({ amount_cents: amount }).where('id', '=', operatorTxId).execute();
    }
    return answerOnce(trx, r.userId, operatorTxId);
  });
}
