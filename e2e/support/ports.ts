/**
 * The suites run against the default ports; `E2E_BASE_PORT=4700` moves the whole site (shell on
 * 4700, remotes on 4701–4706) so several people can run the suites on one machine.
 */
export const basePort = Number(process.env.E2E_BASE_PORT ?? 3000);

export const remoteDirs = [
  'mf-home',
  'mf-search',
  'mf-song',
  'mf-quiz',
  'mf-learning-plan',
  'mf-calculator',
] as const;

export const shellOrigin = `http://localhost:${basePort}`;

export function siteEnv(): Record<string, string> {
  const env: Record<string, string> = { PORT: String(basePort) };
  remoteDirs.forEach((dir, index) => {
    env[`${dir.toUpperCase().replace(/-/g, '_')}_PORT`] = String(basePort + index + 1);
  });
  return env;
}
