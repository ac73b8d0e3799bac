import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy } from '@btb/site-server/securityHeaders';
import { loadSiteConfig, siteOrigins } from '@btb/site-server/siteConfig';
import { generateNginxMain, generateNginxSite } from './generateNginxConfig';
import { platformApps } from './platformApps';

const site = loadSiteConfig({ PUBLIC_HOST: 'example.test' });
const config = generateNginxSite({
  site,
  apps: platformApps(),
  upstreams: ['10.0.0.1:3000', '10.0.0.2:3000'],
  releasesDir: '/srv/data/releases',
  brotli: true,
});

describe('generateNginxSite', () => {
  it('sends the site server CSP (naming every remote origin) with the shell files', () => {
    expect(config).toContain(
      `add_header Content-Security-Policy "${contentSecurityPolicy(site.remoteOrigins)}" always;`,
    );
    for (const remoteOrigin of site.remoteOrigins) expect(config).toContain(remoteOrigin);
  });

  it('serves every app from its build folder on its port, precompressed files first', () => {
    for (const app of platformApps()) {
      expect(config).toContain(`listen ${site.ports[app.dir]};`);
      expect(config).toContain(`root ${app.distDir};`);
    }
    expect(config.match(/gzip_static on;/g)).toHaveLength(platformApps().length);
    expect(config.match(/brotli_static on;/g)).toHaveLength(platformApps().length);
  });

  it('keeps hashed chunks for a year and revalidates the rest', () => {
    expect(config).toContain('location ~ "\\.[0-9a-f]{8}\\.js(\\.map)?(\\.br|\\.gz)?$"');
    expect(config).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    );
    expect(config).toContain('add_header Cache-Control "no-cache" always;');
  });

  it('lets only the site origins read remote files with credentials (the site server CORS)', () => {
    for (const origin of siteOrigins(site)) expect(config).toContain(`"${origin}" $http_origin;`);
    expect(config).toContain(
      'add_header Access-Control-Allow-Credentials "$btb_cors_credentials" always;',
    );
  });

  it('serves every release folder by path on every origin, immutable', () => {
    expect(
      config.match(/location \^~ \/releases\/ \{\n {4}alias \/srv\/data\/releases\/;/g),
    ).toHaveLength(platformApps().length);
  });

  it('balances /api, /remotes.json and pages over the processes, retrying only idempotent requests', () => {
    expect(config).toContain('least_conn;');
    expect(config).toContain('server 10.0.0.1:3000 max_fails=0;');
    expect(config).toContain('server 10.0.0.2:3000 max_fails=0;');
    expect(config).toContain('location = /remotes.json');
    expect(config).toContain('location @page');
    expect(config).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
    expect(config).not.toContain('non_idempotent');
    expect(config).toContain('proxy_set_header X-Request-Id $request_id;');
  });

  const nginx = '/usr/sbin/nginx';
  (existsSync(nginx) ? it : it.skip)('is a config nginx accepts (nginx -t)', () => {
    const runDir = mkdtempSync(path.join(os.tmpdir(), 'btb-nginx-'));
    const conf = path.join(runDir, 'nginx.conf');
    const brotli = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
    const siteConf = generateNginxSite({
      site,
      apps: platformApps(),
      upstreams: ['127.0.0.1:3000'],
      releasesDir: runDir,
      brotli,
      // The upstream watch's log, declared in the site as docker-compose's nginx includes it.
      accessLog: path.join(runDir, 'upstreams.log'),
    });
    writeFileSync(conf, generateNginxMain({ runDir, site: siteConf, brotli, asRoot: false }));
    const checked = spawnSync(nginx, ['-t', '-p', runDir, '-c', conf], { encoding: 'utf8' });
    expect(checked.stderr).toContain('syntax is ok');
  });
});
