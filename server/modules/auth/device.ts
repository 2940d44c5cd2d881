// The device a player session is opened on (issue 33: the players desk's "sessions and devices", the risk desk's
// shared-device flag). A device is what our player client says it is: a random id it keeps (sync/device.ts) and sends
// as X-Device-ID. The spec's client sends none, so a missing header records no device and a malformed one (not 16-64
// characters of [A-Za-z0-9_-]) is ignored — neither is ever a refusal. Only a keyed hash is stored: HMAC-SHA256 under a
// random key made once and kept in server_secrets ('device-id-key', never served, never logged, the same scheme as the
// booking codes' address key), so a copy of the sessions table can neither replay an id nor test guesses against it.
// The User-Agent is kept beside it, cut to 200 characters, for support to read.
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { serverSecret } from '../payments/sim/keys.ts';

export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const USER_AGENT_CHARS = 200;

/** What a session row keeps of its device; nulls when the client told nothing. */
export interface SessionDevice {
  device_hash: string | null;
  user_agent: string | null;
}

export const NO_DEVICE: SessionDevice = { device_hash: null, user_agent: null };

const keys = new WeakMap<Db, Promise<string>>();

function keyOf(db: Db): Promise<string> {
  let key = keys.get(db);
  if (key === undefined) {
    key = serverSecret(db, 'device-id-key', () => randomBytes(32).toString('hex'));
    // A failed read is tried again with the next sign-in.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The request's device: the keyed hash of a well-formed X-Device-ID (else null) and its User-Agent (else null). */
export async function deviceOf(db: Db, request: FastifyRequest): Promise<SessionDevice> {
  const id = header(request, 'x-device-id');
  const agent = header(request, 'user-agent')?.trim().slice(0, USER_AGENT_CHARS);
  const hash =
    id !== undefined && DEVICE_ID_PATTERN.test(id)
      ? createHmac('sha256', await keyOf(db))
          .update(id)
          .digest('hex')
      : null;
  return { device_hash: hash, user_agent: agent === undefined || agent === '' ? null : agent };
}

/**
 * Records the device on a session opened without one (a refresh by a client that now sends it). A session keeps the
 * first device it was seen on: a token that turns up elsewhere does not rewrite where it was opened.
 */
export async function fillSessionDevice(db: Db, sessionId: string, device: SessionDevice): Promise<void> {
  if (device.device_hash === null) {
    return;
  }
  await db
    .updateTable('sessions')
    .set({ device_hash: device.device_hash, user_agent: sql<string | null>`coalesce(user_agent, ${device.user_agent})` })
    .where('id', '=', sessionId)
    .where('device_hash', 'is', null)
    .execute();
}
