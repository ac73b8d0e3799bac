export { startMetricsServer, type MetricsServer } from './metricsServer';
