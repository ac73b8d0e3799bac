import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { allApps, portEnvName, shellApp } from '@btb/platform';
import { immutableCacheControl } from '@btb/registry/serveReleases';
import { loadSiteConfig } from '@btb/site-server/siteConfig';
import { generateNginxMain, generateNginxSite } from './generateNginxConfig';
import { platformApps } from './platformApps';

const nginx = '/usr/sbin/nginx';

/** A port nobody listens on right now (the OS picks it). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitUntil(check: () => Promise<boolean>, what: string): Promise<void> {
  const until = Date.now() + 10_000;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

(existsSync(nginx) ? describe : describe.skip)('nginx in front of the site processes', () => {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'btb-nginx-releases-'));
  const releasesDir = path.join(workDir, 'releases');
  const upstreamPaths: string[] = [];
  /** What the site process answers for `/remotes.json`: the registry's current map. */
  let remoteMap = { 'mf-search': 'release-1' };
  let upstream: http.Server;
  let child: ChildProcess;
  let site: ReturnType<typeof loadSiteConfig>;
  const url = (dir: string, pathName: string) => `http://127.0.0.1:${site.ports[dir]}${pathName}`;

  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      upstreamPaths.push(request.url ?? '');
      const body = request.url === '/remotes.json' ? JSON.stringify(remoteMap) : '<p>rendered</p>';
      response.writeHead(200, { 'content-type': 'text/plain' }).end(body);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const env: NodeJS.ProcessEnv = { PUBLIC_HOST: '127.0.0.1' };
    for (const app of allApps) env[portEnvName(app)] = String(await freePort());
    site = loadSiteConfig(env);
    for (const app of platformApps()) {
      mkdirSync(path.join(workDir, app.dir), { recursive: true });
      writeFileSync(path.join(workDir, app.dir, 'main.0123abcd.js'), 'console.log(1);');
    }
    mkdirSync(releasesDir);
    const runDir = path.join(workDir, 'nginx');
    mkdirSync(runDir);
    const conf = path.join(runDir, 'nginx.conf');
    const siteConf = generateNginxSite({
      site,
      apps: platformApps(),
      upstreams: [`127.0.0.1:${(upstream.address() as AddressInfo).port}`],
      rootOf: (app) => path.join(workDir, app.dir),
      releasesDir,
      brotli: false,
    });
    const asRoot = process.getuid?.() === 0;
    writeFileSync(conf, generateNginxMain({ runDir, site: siteConf, brotli: false, asRoot }));
    child = spawn(nginx, ['-p', runDir, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
    await waitUntil(async () => (await fetch(url('mf-search', '/'))).status > 0, 'nginx');
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    await new Promise((resolve) => upstream?.close(resolve));
    rmSync(workDir, { recursive: true, force: true });
  });

  it('serves a release published after it started, by path, immutable, with the site CORS', async () => {
    const release = path.join(releasesDir, 'mf-search', '1.2.0-abc123');
    mkdirSync(release, { recursive: true });
    writeFileSync(path.join(release, 'remoteEntry.js'), 'var entry = 1;');
    const response = await fetch(
      url('mf-search', '/releases/mf-search/1.2.0-abc123/remoteEntry.js'),
      {
        headers: { origin: site.shellOrigin },
      },
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('var entry = 1;');
    expect(response.headers.get('cache-control')).toBe(immutableCacheControl);
    expect(response.headers.get('access-control-allow-origin')).toBe(site.shellOrigin);
    expect(response.headers.get('content-security-policy')).toContain(site.remoteOrigins[0]);
    const stranger = await fetch(
      url('mf-search', '/releases/mf-search/1.2.0-abc123/remoteEntry.js'),
      {
        headers: { origin: 'http://evil.example' },
      },
    );
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    expect(upstreamPaths.some((p) => p.startsWith('/releases/'))).toBe(false);
  });

  it('never serves a release still being copied in', async () => {
    const staging = path.join(releasesDir, 'mf-search', '1.3.0-def456.partial-42');
    mkdirSync(staging, { recursive: true });
    writeFileSync(path.join(staging, 'remoteEntry.js'), 'half');
    const response = await fetch(
      url(shellApp.folder, '/releases/mf-search/1.3.0-def456.partial-42/remoteEntry.js'),
    );
    expect(response.status).toBe(404);
  });

  it('asks the processes for the remote map on every request, so a promotion needs no reload', async () => {
    const before = await (await fetch(url(shellApp.folder, '/remotes.json'))).json();
    remoteMap = { 'mf-search': 'release-2' };
    const after = await (await fetch(url(shellApp.folder, '/remotes.json'))).json();
    expect(before).toEqual({ 'mf-search': 'release-1' });
    expect(after).toEqual({ 'mf-search': 'release-2' });
  });

  it('sends page requests to the processes and serves static assets itself', async () => {
    upstreamPaths.length = 0;
    const page = await fetch(url(shellApp.folder, '/song/3'));
    expect(await page.text()).toBe('<p>rendered</p>');
    const asset = await fetch(url(shellApp.folder, '/main.0123abcd.js'));
    expect(await asset.text()).toBe('console.log(1);');
    const remoteAsset = await fetch(url('mf-song', '/main.0123abcd.js'));
    expect(remoteAsset.status).toBe(200);
    expect(upstreamPaths).toEqual(['/song/3']);
  });
});
