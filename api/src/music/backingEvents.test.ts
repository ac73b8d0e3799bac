/** @jest-environment node */
import { backingEvents } from './backingEvents';
import { drum, drumChannel, gm } from './gmSounds';
import { genreNames } from './musicGenres';
import { catalogueStyle, samplePlan } from './testing/samplePlans';

describe('backingEvents', () => {
  it('plays the instruments the style names: an accordion style uses GM program 21', () => {
    const events = backingEvents(
      samplePlan('Schlager, 121 BPM, cheerful accordion and synth strings'),
    );
    const accordion = events.channels.find((c) => c.program === gm.accordion);
    expect(accordion).toBeDefined();
    expect(events.notes.some((n) => n.channel === accordion?.channel)).toBe(true);
    expect(events.channels.map((c) => c.program)).toContain(gm.synthStrings);
    expect(events.barSeconds).toBeCloseTo(240 / 121, 10);
  });

  it.each(genreNames)(
    '%s: no drums in the intro but a soft hi-hat count-in; a fuller chorus',
    (genre) => {
      const plan = samplePlan(catalogueStyle(genre));
      const { notes } = backingEvents(plan);
      const introDrums = notes.filter((n) => n.bar < 2 && n.channel === drumChannel);
      expect(
        introDrums.every((n) => n.note === drum.closedHat && n.velocity < 50 && n.bar === 1),
      ).toBe(true);
      // Velocity times held beats: how much sounds, and how loud.
      const sounding = (bars: number[]) =>
        notes
          .filter((n) => bars.includes(n.bar))
          .reduce((sum, n) => sum + n.velocity * Math.min(1, n.length), 0);
      expect(sounding([6, 7, 8])).toBeGreaterThan(sounding([2, 3, 4]));
      // The last outro bar: one held chord on the downbeat.
      const last = notes.filter((n) => n.bar === plan.bars.length - 1);
      expect(last.every((n) => n.start === 0)).toBe(true);
    },
  );

  it('plays each genre’s own groove on the drum channel', () => {
    const drumsOf = (genre: (typeof genreNames)[number]) =>
      backingEvents(samplePlan(catalogueStyle(genre)))
        .notes.filter((n) => n.bar === 2 && n.channel === drumChannel)
        .map((n) => `${n.note}@${n.start.toFixed(3)}`)
        .sort()
        .join(' ');
    const grooves = new Set(genreNames.map(drumsOf));
    expect(grooves.size).toBe(genreNames.length);
    expect(drumsOf('Electronic')).toMatch(/36@0\.000.*36@1\.000.*36@2\.000.*36@3\.000/);
    expect(drumsOf('Reggae')).not.toContain('36@0.000');
  });

  it('is the same for the same plan', () => {
    const plan = samplePlan(catalogueStyle('Latin'));
    expect(backingEvents(plan)).toEqual(backingEvents(plan));
  });
});
