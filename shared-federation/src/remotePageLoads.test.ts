import { loadRemoteComponent } from './federationRuntime';
import { RemoteFallback } from './RemoteFallback';
import { loadedPage, loadPage, warmPage } from './remotePageLoads';

jest.mock('./federationRuntime', () => ({ loadRemoteComponent: jest.fn() }));
const load = loadRemoteComponent as jest.MockedFunction<typeof loadRemoteComponent>;

const Page = () => null;

beforeEach(() => load.mockReset());

describe("a remote page's load", () => {
  it('is shared by a link pointed at and the route that follows, and kept once done', async () => {
    const ref = { remote: 'mf_search', module: 'SharedPage' };
    let arrive: (page: typeof Page) => void = () => undefined;
    load.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));

    warmPage(ref);
    expect(loadedPage(ref)).toBeUndefined();
    const route = loadPage(ref);
    arrive(Page);

    await expect(route).resolves.toBe(Page);
    expect(loadedPage(ref)).toBe(Page);
    await expect(loadPage(ref)).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failure to the route, and the next visit tries again', async () => {
    const ref = { remote: 'mf_song', module: 'FlakyPage' };
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Page);

    warmPage(ref);
    await expect(loadPage(ref)).rejects.toThrow('offline');

    await expect(loadPage(ref)).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback a remote hands back but does not keep it', async () => {
    const ref = { remote: 'mf_quiz', module: 'DownPage' };
    load.mockResolvedValueOnce(RemoteFallback).mockResolvedValueOnce(Page);

    await expect(loadPage(ref)).resolves.toBe(RemoteFallback);
    expect(loadedPage(ref)).toBeUndefined();
    await expect(loadPage(ref)).resolves.toBe(Page);
  });

  it('asks the network again when fresh (Retry), past what was loaded', async () => {
    const ref = { remote: 'mf_home', module: 'RetriedPage' };
    const Newer = () => null;
    load.mockResolvedValueOnce(Page).mockResolvedValueOnce(Newer);

    await loadPage(ref);
    await expect(loadPage(ref, true)).resolves.toBe(Newer);
    expect(load).toHaveBeenLastCalledWith(ref, true);
  });
});
