import { releasesPrefix } from '@btb/shared-contract';
import { immutableCacheControl, stagingMarker } from '@btb/registry/serveReleases';
import { contentHashed, revalidateCacheControl } from '@btb/site-server/cacheHeaders';
import { pageSecurityHeaders, strictTransportSecurity } from '@btb/site-server/securityHeaders';
import { siteOrigins, type SiteConfig } from '@btb/site-server/siteConfig';
import { accessLogDirectives } from './accessLogFormat';
import type { ServedApp } from './platformApps';

export interface NginxSiteOptions {
  /** The site as `loadSiteConfig` reads it: public ports, shell origin, remote origins. */
  site: Pick<SiteConfig, 'ports' | 'shellOrigin' | 'remoteOrigins'>;
  apps: ServedApp[];
  /** `host:port` of each Node process's shell origin (API, `/remotes.json`, page renders). */
  upstreams: string[];
  /** Where each app's build folder is as nginx sees it (default: the folder on this machine). */
  rootOf?: (app: ServedApp) => string;
  /**
   * The registry's release folders (`DATA_DIR/releases`) as nginx sees them: every origin serves
   * `/releases/<remote>/<id>/…` from there. A release never changes, and which release a browser
   * gets is decided by `/remotes.json` and the page (both from the processes, per request), so a
   * promotion or rollback needs no reload.
   */
  releasesDir: string;
  /** Serve `.br` files beside assets (needs Debian's libnginx-mod-http-brotli-static). */
  brotli: boolean;
  /**
   * Log every request here in the format the upstream watch reads (`deploy/upstreamWatch`), beside
   * nginx's own log; none when absent (`generateNginxMain` has its own for test runs).
   */
  accessLog?: string;
}

const quote = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

const headerLines = (headers: Record<string, string>, indent: string) =>
  Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
    .join('\n');

/**
 * Passing a request to an upstream of Node processes: keep-alive connections, the client's address
 * and nginx's request id passed along, and a request that fails on one process (refused, reset,
 * 502/503/504) tried on the next when it is idempotent.
 */
