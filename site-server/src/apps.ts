import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

export interface SiteApp {
  /** Workspace folder, also the env-var stem (`mf-search` → `MF_SEARCH_PORT`). */
  dir: string;
  /** Federation name; absent for the shell. */
  remote?: string;
  defaultPort: number;
}

export const shellApp: SiteApp = { dir: 'shell', defaultPort: 3000 };

export const remoteApps: SiteApp[] = [
  { dir: 'mf-home', remote: 'mf_home', defaultPort: 3001 },
  { dir: 'mf-search', remote: 'mf_search', defaultPort: 3002 },
  { dir: 'mf-song', remote: 'mf_song', defaultPort: 3003 },
  { dir: 'mf-quiz', remote: 'mf_quiz', defaultPort: 3004 },
  { dir: 'mf-learning-plan', remote: 'mf_learning_plan', defaultPort: 3005 },
  { dir: 'mf-calculator', remote: 'mf_calculator', defaultPort: 3006 },
];

export const allApps = [shellApp, ...remoteApps];

export function distDir(app: SiteApp): string {
  return path.join(repoRoot, app.dir, 'dist');
}
