// GET /api/v1/auth/ws/ (spec §7): a plain WebSocket. Query user_id, merchant_id, session_token. A connection
// naming a user must carry a valid session of that user and merchant, else it gets ERROR 'Authentication
// failed' and close 1008; without user_id it is anonymous (merchant_id optional, the server's by default):
// CONNECTION_ESTABLISHED with user_id null, then broadcasts only (BANNER_UPDATE of its merchant, ODDS_CHANGE).
// An authenticated socket lives only as long as its session (session-watch.ts; revocations via the bus).
// The query's shape is declared in schema/endpoints/realtime.ts and checked before the upgrade.
import type { WebSocket } from '@fastify/websocket';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Infer } from 'superstruct';
import type { SocketQuery } from '../../../schema/endpoints/realtime.ts';
import { CLOSE_POLICY_VIOLATION, type SocketMessage } from '../../../schema/socket-message.ts';
import type { Db } from '../../db/index.ts';
import { authenticate } from '../auth/sessions.ts';
import type { Hub } from './hub.ts';
import type { OddsStream } from './odds-stream.ts';
import type { SessionWatch } from './session-watch.ts';
import { pageSaveData } from '../pages/request-hints.ts';

const OPEN = 1;

export interface SocketDeps {
  db: Db;
  now: () => number;
  hub: Hub;
  odds: OddsStream;
  watch: SessionWatch;
  defaultMerchantId: string;
}

interface Who {
  userId: string | null;
  merchantId: string;
  sessionId: string | null;
}

const send = (socket: WebSocket, message: SocketMessage): void => {
  if (socket.readyState === OPEN) {
    socket.send(JSON.stringify(message));
  }
};

function refuse(socket: WebSocket, error: string): void {
  send(socket, { type: 'ERROR', error });
  if (socket.readyState === OPEN) {
    socket.close(CLOSE_POLICY_VIOLATION, error);
  }
}

async function merchantExists(db: Db, merchantId: string): Promise<boolean> {
  const row = await db.selectFrom('merchants').select('id').where('id', '=', merchantId).executeTakeFirst();
  return row !== undefined;
}

/** Who the connection is: {userId, merchantId}, or the error text to refuse it with. */
async function identify(deps: SocketDeps, request: FastifyRequest): Promise<Who | string> {
  // Decoded at the edge: '', 'null' and 'undefined' are already left out.
  const { user_id: userId, merchant_id: merchant, session_token: token } = request.query as Infer<typeof SocketQuery>;
  const headerToken = request.headers['x-auth-token'];
  if (userId === undefined) {
    const merchantId = merchant ?? deps.defaultMerchantId;
    return (await merchantExists(deps.db, merchantId)) ? { userId: null, merchantId, sessionId: null } : 'Unknown merchant';
  }
  const bearer = token ?? (typeof headerToken === 'string' && headerToken !== '' ? headerToken : undefined);
  const principal = bearer === undefined ? null : await authenticate(deps.db, bearer, deps.now());
  const matches = principal !== null && principal.userId === userId && (merchant === undefined || merchant === principal.merchantId);
  return matches ? { userId: principal.userId, merchantId: principal.merchantId, sessionId: principal.sessionId } : 'Authentication failed';
}

export function socketHandler(deps: SocketDeps) {
  return async (socket: WebSocket, request: FastifyRequest): Promise<void> => {
    const who = await identify(deps, request);
    if (typeof who === 'string') {
      refuse(socket, who);
      return;
    }
    if (socket.readyState !== OPEN) {
      return;
    }
    // Low-data mode, as the page reads it (the player's saveData cookie, else the browser's Save-Data header).
    const lite = pageSaveData(request.headers.cookie, request.headers['save-data']);
    const peer = deps.hub.add(socket, who.userId, who.merchantId, who.sessionId, lite);
    deps.odds.join(peer);
    deps.watch.watch(peer);
    send(socket, { type: 'CONNECTION_ESTABLISHED', user_id: who.userId, merchant_id: who.merchantId });
  };
}

/** A plain GET (no upgrade) on the socket path. */
export async function upgradeRequired(_request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  return reply.code(426).header('upgrade', 'websocket').send({ error: 'This endpoint only accepts WebSocket connections', code: 'UPGRADE_REQUIRED' });
}
