import type { ComponentType } from 'react';

export class RemoteUnavailableError extends Error {}

/** The page component a remote module exposes as its default export (browser and server alike). */
export function pageOf(value: unknown, id: string): ComponentType<object> {
  const page = value && typeof value === 'object' ? (value as { default?: unknown }).default : null;
  if (typeof page === 'function' || (page && typeof page === 'object')) {
    return page as ComponentType<object>;
  }
  throw new RemoteUnavailableError(`${id} exposes no component`);
}
