// The password-restore routes of spec §7: POST /api/v1/password/reset (send a code), /verify-otp (code →
// one-time token) and /update (token + new password). Texts follow spec §5 and §8, except that asking for a
// code answers the same whether the phone has an account or not (no account enumeration). Shapes are declared
// in schema/endpoints/auth.ts and checked at the edge.
import type { FastifyInstance } from 'fastify';
import { RequestPasswordReset, UpdatePassword, VerifyResetCode } from '../../../schema/endpoints/auth.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AuthDeps } from './accounts.ts';
import { requireOtpFormat, requirePassword, requirePhone, signedMerchant } from './input.ts';
import { requestReset, updatePassword, verifyResetCode } from './password-reset.ts';

export const RESET_SENT = 'If this number has an account, a code was sent';

export async function passwordRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  route(app, RequestPasswordReset, async (request) => {
    const { body } = request;
    const merchantId = signedMerchant(request, body.merchant_id);
    await requestReset(deps, merchantId, requirePhone(body.phone), request.ip);
    return { success: true, message: RESET_SENT };
  });

  route(app, VerifyResetCode, async (request) => {
    const { body } = request;
    const merchantId = signedMerchant(request, body.merchant_id);
    const token = await verifyResetCode(deps, merchantId, requirePhone(body.phone), requireOtpFormat(body.otp), request.ip);
    return { success: true, data: { token } };
  });

  route(app, UpdatePassword, async (request) => {
    const { body } = request;
    const merchantId = signedMerchant(request, body.merchant_id);
    const phone = requirePhone(body.phone);
    const token = (body.token ?? '').trim();
    if (token === '') {
      throw new HttpError(400, 'TOKEN_MISSING', 'Verification token is missing. Please verify your OTP again');
    }
    await updatePassword(deps, merchantId, phone, token, requirePassword(body.new_password));
    return { success: true, message: 'Password updated' };
  });
}
