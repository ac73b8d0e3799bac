import type { AnalyticsApi } from './analyticsApi';
import { AnalyticsClient, heartbeatMs, type AnalyticsEnvironment } from './AnalyticsClient';

const browser =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function setup(env: Partial<AnalyticsEnvironment> = {}) {
  let viewNo = 0;
  const api = {
    session: jest.fn(() => Promise.resolve({ recorded: true })),
    startPageView: jest.fn(() => Promise.resolve({ pageViewId: `view-${++viewNo}` })),
    timeSpent: jest.fn(() => Promise.resolve({ recorded: true })),
  };
  const log = jest.fn();
  const client = new AnalyticsClient(
    api as unknown as AnalyticsApi,
    {
      userAgent: browser,
      language: 'de-DE',
      referrer: 'https://news.example/',
      search: '?utm_source=newsletter&intern=1',
      now: () => Date.now(),
      ...env,
    },
    log,
  );
  return { api, log, client };
}

const flush = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('AnalyticsClient', () => {
  it('sends the session on start and every 30 s, with utm, device info, referrer and intern', async () => {
    const { api, client } = setup();
    const stop = client.start();
    expect(api.session).toHaveBeenCalledTimes(1);
    const body = (api.session.mock.calls[0] as unknown[])[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      referrer: 'https://news.example/',
      utmParams: { utm_source: 'newsletter' },
      deviceInfo: { browser: 'Chrome', os: 'Windows', browserLanguage: 'de-DE' },
      ysnIntern: true,
    });
    expect(body.sessionId).toMatch(/^[A-Za-z0-9_-]{21}$/);

    await jest.advanceTimersByTimeAsync(heartbeatMs * 2);
    expect(api.session).toHaveBeenCalledTimes(3);
    stop();
    await jest.advanceTimersByTimeAsync(heartbeatMs);
    expect(api.session).toHaveBeenCalledTimes(3);
  });

  it('keeps the session id in storage across page loads', () => {
    const first = setup();
    first.client.start()();
    const second = setup({ search: '' });
    second.client.start()();
    const idOf = (api: typeof first.api) =>
      ((api.session.mock.calls[0] as unknown[])[0] as { sessionId: string }).sessionId;
    expect(idOf(second.api)).toBe(idOf(first.api));
    expect(JSON.parse(localStorage.getItem('analyticsSession') ?? '{}')).toMatchObject({
      sessionId: idOf(first.api),
      intern: true,
    });
  });

  it('records a page view per route and sends the time spent when the next one starts', async () => {
    const { api, client } = setup();
    client.start();
    client.pageView('/song/7', 'Song Details');
    await flush();
    expect(api.startPageView).toHaveBeenCalledWith(
      expect.objectContaining({ pagePath: '/song/7', pageTitle: 'Song Details', songId: 7 }),
    );
    expect(JSON.parse(localStorage.getItem('analyticsPageView') ?? '{}')).toMatchObject({
      pageViewId: 'view-1',
      pagePath: '/song/7',
    });

    await jest.advanceTimersByTimeAsync(12_000);
    client.pageView('/search', 'Search');
    expect(api.timeSpent).toHaveBeenCalledWith('view-1', 12);
  });

  it('sends the time spent on unload', async () => {
    const { api, client } = setup();
    client.start();
    client.pageView('/', 'Home');
    await flush();
    await jest.advanceTimersByTimeAsync(4_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(api.timeSpent).toHaveBeenCalledWith('view-1', 4);
    expect(localStorage.getItem('analyticsPageView')).toBeNull();
  });

  it('closes a view at once when its id arrives after the visitor moved on', async () => {
    const { api, client } = setup();
    client.start();
    client.pageView('/', 'Home');
    client.pageView('/search', 'Search');
    await flush();
    expect(api.timeSpent).toHaveBeenCalledWith('view-1', 0);
    await jest.advanceTimersByTimeAsync(3_000);
    client.pageView('/time-calculator', 'Time Calculator');
    expect(api.timeSpent).toHaveBeenLastCalledWith('view-2', 3);
  });

  it('sends and stores nothing more once stopped (consent withdrawn), even for late answers', async () => {
    const { api, client } = setup();
    const stop = client.start();
    client.pageView('/', 'Home');
    stop();
    localStorage.clear();
    await flush();
    await jest.advanceTimersByTimeAsync(heartbeatMs * 2);
    client.pageView('/search', 'Search');
    client.finishPageView();
    expect(api.session).toHaveBeenCalledTimes(1);
    expect(api.startPageView).toHaveBeenCalledTimes(1);
    expect(api.timeSpent).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('only logs failures', async () => {
    const { api, client, log } = setup();
    api.session.mockImplementation(() => Promise.reject(new Error('500: down')));
    api.startPageView.mockImplementation(() => Promise.reject(new Error('500: down')));
    client.start();
    client.pageView('/', 'Home');
    await flush();
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('skips bots entirely', async () => {
    const { api, client } = setup({ userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    client.start();
    client.pageView('/', 'Home');
    await jest.advanceTimersByTimeAsync(heartbeatMs);
    expect(api.session).not.toHaveBeenCalled();
    expect(api.startPageView).not.toHaveBeenCalled();
  });
});
