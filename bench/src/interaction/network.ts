import { namedPreset } from './namedPreset';

/**
 * The network an interaction run emulates, from `BENCH_INTERACTION_NETWORK`: none (loopback, the
 * default: the figures of issue 39 point 3 are about the phone's CPU) or `slow4g`, Lighthouse's
 * mobile preset applied as the browser's own throttling (its "devtools" values: 562.5 ms of request
 * latency, 1,474.56 Kbps down, 675 Kbps up), for what a round trip saved is worth on a phone.
 */
export interface NetworkConditions {
  offline: false;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

const kbps = (value: number) => (value * 1024) / 8;

const networks: Record<string, NetworkConditions | null> = {
  none: null,
  slow4g: {
    offline: false,
    latency: 562.5,
    downloadThroughput: kbps(1474.56),
    uploadThroughput: kbps(675),
  },
};

export function interactionNetwork(env: NodeJS.ProcessEnv = process.env): NetworkConditions | null {
  return namedPreset(
    { variable: 'BENCH_INTERACTION_NETWORK', kind: 'network', presets: networks, fallback: 'none' },
    env,
  );
}
