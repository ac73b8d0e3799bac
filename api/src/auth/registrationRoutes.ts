import type {
  ApiError,
  ConfirmEmailRequest,
  ConfirmEmailResponse,
  RegisterRequest,
  RegisterResponse,
} from '@btb/shared-contract';
import { emailTokenHours } from '@btb/shared-contract';
import {
  ConfirmEmailRequestSchema,
  ConfirmEmailResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
} from '@btb/shared-contract/schemas';
import type { ApiPlugin } from '../app/apiDeps';
import { errorSchema } from '../app/schemas';
import { queueMail } from './outbox';
import { hashPassword } from './passwordHash';
import { hashToken, newToken } from './tokens';
import { limitRequests, registrationLimit } from '../security/rateLimits';
import { requestLanguage } from '../app/requestLanguage';
import { confirmationMail } from './confirmationMail';

/** Confirmation links are valid for two days and work once. */
const confirmationHours = emailTokenHours;

export const registrationMessages = {
  success: 'Registration successful! Please check your e-mail to confirm your account.',
  emailExists: 'An account with this e-mail already exists.',
  usernameTaken: 'This username is already taken.',
  mismatch: 'Passwords do not match.',
  confirmed: 'Your account has been activated. You can now log in.',
  badToken: 'This confirmation link is invalid or has expired.',
  tooMany: 'Too many registrations from your network. Please try again later.',
} as const;

export const registrationRoutes: ApiPlugin = async (app, { db, config }) => {
  // Per client: each attempt costs a scrypt hash and says whether an e-mail has an account.
  const throttle = limitRequests(
    app,
    [{ name: 'register-address', ...registrationLimit, key: (request) => request.ip }],
    { message: registrationMessages.tooMany },
  );

  app.post<{ Body: RegisterRequest; Reply: RegisterResponse | ApiError }>(
    '/auth/register',
    {
      preHandler: throttle,
      schema: {
        body: RegisterRequestSchema,
        response: {
          201: RegisterResponseSchema,
          409: RegisterResponseSchema,
          '4xx': errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { username, password, confirmPassword, referralCode } = request.body;
      const email = request.body.email.trim().toLowerCase();
      if (password !== confirmPassword)
        return reply.code(400).send({ message: registrationMessages.mismatch });
      const clashes = await db.query<{ email_taken: boolean; username_taken: boolean }>(
        `SELECT bool_or(lower(email) = $1) AS email_taken, bool_or(lower(username) = lower($2)) AS username_taken
         FROM users WHERE lower(email) = $1 OR lower(username) = lower($2)`,
        [email, username],
      );
      if (clashes[0]?.email_taken)
        return reply.code(409).send({ success: false, message: registrationMessages.emailExists });
      if (clashes[0]?.username_taken) {
        return reply
          .code(409)
          .send({ success: false, message: registrationMessages.usernameTaken });
      }
      const passwordHash = await hashPassword(password, config.passwordHash);
      const token = newToken();
      const created = await db.transaction(async (tx) => {
        // The unique indexes settle a race between two identical registrations.
        const users = await tx.query<{ id: number }>(
          `INSERT INTO users (username, email, password_hash, referral_code)
           VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id`,
          [username, email, passwordHash, referralCode?.trim() || null],
        );
        const user = users[0];
        if (!user) return false;
        await tx.query(
          `INSERT INTO email_tokens (token_hash, user_id, purpose, expires_at)
           VALUES ($1, $2, 'confirm-email', now() + make_interval(hours => $3::int))`,
          [hashToken(token), user.id, confirmationHours],
        );
        await queueMail(tx, request.log, {
          recipient: email,
          ...confirmationMail[requestLanguage(request)]({
            username,
            token,
            hours: confirmationHours,
          }),
        });
        return true;
      });
      if (!created)
        return reply.code(409).send({ success: false, message: registrationMessages.emailExists });
      return reply.code(201).send({ success: true, message: registrationMessages.success });
    },
  );

  app.post<{ Body: ConfirmEmailRequest; Reply: ConfirmEmailResponse | ApiError }>(
    '/auth/confirm-email',
    {
      schema: {
        body: ConfirmEmailRequestSchema,
        response: { 200: ConfirmEmailResponseSchema, '4xx': errorSchema },
      },
    },
    async (request, reply) => {
      // One statement marks the token used, so two clicks cannot both succeed.
      const rows = await db.query<{ email: string }>(
        `WITH used AS (
           UPDATE email_tokens SET used_at = now()
           WHERE token_hash = $1 AND purpose = 'confirm-email' AND used_at IS NULL AND expires_at > now()
           RETURNING user_id
         )
         UPDATE users SET confirmed_at = coalesce(confirmed_at, now())
         FROM used WHERE users.id = used.user_id
         RETURNING users.email`,
        [hashToken(request.body.token.trim())],
      );
      const user = rows[0];
      if (!user) return reply.code(400).send({ message: registrationMessages.badToken });
      return { user: { email: user.email }, message: registrationMessages.confirmed };
    },
  );
};
