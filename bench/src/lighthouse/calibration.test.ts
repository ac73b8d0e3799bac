import { busyReason, cpuMultiplierFor, hostIndexOf } from './calibration';

describe('the calibrated CPU slowdown', () => {
  it('gives Lighthouse’s default 4× on a host of index 2,100 and scales with the host', () => {
    expect(cpuMultiplierFor(2100)).toBe(4);
    expect(cpuMultiplierFor(1050)).toBe(2);
    expect(cpuMultiplierFor(1234)).toBe(2.4);
    // A very slow host is never sped up; a broken index falls back to Lighthouse's default.
    expect(cpuMultiplierFor(200)).toBe(1);
    expect(cpuMultiplierFor(Number.NaN)).toBe(4);
  });

  it('takes the host’s index as the median of its warm-up runs, ignoring broken ones', () => {
    expect(hostIndexOf([2950, 2470, 3054])).toBe(2950);
    expect(hostIndexOf([2400, 2600])).toBe(2500);
    expect(hostIndexOf([0, Number.NaN, 2100])).toBe(2100);
    expect(cpuMultiplierFor(hostIndexOf([]))).toBe(4);
  });

  it('refuses a busy machine unless told to measure anyway', () => {
    expect(busyReason(false, 0.4)).toBeNull();
    expect(busyReason(false, 3.2)).toMatch(/busy \(load average 3\.20 > 1\.5\)/);
    expect(busyReason(true, 3.2)).toBeNull();
  });
});
