import { createHash, timingSafeEqual } from 'node:crypto';
import { RegistryError } from './types';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** How the audit log names a token: a fingerprint, never the token. */
export const tokenActor = (token: string) =>
  `token sha256:${digest(token).toString('hex').slice(0, 12)}`;

/**
 * Checks `Authorization: Bearer <token>` against `DEPLOY_TOKEN`; returns the audit name of the
 * caller. Without a configured token every such request (writes, the deployments view) is refused.
 */
export function checkDeployToken(
  configured: string | undefined,
  authorization: string | undefined,
): string {
  if (!configured) {
    throw new RegistryError(
      403,
      'This needs the deploy token, and the site has no DEPLOY_TOKEN set.',
    );
  }
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  if (!match) throw new RegistryError(401, 'Send the deploy token as "Authorization: Bearer …".');
  const given = match[1] as string;
  if (!timingSafeEqual(digest(given), digest(configured))) {
    throw new RegistryError(403, 'That deploy token is not valid.');
  }
  return tokenActor(given);
}
