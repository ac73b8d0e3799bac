import { jsonResponse } from '@btb/shared-testing';
import { prefetchManifest, retryPlugin } from './retryPlugin';

const manifest = (name: string) => jsonResponse({ name });
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

/** The runtime's request for a manifest, through the plugin. */
async function runtimeFetch(url: string): Promise<unknown> {
  const response = await retryPlugin(3, 1).fetch?.(url, {});
  return (response as Response).json();
}

describe('the network layer of the federation runtime', () => {
  it('retries a manifest while the server answers 5xx', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({}, 503))
      .mockResolvedValueOnce(manifest('mf_search'));
    await expect(runtimeFetch('/a/mf-manifest.json')).resolves.toEqual({ name: 'mf_search' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('hands the runtime a manifest fetched ahead, once; later requests go to the network', async () => {
    fetchMock.mockResolvedValueOnce(manifest('early')).mockResolvedValueOnce(manifest('later'));
    prefetchManifest('/b/mf-manifest.json');
    prefetchManifest('/b/mf-manifest.json');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await expect(runtimeFetch('/b/mf-manifest.json')).resolves.toEqual({ name: 'early' });
    await expect(runtimeFetch('/b/mf-manifest.json')).resolves.toEqual({ name: 'later' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('forgets a manifest that could not be fetched ahead: the runtime asks itself', async () => {
    fetchMock.mockRejectedValue(new Error('offline'));
    prefetchManifest('/c/mf-manifest.json', 1, 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(manifest('mf_quiz'));

    await expect(runtimeFetch('/c/mf-manifest.json')).resolves.toEqual({ name: 'mf_quiz' });
  });
});
