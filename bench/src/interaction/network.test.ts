import { interactionNetwork } from './network';

describe('the network an interaction run emulates', () => {
  it('is loopback unless asked for', () => {
    expect(interactionNetwork({})).toBeNull();
    expect(interactionNetwork({ BENCH_INTERACTION_NETWORK: 'none' })).toBeNull();
  });

  it("is Lighthouse's slow 4G as the browser throttles it", () => {
    expect(interactionNetwork({ BENCH_INTERACTION_NETWORK: 'slow4g' })).toEqual({
      offline: false,
      latency: 562.5,
      downloadThroughput: 188_743.68,
      uploadThroughput: 86_400,
    });
  });

  it('refuses a name it does not know, naming the ones it does', () => {
    expect(() => interactionNetwork({ BENCH_INTERACTION_NETWORK: 'slow3g' })).toThrow(
      'no such network slow3g (none, slow4g)',
    );
  });
});