export function proxyTo(upstream: string, indent: string): string {
  return [
    `proxy_pass http://${upstream};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Forwarded-Host $http_host;',
    'proxy_set_header X-Request-Id $request_id;',
    // A process that dies or drains (503) mid-request: GET/HEAD go to the next one. nginx never
    // resends a POST that reached a process (non_idempotent is not set), so nothing counts twice.
    'proxy_next_upstream error timeout http_502 http_503 http_504;',
    'proxy_next_upstream_tries 3;',
    'proxy_next_upstream_timeout 30s;',
    'proxy_connect_timeout 2s;',
  ]
    .map((line) => `${indent}${line}`)
    .join('\n');
}

/**
 * An upstream of Node processes (`host:port` each), with idle keep-alive connections to them. A
 * request goes to the process with the fewest in flight: a server-rendered page costs far more
 * than a cached API read, and a process just restarted (cold JIT, renderer loading remotes) is
 * slower than the others, so taking turns would pile requests up behind it. No process is taken
 * out of turn for a failure (`max_fails=0`): every process shares the database, so a 503 while it
 * restarts says the database is down, not the process, and taking all three out answered every
 * request 502 for as long as it lasted (issue 72). A dead process costs one refused connection
 * before the next is asked.
 */
export function upstreamBlock(name: string, addresses: string[]): string {
  return `upstream ${name} {
  least_conn;
${addresses.map((address) => `  server ${address} max_fails=0;`).join('\n')}
  keepalive 32;
}`;
}

/**
 * The `http { … }` part of an nginx config for the whole site: each app's build served from its
 * folder with the site server's headers and cache rules (hashed chunks immutable, everything
 * naming them revalidated), precompressed files preferred; `/api`, `/remotes.json` and page
 * requests passed to the Node processes, and an idempotent request that fails on one process tried
 * on the next. Generated, never edited: `npm run nginx-config -w @btb/deploy`.
 */
export function generateNginxSite(options: NginxSiteOptions): string {
  const { site, apps, upstreams, brotli, releasesDir } = options;
  const rootOf = options.rootOf ?? ((app: ServedApp) => app.distDir);
  const corsOrigins = siteOrigins(site);
  const proxy = (indent: string) => proxyTo('btb_site', indent);

  const servers = apps.map((app) => {
    // Every origin's pages may load any remote's code (a remote's standalone page opens another's).
    const codeOrigins = site.remoteOrigins;
    const headers = (cacheControl: string) => {
      const cors: Record<string, string> = app.isShell
        ? {}
        : {
            'Access-Control-Allow-Origin': '$btb_cors_origin',
            'Access-Control-Allow-Credentials': '$btb_cors_credentials',
            Vary: 'Origin',
          };
      return [
        headerLines(
          { ...pageSecurityHeaders(codeOrigins), ...cors, 'Cache-Control': cacheControl },
          '    ',
        ),
        '    add_header Strict-Transport-Security $btb_hsts always;',
      ].join('\n');
    };
    const fallback = app.isShell
      ? // Any other page is rendered by a Node process (the shell's index.html is its template).
        `  location / {\n    try_files $uri @page;\n${headers(revalidateCacheControl)}\n  }\n\n` +
        `  location @page {\n${proxy('    ')}\n  }\n\n` +
        `  location = /remotes.json {\n${proxy('    ')}\n  }`
      : // A remote's origin: its standalone page for QA, client-rendered.
        `  location / {\n    try_files $uri /index.html;\n${headers(revalidateCacheControl)}\n  }`;
    return `server {
  listen ${site.ports[app.dir]};
  root ${rootOf(app)};
  gzip_static on;
${brotli ? '  brotli_static on;\n' : ''}
  location /api {
${proxy('    ')}
  }

  location ~ ${quote(contentHashed.source)} {
    try_files $uri =404;
${headers(immutableCacheControl)}
  }

  location ^~ ${releasesPrefix} {
    alias ${releasesDir.replace(/\/$/, '')}/;
    location ~ ${quote(stagingMarker.replace(/\./g, '\\.'))} {
      return 404;
    }
${headers(immutableCacheControl)}
  }

${fallback}
}`;
  });

  return `# Generated by deploy/nginx/generateNginxConfig.ts from site-server's sources: do not edit.
# Without .gz files beside an asset, nginx compresses it itself (gzip_static prefers the file).
gzip on;
gzip_vary on;
gzip_types application/javascript application/json text/css image/svg+xml;
server_tokens off;
${options.accessLog ? `${accessLogDirectives(options.accessLog)}\n` : ''}
${upstreamBlock('btb_site', upstreams)}

map $http_origin $btb_cors_origin {
  default "";
${corsOrigins.map((origin) => `  ${quote(origin)} $http_origin;`).join('\n')}
}

map $http_origin $btb_cors_credentials {
  default "";
${corsOrigins.map((origin) => `  ${quote(origin)} "true";`).join('\n')}
}

map $scheme $btb_hsts {
  default "";
  https ${quote(strictTransportSecurity)};
}

${servers.join('\n\n')}
`;
}

export interface NginxMainOptions {
  /** Folder for nginx's pid, logs and temporary files. */
  runDir: string;
  /** The `http` part from generateNginxSite. */
  site: string;
  brotli: boolean;
  /** Run workers as root (a test run as root reading a checkout in root's folders). */
  asRoot: boolean;
  /** Log every request here (time, status, duration, which process answered); none when absent. */
  accessLog?: string;
}

/** A whole nginx.conf around the site, for `nginx -c` runs (the scale test and the bench). */
export function generateNginxMain(options: NginxMainOptions): string {
  const { runDir } = options;
  return `${options.brotli ? 'load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;\n' : ''}${options.asRoot ? 'user root;\n' : ''}worker_processes auto;
pid ${runDir}/nginx.pid;
error_log ${runDir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
${
  options.accessLog
    ? accessLogDirectives(options.accessLog)
        .split('\n')
        .map((line) => `  ${line}`)
        .join('\n')
    : '  access_log off;'
}
  sendfile on;
  keepalive_requests 100000;
  client_body_temp_path ${runDir}/body;
  proxy_temp_path ${runDir}/proxy;
  fastcgi_temp_path ${runDir}/fastcgi;
  uwsgi_temp_path ${runDir}/uwsgi;
  scgi_temp_path ${runDir}/scgi;
${options.site
  .split('\n')
  .map((line) => (line ? `  ${line}` : line))
  .join('\n')}
}
`;
}
