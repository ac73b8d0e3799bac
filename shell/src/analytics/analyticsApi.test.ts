import { jsonResponse, mockFetch } from '@btb/shared-testing';
import { analyticsApi } from './analyticsApi';

describe('analyticsApi', () => {
  it('sends the time spent with keepalive, so it survives the unload', async () => {
    const fetchMock = mockFetch([
      ['PATCH', '/api/analytics/page-view/abc', () => jsonResponse({ recorded: true })],
    ]);
    await analyticsApi.timeSpent('abc', 42);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/analytics/page-view/abc',
      expect.objectContaining({ method: 'PATCH', keepalive: true, body: '{"timeSpent":42}' }),
    );
  });

  it('reads the page view id', async () => {
    mockFetch([['POST', '/api/analytics/page-view', () => jsonResponse({ pageViewId: 'v1' })]]);
    await expect(
      analyticsApi.startPageView({ sessionId: 'x'.repeat(21), pagePath: '/' }),
    ).resolves.toEqual({ pageViewId: 'v1' });
  });
});
