import { remoteApps } from '@btb/platform';

/** A value for each route parameter of the platform's routes: a seeded song and book. */
const sampleParams: Record<string, string> = { id: '1', code: 'DE_EN' };

/** The shell's own page Lighthouse measures (the others are forms behind a link) and a 404. */
const shellPages = ['/privacy', '/no/such/page'];

/**
 * Every page of the platform Lighthouse measures: each remote's routes as the platform describes
 * them (parameters filled with seeded values), then the shell's privacy page and a 404.
 */
export function lighthousePages(): string[] {
  const remotePages = remoteApps.flatMap((remote) =>
    remote.routes.map((route) =>
      route.path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, name: string) => {
        const value = sampleParams[name];
        if (!value) throw new Error(`No sample value for :${name} of ${route.path}`);
        return value;
      }),
    ),
  );
  return [...remotePages, ...shellPages];
}
