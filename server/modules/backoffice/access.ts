// Who is calling an operator endpoint, and may they (issue 33). One onRequest hook at the root covers every route
// declared with access 'operator', wherever its module registers it:
// - `Authorization: Bearer <OPERATOR_TOKEN>`: machine access with the token's roles (OPERATOR_TOKEN_ROLES);
// - else the back-office session cookie: a person, with their roles. A cookie-borne request that changes something
//   must also carry `X-Backoffice: 1` — a header another site's page cannot add without a CORS preflight this server
//   never grants — on top of the cookie's SameSite=Strict;
// - else 401. Then the endpoint's declared permission (schema/operator-access.ts) against the caller's roles: 403
//   when none grants it. A session still at a sign-in stage (a temporary password, no authenticator yet) reaches
//   only the endpoints that finish that stage. A player's session token is neither credential.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BACKOFFICE_REFUSALS } from '../../../schema/endpoints/operator.ts';
import { allows, permissionsOf, type Permission, type Role } from '../../../schema/operator-access.ts';
import type { ServerConfig } from '../../config.ts';
import type { OperatorSessionStage } from '../../db/types-backoffice.ts';
import { declaredRefusal, type HttpError } from '../../plugins/errors.ts';
import { operatorTokenCheck, unauthorized } from '../admin/guard.ts';
import type { Actor } from './audit.ts';
import { findOperatorSession, operatorCookie } from './sessions.ts';

export interface OperatorPrincipal {
  kind: 'operator' | 'machine';
  /** The operator's id (null for the token). */
  id: string | null;
  name: string;
  roles: Role[];
  permissions: ReadonlySet<Permission>;
  sessionId: string | null;
  stage: OperatorSessionStage;
  actor: Actor;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on operator endpoints by the access hook. */
    operator?: OperatorPrincipal;
  }
}

/** Endpoints a session at an unfinished sign-in stage may call (ids of schema/endpoints/backoffice-auth.ts). */
export const STAGE_ENDPOINTS: Readonly<Record<OperatorSessionStage, ReadonlySet<string>>> = {
  change_password: new Set(['operatorMe', 'operatorLogout', 'operatorChangePassword']),
  enrol_totp: new Set(['operatorMe', 'operatorLogout', 'operatorTotpSetup', 'operatorTotpConfirm']),
  ready: new Set(),
};

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export function registerOperatorAccess(app: FastifyInstance, config: ServerConfig): void {
  const tokenCheck = operatorTokenCheck(config.operatorToken);
  const tokenPermissions = permissionsOf(config.operatorTokenRoles);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const endpoint = request.routeOptions.config?.endpoint;
    if (endpoint?.access !== 'operator') {
      return;
    }
    reply.header('cache-control', 'no-store');
    const header = request.headers.authorization;
    let principal: OperatorPrincipal;
    if (header !== undefined) {
      if (!(await tokenCheck(request, header))) {
        return unauthorized(reply);
      }
      principal = machine(config.operatorTokenRoles, tokenPermissions, request.ip);
    } else {
      const token = operatorCookie(request);
      const session = token === undefined ? null : await findOperatorSession(request.server.db, token, request.server.now(), config.operatorIdleMs);
      if (session === null) {
        return unauthorized(reply);
      }
      if (!SAFE_METHODS.has(request.method) && request.headers['x-backoffice'] !== '1') {
        throw refusal('BACKOFFICE_HEADER_REQUIRED');
      }
      principal = {
        kind: 'operator',
        id: session.operatorId,
        name: session.name,
        roles: session.roles,
        permissions: permissionsOf(session.roles),
        sessionId: session.sessionId,
        stage: session.stage,
        actor: { kind: 'operator', id: session.operatorId, name: session.name, address: request.ip },
      };
      if (session.stage !== 'ready' && !STAGE_ENDPOINTS[session.stage].has(endpoint.id)) {
        throw refusal(session.stage === 'change_password' ? 'PASSWORD_CHANGE_REQUIRED' : 'TOTP_ENROLMENT_REQUIRED');
      }
    }
    if (!allows(endpoint.permission ?? 'operators.manage', principal.permissions, principal.kind === 'operator')) {
      request.log.warn({ operator: principal.id ?? 'token', endpoint: endpoint.id }, 'operator refused: role lacks the permission');
      throw refusal('ROLE_FORBIDDEN');
    }
    request.operator = principal;
  });
}

function machine(roles: Role[], permissions: ReadonlySet<Permission>, address: string): OperatorPrincipal {
  return {
    kind: 'machine',
    id: null,
    name: 'operator token',
    roles,
    permissions,
    sessionId: null,
    stage: 'ready',
    actor: { kind: 'machine', id: null, name: `operator token (${roles.join(', ')})`, address },
  };
}

const refusal = (code: keyof typeof BACKOFFICE_REFUSALS): HttpError => declaredRefusal(BACKOFFICE_REFUSALS[code]);

/** The caller of an operator endpoint (set by the hook before any handler runs). */
export function operatorOf(request: FastifyRequest): OperatorPrincipal {
  if (request.operator === undefined) {
    throw new Error(`${request.url}: an operator handler ran without the access hook`);
  }
  return request.operator;
}
