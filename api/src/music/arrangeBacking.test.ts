/** @jest-environment node */
import { backingLength, backingPeak } from './arrangeBacking';
import { backingEvents } from './backingEvents';
import { genreNames } from './musicGenres';
import { barStart } from './renderLayers';
import { backingFeatures, featureDistance, type BackingFeatures } from './testing/backingFeatures';
import { estimateTempo } from './testing/estimateTempo';
import { renderBackings, type RenderedBackings } from './testing/renderBackings';
import { catalogueStyle, samplePlan } from './testing/samplePlans';

const rate = 22050;
// 12 bars of I-V-vi-IV per genre: 2 intro, 4 verse, 4 chorus, 2 outro.
const plans = genreNames.map((genre) => samplePlan(catalogueStyle(genre), 4, 4, `test:${genre}`));
const events = plans.map((plan) => backingEvents(plan));
let rendered: RenderedBackings;

const rms = (samples: Float32Array, from: number, to: number) =>
  Math.sqrt(samples.subarray(from, to).reduce((sum, s) => sum + s * s, 0) / (to - from));

beforeAll(async () => {
  // The first plan again, to check that the same plan gives the same samples.
  rendered = await renderBackings([...plans, plans[0]!], rate);
}, 120_000);

describe('arrangeBacking', () => {
  it.each(genreNames.map((genre, i) => [genre, i]))(
    'plays %s at the style’s BPM (within 2 %%)',
    (_genre, i) => {
      const bpm = events[i]!.style.bpm;
      const found = estimateTempo(rendered.backings[i]!, rate);
      expect(Math.abs(found - bpm) / bpm).toBeLessThan(0.02);
    },
  );

  it('gives every genre a sound of its own: onset pattern, brightness and bass differ', () => {
    const features: BackingFeatures[] = rendered.backings
      .slice(0, genreNames.length)
      .map((samples, i) => backingFeatures(samples, rate, events[i]!.barSeconds, [2, 10]));
    // The same genre on another progression and seed stays within about 0.1 (see the notes).
    for (let a = 0; a < features.length; a++) {
      for (let b = a + 1; b < features.length; b++) {
        const distance = featureDistance(features[a]!, features[b]!);
        if (distance <= 0.15)
          throw new Error(
            `${genreNames[a]} and ${genreNames[b]} sound alike (${distance.toFixed(3)})`,
          );
      }
    }
  });

  it('is bars × bar length plus a short faded tail, peak-normalised, quiet in the intro', () => {
    rendered.backings.slice(0, genreNames.length).forEach((samples, i) => {
      const { barSeconds } = events[i]!;
      const bars = barStart(plans[i]!.bars.length, barSeconds, rate);
      expect(samples.length).toBe(backingLength(plans[i]!.bars.length, barSeconds, rate));
      expect(samples.length - bars).toBeLessThanOrEqual(2 * rate);
      expect(samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0)).toBeCloseTo(backingPeak, 3);
      expect(Math.abs(samples[samples.length - 1]!)).toBeLessThan(1e-3);
      const intro = rms(samples, 0, barStart(2, barSeconds, rate));
      const chorus = rms(samples, barStart(6, barSeconds, rate), barStart(10, barSeconds, rate));
      expect(intro).toBeLessThan(chorus * 0.6);
    });
  });

  it('gives the same samples for the same plan', () => {
    const [first, again] = [rendered.backings[0]!, rendered.backings[genreNames.length]!];
    expect(again.length).toBe(first.length);
    expect(first.findIndex((s, i) => s !== again[i])).toBe(-1);
  });

  it('renders fast: seconds of audio per CPU second', () => {
    const audio = rendered.backings
      .slice(1, genreNames.length)
      .reduce((sum, b) => sum + b.length / rate, 0);
    const cpu = rendered.cpuSeconds.slice(1, genreNames.length).reduce((sum, s) => sum + s, 0);
    // The first render loads the SoundFont; the rest is what each song costs.
    console.log(
      `arrangeBacking at ${rate} Hz: ${(audio / cpu).toFixed(0)} s of audio per CPU second`,
    );
    expect(audio / cpu).toBeGreaterThan(40);
  });
});
