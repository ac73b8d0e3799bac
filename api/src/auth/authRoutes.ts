import type { LoginRequest, LoginResponse, LogoutResponse, MeResponse } from '@btb/shared-contract';
import type { ApiPlugin } from '../app/apiDeps';
import { errorSchema } from '../app/schemas';
import { verifyPassword } from './passwordHash';
import { clearSessionCookie, sessionToken, sessionUser, setSessionCookie } from './sessionCookie';
import { createSession, deleteSession } from './sessionStore';
import { clearAccountFailures, loginRetryAfter, recordLoginFailure } from './loginThrottle';
import { dummyPasswordHash } from './dummyPasswordHash';

const loginResponse = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    email: { type: 'string' },
    premium: { type: 'boolean' },
  },
} as const;

const loginBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', minLength: 3, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 256 },
  },
} as const;

interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  premium: boolean;
  confirmed: boolean;
}

export const authRoutes: ApiPlugin = async (app, { db, config }) => {
  app.post<{ Body: LoginRequest; Reply: LoginResponse }>(
    '/auth/login',
    {
      schema: {
        body: loginBody,
        response: {
          200: loginResponse,
          401: loginResponse,
          429: loginResponse,
          '4xx': errorSchema,
        },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const retryAfter = await loginRetryAfter(db, email, request.ip);
      if (retryAfter > 0) {
        reply.header('Retry-After', String(retryAfter));
        return reply.code(429).send({
          success: false,
          message: 'Too many failed login attempts. Please try again later.',
        });
      }
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
        await recordLoginFailure(db, email, request.ip);
        return reply.code(401).send({ success: false, message: 'Invalid e-mail or password.' });
      }
      if (!user.confirmed) {
        return reply.code(401).send({
          success: false,
          message: 'Please confirm your e-mail address first. Check your inbox for the link.',
        });
      }
      await clearAccountFailures(db, email);
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
    { schema: { response: { 200: loginResponse } } },
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
        response: {
          200: {
            type: 'object',
            required: ['loggedIn', 'premium'],
            properties: {
              loggedIn: { type: 'boolean' },
              email: { type: 'string' },
              premium: { type: 'boolean' },
            },
          },
        },
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
