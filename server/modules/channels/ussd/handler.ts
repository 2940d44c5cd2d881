// One gateway request → one screen. The gateway resends the whole path each time (`text`: every input joined by
// '*'); the session stores the path it already answered, so only the new inputs are applied (several at once when a
// gateway batches them; only the last when a gateway sends the latest input alone). The same path again — a retry,
// a replayed final step — answers the stored screen and does nothing. Anything unexpected is an END screen with
// the reason, never a 500; faults are logged and answer 'nothing was charged' (every money move is idempotent).
import type { FastifyBaseLogger } from 'fastify';
import { normalizePhone, maskPhone } from '../../../../domain/phone.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { phoneProfile } from '../core/phones.ts';
import { say } from '../core/texts.ts';
import type { ChannelLanguage } from '../core/types.ts';
import { apply, show, type UssdCtx, type UssdState } from './flow.ts';
import { SCREENS } from './menus.ts';
import { end, wire, type Reply } from './screen.ts';
import { loadSession, openSession, purgeSessions, saveSession, type SessionRow } from './session.ts';

export interface UssdRequest {
  sessionId?: string | undefined;
  serviceCode?: string | undefined;
  phoneNumber?: string | undefined;
  text?: string | undefined;
}

const MAX_INPUTS = 20;
const INPUT_CHARS = 40;
const parts = (text: string): string[] => text.split('*').map((p) => p.trim().slice(0, INPUT_CHARS));

/** The inputs of `text` not yet answered by a session whose answered path is `path`. */
export function newInputs(path: string, text: string, fresh: boolean): string[] {
  if (fresh || path === '') {
    return text === '' ? [] : parts(text);
  }
  if (text.startsWith(`${path}*`)) {
    return parts(text.slice(path.length + 1));
  }
  // Not an extension of what was answered: a gateway that sends only the latest input.
  return parts(text).slice(-1);
}

export async function answerUssd(opts: ModuleOptions, req: UssdRequest, log: FastifyBaseLogger): Promise<string> {
  const ussd = opts.config.ussdServiceCode;
  const endIn = (lang: ChannelLanguage, key: Parameters<typeof say>[1]): string => wire(end(say(lang, key, { ussd })));
  const sessionId = (req.sessionId ?? '').trim();
  if (!/^[\w\-.:]{1,128}$/.test(sessionId)) {
    return endIn('en', 'ussd.badRequest');
  }
  if ((req.serviceCode ?? '').trim() !== ussd) {
    return endIn('en', 'ussd.badService');
  }
  const phone = normalizePhone(req.phoneNumber ?? '');
  if (phone === null) {
    return endIn('en', 'ussd.badPhone');
  }
  const text = (req.text ?? '').trim();
  const merchantId = opts.config.merchantId;
  const nowMs = opts.now();
  try {
    const [profile, loaded] = await Promise.all([phoneProfile(opts.db, merchantId, phone), loadSession(opts.db, sessionId)]);
    const lang = profile.language ?? 'en';
    if (profile.blocked) {
      return wire(end(say(lang, 'refusal.ACCOUNT_BLOCKED', { support: opts.config.supportPhone })));
    }
    let row: SessionRow | null = loaded;
    if (row === null) {
      const state: UssdState = {
        lang: profile.language,
        at: profile.language === null ? 'lang' : 'home',
        data: {},
        stack: [],
        ended: false,
        steps: 0,
      };
      row = (await openSession(opts.db, { sessionId, merchantId, phone, state, nowMs })) ?? (await loadSession(opts.db, sessionId));
      if (Math.random() < 0.005) {
        void purgeSessions(opts.db, nowMs).catch((err: unknown) => log.warn({ err }, 'ussd session purge failed'));
      }
    }
    if (row === null || row.phone !== phone || row.merchantId !== merchantId) {
      log.warn({ sessionId: sessionId.slice(0, 64), phone: maskPhone(phone) }, 'ussd: a session id used by another phone was refused');
      return endIn(lang, 'ussd.otherPhone');
    }
    const fresh = row.screen === '';
    if (!fresh && text === row.path) {
      return row.screen;
    }
    if (nowMs > row.expiresAt.getTime()) {
      return endIn(row.state.lang ?? lang, 'ussd.expired');
    }
    if (row.state.ended) {
      return endIn(row.state.lang ?? lang, 'ussd.ended');
    }
    const ctx: UssdCtx = { opts, merchantId, phone, sessionId, lang: row.state.lang ?? lang, userId: profile.userId, nowMs, step: row.state.steps };
    let state = row.state;
    let reply: Reply;
    const inputs = newInputs(row.path, text, fresh).slice(0, MAX_INPUTS);
    if (inputs.length === 0) {
      ({ state, reply } = await show(SCREENS, ctx, state));
    } else {
      reply = end(say(ctx.lang, 'ussd.ended', { ussd }));
      for (const value of inputs) {
        ctx.step = state.steps + 1;
        ({ state, reply } = await apply(SCREENS, ctx, state, value, 'home'));
        state = { ...state, steps: ctx.step, lang: ctx.lang };
        if (state.ended) {
          break;
        }
      }
    }
    const screen = wire(reply);
    if (!(await saveSession(opts.db, row, { path: text, state, screen, nowMs }))) {
      // Another request of this session stored its answer first; the money moves of both were idempotent.
      const winner = await loadSession(opts.db, sessionId);
      return winner !== null && winner.path === text ? winner.screen : screen;
    }
    return screen;
  } catch (err) {
    log.error({ err, phone: maskPhone(phone) }, 'ussd: a screen failed');
    return wire(end(say('en', 'refusal.INTERNAL')));
  }
}
