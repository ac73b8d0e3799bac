/** @jest-environment node */
import { kWeighting, kWeightingGainDb } from './kWeighting';

describe('kWeighting', () => {
  it('reproduces the 48 kHz coefficients tabulated in ITU-R BS.1770-4', () => {
    const { shelf, highPass } = kWeighting(48000);
    expect(shelf.b0).toBeCloseTo(1.53512485958697, 9);
    expect(shelf.b1).toBeCloseTo(-2.69169618940638, 9);
    expect(shelf.b2).toBeCloseTo(1.19839281085285, 9);
    expect(shelf.a1).toBeCloseTo(-1.69065929318241, 9);
    expect(shelf.a2).toBeCloseTo(0.73248077421585, 9);
    expect([highPass.b0, highPass.b1, highPass.b2]).toEqual([1, -2, 1]);
    expect(highPass.a1).toBeCloseTo(-1.99004745483398, 9);
    expect(highPass.a2).toBeCloseTo(0.99007225036621, 9);
  });

  it.each([44100, 22050, 16000, 8000])('keeps the 997 Hz gain of 48 kHz at %i Hz', (rate) => {
    const reference = kWeightingGainDb(997, 48000);
    expect(reference).toBeCloseTo(0.691, 2);
    expect(Math.abs(kWeightingGainDb(997, rate) - reference)).toBeLessThan(0.1);
  });

  it('has the shape of the K curve: about +4 dB highs, a cut in the deep bass', () => {
    expect(kWeightingGainDb(4000, 22050)).toBeGreaterThan(3.5);
    expect(kWeightingGainDb(20, 22050)).toBeLessThan(-8);
  });

  it('refuses rates below 8 kHz', () => {
    expect(() => kWeighting(4000)).toThrow(RangeError);
  });
});
