// The password-restore routes of spec §7: POST /api/v1/password/reset (send a code), /verify-otp (code →
// one-time token) and /update (token + new password). Texts follow spec §5 and §8, except that asking for a
// code answers the same whether the phone has an account or not (no account enumeration).
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';
import type { AuthDeps } from './accounts.ts';
import { OtpBody, PhoneBody, UpdatePasswordBody, parseBody, requireOtpFormat, requirePassword, requirePhone, signedMerchant } from './input.ts';
import { requestReset, updatePassword, verifyResetCode } from './password-reset.ts';

export const RESET_SENT = 'If this number has an account, a code was sent';

export async function passwordRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  app.post('/api/v1/password/reset', async (request) => {
    const body = parseBody(PhoneBody, request.body);
    const merchantId = signedMerchant(request, body.merchant_id);
    await requestReset(deps, merchantId, requirePhone(body.phone), request.ip);
    return { success: true, message: RESET_SENT };
  });

  app.post('/api/v1/password/verify-otp', async (request) => {
    const body = parseBody(OtpBody, request.body);
    const merchantId = signedMerchant(request, body.merchant_id);
    const token = await verifyResetCode(deps, merchantId, requirePhone(body.phone), requireOtpFormat(body.otp), request.ip);
    return { success: true, data: { token } };
  });

  app.post('/api/v1/password/update', async (request) => {
    const body = parseBody(UpdatePasswordBody, request.body);
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
