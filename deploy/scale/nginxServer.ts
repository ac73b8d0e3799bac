import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateNginxMain } from '../nginx/generateNginxConfig';
import { waitFor } from './waitFor';

const nginxBinary = '/usr/sbin/nginx';
export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * nginx from Debian's packages (with the brotli_static module when Debian has it), installed when
 * missing and we are root; otherwise an Error saying what to install.
 */
export function ensureNginx(log: (line: string) => void): void {
  if (existsSync(nginxBinary)) return;
  if (process.getuid?.() !== 0)
    throw new Error(
      'nginx is not installed and this is not root: run `apt-get install nginx libnginx-mod-http-brotli-static` (Debian) first.',
    );
  log('installing nginx from Debian packages...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const packages = ['nginx'];
  const brotli = spawnSync('apt-cache', ['show', 'libnginx-mod-http-brotli-static'], { env });
  if (brotli.status === 0) packages.push('libnginx-mod-http-brotli-static');
  const installed = spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env,
  });
  if (installed.status !== 0 || !existsSync(nginxBinary))
    throw new Error(`apt-get install ${packages.join(' ')} failed`);
}

export const hasBrotli = () => existsSync(brotliModule);

export interface RunningNginx {
  stop(): Promise<void>;
}

/** Starts nginx in the foreground on `site` (from generateNginxSite) with its files in `runDir`. */
export async function startNginx(
  runDir: string,
  site: string,
  probeUrl: string,
  accessLog?: string,
): Promise<RunningNginx> {
  mkdirSync(runDir, { recursive: true });
  const conf = path.join(runDir, 'nginx.conf');
  const asRoot = process.getuid?.() === 0;
  writeFileSync(conf, generateNginxMain({ runDir, site, brotli: hasBrotli(), asRoot, accessLog }));
  const test = spawnSync(nginxBinary, ['-t', '-q', '-p', runDir, '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused the config ${conf}:\n${test.stderr}`);
  const child: ChildProcess = spawn(nginxBinary, ['-p', runDir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(async () => (await fetch(probeUrl)).status > 0, 10_000, 'nginx to answer');
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
