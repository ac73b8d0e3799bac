import { Type, type Static } from '@sinclair/typebox';

/** `POST /api/auth/login`. */
export const LoginRequestSchema = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 256 }),
});
export type LoginRequest = Static<typeof LoginRequestSchema>;

export const LoginResponseSchema = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  email: Type.Optional(Type.String()),
  premium: Type.Optional(Type.Boolean()),
});
export type LoginResponse = Static<typeof LoginResponseSchema>;

/** `POST /api/auth/register`. */
export const RegisterRequestSchema = Type.Object({
  username: Type.String({ minLength: 3, maxLength: 32, pattern: '^[A-Za-z0-9._-]+$' }),
  // Deliberately loose: one @, something on each side, a dot in the domain, no spaces.
  email: Type.String({ maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
  password: Type.String({ minLength: 8, maxLength: 128 }),
  confirmPassword: Type.String({ maxLength: 128 }),
  referralCode: Type.Optional(Type.String({ maxLength: 64 })),
});
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

/** Answer of registration (201, and 409 "already exists"). */
export const RegisterResponseSchema = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
});
export type RegisterResponse = Static<typeof RegisterResponseSchema>;

/** `POST /api/auth/confirm-email`. */
export const ConfirmEmailRequestSchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
});
export type ConfirmEmailRequest = Static<typeof ConfirmEmailRequestSchema>;

export const ConfirmEmailResponseSchema = Type.Object({
  user: Type.Object({ email: Type.String() }),
  message: Type.String(),
});
export type ConfirmEmailResponse = Static<typeof ConfirmEmailResponseSchema>;

/** `GET /api/auth/me`. */
export const MeResponseSchema = Type.Object({
  loggedIn: Type.Boolean(),
  email: Type.Optional(Type.String()),
  premium: Type.Boolean(),
});
export type MeResponse = Static<typeof MeResponseSchema>;

/** `POST /api/auth/logout`. */
export const LogoutResponseSchema = LoginResponseSchema;
export type LogoutResponse = Static<typeof LogoutResponseSchema>;
