import { busyReason, cpuMultiplierFor } from './calibration';

describe('the calibrated CPU slowdown', () => {
  it('gives Lighthouse’s default 4× on a host of index 2,100 and scales with the host', () => {
    expect(cpuMultiplierFor(2100)).toBe(4);
    expect(cpuMultiplierFor(1050)).toBe(2);
    expect(cpuMultiplierFor(1234)).toBe(2.4);
    // A very slow host is never sped up; a broken index falls back to Lighthouse's default.
    expect(cpuMultiplierFor(200)).toBe(1);
    expect(cpuMultiplierFor(Number.NaN)).toBe(4);
  });

  it('refuses a busy machine unless told to measure anyway', () => {
    expect(busyReason(false, 0.4)).toBeNull();
    expect(busyReason(false, 3.2)).toMatch(/busy \(load average 3\.20 > 1\.5\)/);
    expect(busyReason(true, 3.2)).toBeNull();
  });
});
