import { startMetricsServer } from '@btb/metrics';
import { createUpstreamWatch } from './upstreamWatch';

/**
 * `npm run upstream-watch -w @btb/deploy`: follows `ACCESS_LOG` (nginx's log in the upstream
 * watch's format) and serves `/metrics` on `METRICS_PORT` (default 9101; `METRICS_HOST`).
 */
const accessLog = process.env.ACCESS_LOG;
if (!accessLog) {
  console.error(
    '[upstream-watch] set ACCESS_LOG to the file nginx logs to (see docs/upstream-watch.md)',
  );
  process.exit(2);
}
const port = Number(process.env.METRICS_PORT || 9101);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(
    `[upstream-watch] METRICS_PORT must be a port number, not ${process.env.METRICS_PORT}`,
  );
  process.exit(2);
}
const watch = createUpstreamWatch({ accessLog });
void startMetricsServer(watch.registry, port, process.env.METRICS_HOST || '127.0.0.1').then(
  (server) => {
    console.log(`[upstream-watch] following ${accessLog}; metrics on port ${server.port}`);
    const stop = () => {
      watch.stop();
      void server.close().then(() => process.exit(0));
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  },
  (error: unknown) => {
    console.error(`[upstream-watch] cannot serve metrics on port ${port}: ${String(error)}`);
    process.exit(1);
  },
);
