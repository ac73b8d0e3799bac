import { buildApiApp } from '../app/buildApiApp';
import { ResponseCache } from '../cache/responseCache';
import { testContext } from '../testing/testApp';
import { createApiMetrics } from './apiMetrics';

describe('API metrics', () => {
  it('records each request by route pattern and the response cache hits and misses', async () => {
    const { db, config } = testContext();
    const responseCache = new ResponseCache();
    const metrics = createApiMetrics(db, responseCache);
    const app = await buildApiApp({ db, config, responseCache, metrics });
    try {
      for (let i = 0; i < 3; i += 1) await app.inject({ method: 'GET', url: '/api/song/2' });
      await app.inject({ method: 'GET', url: '/api/song/999999999' });
      const text = await metrics.registry.metrics();
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/song\/:id",status_code="200"\} 3/,
      );
      expect(text).toMatch(/route="\/api\/song\/:id",status_code="404"\} 1/);
      expect(text).toMatch(/response_cache_hits_total 2/);
      expect(text).toMatch(/response_cache_misses_total 2/);
      expect(text).toContain('process_resident_memory_bytes');
    } finally {
      await app.close();
    }
  });
});
