import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { dataDirOf } from '@btb/database';
import { remoteApps, remoteByFolder, remoteByName, shellApp } from '@btb/platform';
import { repoRoot } from '@btb/platform/paths';
import { packageVersion } from './localBuilds';
import { checkRemoteName, releasesDirOf, stageRelease } from './releaseFiles';
import { deploymentsOf } from './deployments';
import type { RegistrySnapshot } from './registry';
import type { AuditEntry } from './types';

const usage = `npx btb <command>   (the site must be running with the same DEPLOY_TOKEN)
  release [remote]                        build into a new immutable release and register it
  list                                    per remote: stable, canary, share, last change (what,
                                          when, which token); then its releases
  promote <remote> <release> --stable     make a release stable (everyone)
  promote <remote> <release> --canary N   give a release to N% of browsers (sticky per browser)
  rollback <remote>                       stable goes back to the release before
  retire <remote>                         take a remote off the site (its routes and nav link go)
  prune --days N                          remove releases no channel has pointed at for N days
<remote> is a folder (mf-search) or a federation name (mf_search; promote, rollback and retire
also take a remote that is not in platform/platform.json, registered through the API).
Environment: SITE_URL (default http://localhost:$PORT or :3000), DEPLOY_TOKEN, DATA_DIR.`;

const siteUrl = (
  process.env.SITE_URL || `http://localhost:${process.env.PORT || shellApp.defaultPort}`
).replace(/\/$/, '');

function remoteOf(arg: string | undefined) {
  const remote = arg
    ? (remoteByFolder(arg) ?? remoteByName(arg))
    : remoteByFolder(path.basename(process.cwd()));
  if (!remote) {
    throw new Error(`Which remote? One of ${remoteApps.map((r) => r.folder).join(', ')}.`);
  }
  return remote;
}

/** The federation name of a remote the platform describes, else the name as given (checked). */
function remoteNameOf(arg: string | undefined): string {
  const described = arg ? (remoteByFolder(arg) ?? remoteByName(arg)) : undefined;
  if (described) return described.name;
  return arg ? checkRemoteName(arg) : remoteOf(arg).name;
}

async function call(method: 'GET' | 'POST', url: string, body?: object): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${siteUrl}${url}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(process.env.DEPLOY_TOKEN
          ? { authorization: `Bearer ${process.env.DEPLOY_TOKEN}` }
          : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new Error(`The site at ${siteUrl} does not answer (start it, or set SITE_URL).`);
  }
  const payload = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(payload.error ?? `${response.status} ${response.statusText}`);
  return payload;
}

function gitCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${commit}+dirty` : commit;
  } catch {
    return 'unknown';
  }
}

async function release(arg: string | undefined): Promise<void> {
  const remote = remoteOf(arg);
  const outDir = 'dist-release';
  const buildDir = path.join(repoRoot, remote.folder, outDir);
  rmSync(buildDir, { recursive: true, force: true });
  console.log(`[btb] building ${remote.folder}…`);
  execFileSync(path.join(repoRoot, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
    cwd: path.join(repoRoot, remote.folder),
    env: { ...process.env, BTB_OUT_DIR: outDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (!existsSync(path.join(buildDir, 'mf-manifest.json'))) throw new Error('The build failed.');
  const releasesDir = releasesDirOf(process.env, dataDirOf(process.env));
  const builtAt = new Date().toISOString();
  const { id, created } = stageRelease(
    buildDir,
    releasesDir,
    remote.name,
    packageVersion(remote.folder),
  );
  rmSync(buildDir, { recursive: true, force: true });
  await call('POST', '/registry/releases', {
    remote: remote.name,
    release: id,
    gitCommit: gitCommit(),
    builtAt,
  });
  console.log(
    created
      ? `[btb] released ${remote.name} ${id}`
      : `[btb] ${remote.name} ${id} was already released (same build)`,
  );
  console.log(`[btb] next: npx btb promote ${remote.folder} ${id} --canary 10   (or --stable)`);
  // The id alone on the last line, for scripts.
  console.log(id);
}

/** `YYYY-MM-DD HH:MM UTC`, or `-`. */
const when = (iso: string) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '-');

/** The same facts as the /deployments page (one function makes both), then every release. */
async function list(): Promise<void> {
  const [snapshot, audit] = await Promise.all([
    call('GET', '/registry') as Promise<RegistrySnapshot>,
    call('GET', '/registry/audit') as Promise<AuditEntry[]>,
  ]);
  for (const live of deploymentsOf(snapshot, audit).remotes) {
    console.log(live.remote);
    console.log(`  stable  ${live.stable?.id ?? '-'}`);
    console.log(`  canary  ${live.canary ? `${live.canary.id} (${live.canaryShare}%)` : '-'}`);
    const change = live.lastChange;
    console.log(
      change
        ? `  last change ${change.action ?? 'change'} at ${when(change.at)} by ${change.by}`
        : '  last change -',
    );
    for (const r of snapshot.releases.filter((r) => r.remote === live.remote)) {
      console.log(`    ${r.id}  built ${r.builtAt}  commit ${r.gitCommit.slice(0, 12)}`);
    }
  }
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  switch (command) {
    case 'release':
      return release(rest[0]);
    case 'list':
      return list();
    case 'promote': {
      const remote = remoteNameOf(rest[0]);
      const canary = option(rest, '--canary');
      if (!rest[1] || (canary === undefined && !rest.includes('--stable'))) throw new Error(usage);
      const channel = await call('POST', '/registry/promote', {
        remote,
        release: rest[1],
        channel: canary === undefined ? 'stable' : 'canary',
        ...(canary === undefined ? {} : { share: Number(canary) }),
      });
      console.log(JSON.stringify(channel, null, 2));
      return;
    }
    case 'rollback':
    case 'retire': {
      const channel = await call('POST', `/registry/${command}`, { remote: remoteNameOf(rest[0]) });
      console.log(JSON.stringify(channel, null, 2));
      return;
    }
    case 'prune': {
      const removed = (await call('POST', '/registry/prune', {
        days: Number(option(rest, '--days')),
      })) as {
        remote: string;
        id: string;
      }[];
      console.log(
        removed.length
          ? removed.map((r) => `removed ${r.remote} ${r.id}`).join('\n')
          : 'nothing to prune',
      );
      return;
    }
    default:
      console.log(usage);
      if (command && command !== 'help') process.exitCode = 1;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`[btb] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
