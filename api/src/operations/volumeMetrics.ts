import { Gauge, type Registry } from 'prom-client';
import type { VolumeState, VolumeWatch } from './volumeWatch';

/** Volumes a poll has seen (a folder not made yet has no series). */
const seen = (states: readonly VolumeState[]) =>
  states.flatMap(({ volume, full, availableBytes }) =>
    availableBytes === undefined ? [] : [{ volume, full, availableBytes }],
  );

/**
 * `volume_available_bytes` and `volume_full` of the volumes watched by the API, which is handed
 * over once the API has made its watch (its metrics may be made before, by a test). A scrape polls
 * the volumes afresh, and the first gauge does that so the second agrees with it.
 */
export function registerVolumeMetrics(registry: Registry): (volumes: VolumeWatch) => void {
  let watch: VolumeWatch | undefined;
  new Gauge({
    name: 'volume_available_bytes',
    help: 'Bytes left for writes on each watched volume (data, media, releases), read at scrape',
    labelNames: ['volume'],
    registers: [registry],
    collect() {
      for (const { volume, availableBytes } of seen(watch?.check() ?? []))
        this.set({ volume }, availableBytes);
    },
  });
  new Gauge({
    name: 'volume_full',
    help: 'Whether a watched volume is full (1), so writes on it answer 507, or not (0)',
    labelNames: ['volume'],
    registers: [registry],
    collect() {
      for (const { volume, full } of seen(watch?.state() ?? [])) this.set({ volume }, full ? 1 : 0);
    },
  });
  return (volumes) => {
    watch = volumes;
  };
}
