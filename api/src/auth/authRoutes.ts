import type { LoginRequest, LoginResponse, LogoutResponse, MeResponse } from '@btb/shared-contract';
import {
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  MeResponseSchema,
} from '@btb/shared-contract/schemas';
import type { FastifyRequest } from 'fastify';
import type { ApiPlugin } from '../app/apiDeps';
import { errorSchema } from '../app/schemas';
import { verifyPassword } from './passwordHash';
import { clearSessionCookie, sessionToken, sessionUser, setSessionCookie } from './sessionCookie';
import { createSession, deleteSession } from './sessionStore';
import { dummyPasswordHash } from './dummyPasswordHash';
import { limitRequests, loginLimits } from '../security/rateLimits';

interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  premium: boolean;
  confirmed: boolean;
}

export const loginThrottledMessage = 'Too many failed login attempts. Please try again later.';

type LoginAttempt = FastifyRequest<{ Body: LoginRequest }>;
const account = (request: LoginAttempt) => request.body.email.trim().toLowerCase();

export const authRoutes: ApiPlugin = async (app, { db, config }) => {
  // Counted when the attempt arrives, before the password is checked.
  const throttle = limitRequests<LoginAttempt>(
    app,
    [
      {
        name: 'login-account-address',
        ...loginLimits.accountAndAddress,
        key: (request) => `${account(request)} ${request.ip}`,
      },
      { name: 'login-address', ...loginLimits.address, key: (request) => request.ip },
      { name: 'login-account', ...loginLimits.account, key: account },
    ],
    { success: false, message: loginThrottledMessage },
  );

  app.post<{ Body: LoginRequest; Reply: LoginResponse }>(
    '/auth/login',
    {
      preHandler: throttle,
      schema: {
        body: LoginRequestSchema,
        response: {
          200: LoginResponseSchema,
          401: LoginResponseSchema,
          429: LoginResponseSchema,
          '4xx': errorSchema,
        },
      },
    },
    async (request, reply) => {
      const email = account(request);
      const users = await db.query<UserRow>(
        `SELECT id, email, password_hash, premium, confirmed_at IS NOT NULL AS confirmed
         FROM users WHERE lower(email) = $1`,
        [email],
      );
      const user = users[0];
      // Hash even for unknown e-mails so response time does not reveal which accounts exist.
      const valid = await verifyPassword(
        request.body.password,
        user?.password_hash ?? (await dummyPasswordHash(config.passwordHash)),
      );
      if (!user || !valid) {
        return reply.code(401).send({ success: false, message: 'Invalid e-mail or password.' });
      }
      if (!user.confirmed) {
        return reply.code(401).send({
          success: false,
          message: 'Please confirm your e-mail address first. Check your inbox for the link.',
        });
      }
      // A fresh token on every login: a session id planted before login is never reused.
      const previous = sessionToken(request);
      if (previous) await deleteSession(db, previous);
      setSessionCookie(
        request,
        reply,
        config,
        await createSession(db, user.id, config.sessionDays),
      );
      return {
        success: true,
        message: 'Login successful!',
        email: user.email,
        premium: user.premium,
      };
    },
  );

  app.post<{ Reply: LogoutResponse }>(
    '/auth/logout',
    { schema: { response: { 200: LogoutResponseSchema } } },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await deleteSession(db, token);
      clearSessionCookie(request, reply, config);
      return { success: true, message: 'Logged out.' };
    },
  );

  app.get<{ Reply: MeResponse }>(
    '/auth/me',
    {
      schema: {
        response: { 200: MeResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await sessionUser(request, db);
      return user
        ? { loggedIn: true, email: user.email, premium: user.premium }
        : { loggedIn: false, premium: false };
    },
  );
};
