import { Counter, Registry } from 'prom-client';
import { startMetricsServer } from './metricsServer';

test('serves the registry at /metrics on its own port, and nothing else there', async () => {
  const registry = new Registry();
  new Counter({ name: 'tests_run_total', help: 'Tests run.', registers: [registry] }).inc(3);
  const server = await startMetricsServer(registry, 0);
  try {
    const scraped = await fetch(`http://127.0.0.1:${server.port}/metrics?ignored=1`);
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toBe(registry.contentType);
    expect(await scraped.text()).toContain('tests_run_total 3');
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    expect(
      (await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status,
    ).toBe(404);
  } finally {
    await server.close();
  }
});

test('a port already taken is an error at start, not a silent server', async () => {
  const first = await startMetricsServer(new Registry(), 0);
  try {
    await expect(startMetricsServer(new Registry(), first.port)).rejects.toThrow(/EADDRINUSE/);
  } finally {
    await first.close();
  }
});
