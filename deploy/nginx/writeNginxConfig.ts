import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadSiteConfig } from '@btb/site-server/siteConfig';
import { generateNginxSite } from './generateNginxConfig';
import { platformApps } from './platformApps';

/**
 * `npm run nginx-config -w @btb/deploy`: writes `deploy/nginx/site.conf` for docker-compose.yml
 * (builds mounted at /srv/<app>, the processes' data volume at /srv/data, processes api1…api3 on
 * port 3000, public ports from the same environment variables as `npm start`, every request logged
 * for the upstream watch). NGINX_UPSTREAMS, NGINX_BROTLI=1 and NGINX_ACCESS_LOG change those.
 */
const upstreams = (process.env.NGINX_UPSTREAMS || 'api1:3000,api2:3000,api3:3000').split(',');
const config = generateNginxSite({
  site: loadSiteConfig(process.env),
  apps: platformApps(),
  upstreams,
  rootOf: (app) => `/srv/${app.dir}`,
  releasesDir: '/srv/data/releases',
  brotli: process.env.NGINX_BROTLI === '1',
  // Read by the upstream watch beside nginx (docker-compose.yml's `upstream-watch`).
  accessLog: process.env.NGINX_ACCESS_LOG || '/var/log/btb/upstreams.log',
});
const file = path.join(__dirname, 'site.conf');
writeFileSync(file, config);
console.log(`[deploy] wrote ${file}`);
