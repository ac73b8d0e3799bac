/** @jest-environment node */
import { genres } from '../seed/genres';
import { drumKits, gm } from './gmSounds';
import { genreNames, type GenreName } from './musicGenres';
import { parseMusicStyle } from './parseMusicStyle';
import { catalogueStyle } from './testing/samplePlans';

describe('parseMusicStyle', () => {
  it('knows every genre of the catalogue', () => {
    expect([...genreNames].sort()).toEqual(genres.map((g) => g.name).sort());
  });

  // Each catalogue style text: the instruments its words name, the voice it asks for.
  const expected: Record<
    GenreName,
    [Partial<ReturnType<typeof parseMusicStyle>['instruments']>, 'female' | 'male' | null]
  > = {
    Pop: [{ comp: gm.polySynth }, 'female'],
    'Hip-Hop': [{ drumKit: drumKits.room, comp: gm.electricPiano }, null],
    Reggae: [{ comp: gm.cleanGuitar, accent: gm.organ }, 'male'],
    Jazz: [{ bass: gm.acousticBass, drumKit: drumKits.brush, comp: gm.piano }, null],
    Folk: [{ comp: gm.steelGuitar, percussion: ['claps', 'tambourine'] }, null],
    Rock: [{ comp: gm.overdriveGuitar, drumKit: drumKits.power }, null],
    Electronic: [{ comp: gm.sawLead, drumKit: drumKits.electronic }, null],
    Latin: [
      { comp: gm.piano, accent: gm.brass, percussion: ['congas', 'timbales', 'clave'] },
      null,
    ],
    'R&B': [{ comp: gm.electricPiano }, null],
    Schlager: [{ comp: gm.accordion, pad: gm.synthStrings }, null],
  };

  it.each(genres.map((g) => [g.name, g.bpm[0] + 3] as const))(
    'reads the %s style at %i BPM',
    (name, bpm) => {
      const genre = name as GenreName;
      const style = parseMusicStyle(catalogueStyle(genre, bpm));
      const [instruments, voice] = expected[genre];
      expect(style.genre).toBe(genre);
      expect(style.bpm).toBe(bpm);
      expect(style.voice).toBe(voice);
      expect(style.instruments).toMatchObject(instruments);
    },
  );

  it('reads the example prompts of the brief', () => {
    const schlager = parseMusicStyle(
      'Schlager, 121 BPM, cheerful accordion and synth strings, steady beat, big sing-along refrain; lyrics sung slowly and clearly for A1 learners.',
    );
    expect(schlager).toMatchObject({ genre: 'Schlager', bpm: 121, voice: null });
    expect(schlager.instruments).toMatchObject({ comp: gm.accordion, pad: gm.synthStrings });
    const pop = parseMusicStyle(
      'Pop, 116 BPM, bright synth chords, catchy sing-along chorus, clear female vocals; slowly',
    );
    expect(pop).toMatchObject({ genre: 'Pop', bpm: 116, voice: 'female' });
  });

  it('takes instruments from the words, whatever the genre', () => {
    const style = parseMusicStyle(
      'Rock, 130 BPM, upright bass, piano, brass section and congas, male vocals',
    );
    expect(style.instruments).toMatchObject({
      bass: gm.acousticBass,
      comp: gm.piano,
      accent: gm.brass,
    });
    expect(style.instruments.percussion).toContain('congas');
    expect(style.voice).toBe('male');
  });

  it('reads genre aliases and falls back without throwing on odd text', () => {
    expect(parseMusicStyle('a chilled hip hop beat').genre).toBe('Hip-Hop');
    expect(parseMusicStyle('Salsa, 100 bpm').genre).toBe('Latin');
    const odd = parseMusicStyle('🎵 ??? 9999 BPM');
    expect(odd.genre).toBe('Pop');
    expect(odd.bpm).toBe(112);
    expect(parseMusicStyle('').genre).toBe('Pop');
    expect(parseMusicStyle(undefined as unknown as string).bpm).toBe(112);
  });
});
