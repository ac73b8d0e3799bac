import { buildCatalogue } from '../../seed/buildCatalogue';
import { parseMusicStyle } from '../../music/parseMusicStyle';
import type { SpeechLanguage } from '../espeakSpeaker';
import { catalogueVocalJob } from '../testing/catalogueVocalJob';
import { sungPitchShares } from '../testing/sungPitch';
import { startVoicePool, type VoicePool } from '../voicePool';
import { voiceRanges } from './singVocal';
import { songForm } from './songForm';

const songs = buildCatalogue(0).songs;
// eSpeak loads as an ES module, which jest cannot: the voices are sung in the seed's worker threads.
let pool: VoicePool;
beforeAll(() => {
  pool = startVoicePool();
});
afterAll(() => pool.close());

const sing = (song: (typeof songs)[number]) =>
  pool.render({ kind: 'vocal', ...catalogueVocalJob(song) });

jest.setTimeout(900_000);

describe('the catalogue, sung (the voice before mixing)', () => {
  it('sings ≥ 90 % of every song’s syllables within 50 cents of their notes', async () => {
    const shares = await sungPitchShares(songs.map(catalogueVocalJob));
    expect(shares).toHaveLength(songs.length);
    const misses = shares.filter(({ share }) => share < 0.9);
    expect(misses).toEqual([]);
  });

  it('composes each line from a bar line, in the voice’s range, the refrain alike each time', async () => {
    for (const song of songs.filter((_, i) => i % 9 === 0)) {
      const sung = await sing(song);
      const { barSeconds } = sung;
      const style = parseMusicStyle(song.music_style);
      const range = voiceRanges[style.voice ?? 'female'];
      const lines = song.sung_lines.map((line) => line.text);
      const form = songForm(song.lyrics, lines);
      const byLine = lines.map((_, i) => sung.notes.filter((note) => note.line === i));
      byLine.forEach((notes) => {
        const first = notes[0];
        if (!first) return;
        const bars = first.start / barSeconds;
        expect(Math.abs(bars - Math.round(bars))).toBeLessThan(1e-6);
        for (const note of notes) {
          expect(note.midi).toBeGreaterThanOrEqual(range.low);
          expect(note.midi).toBeLessThanOrEqual(range.high);
        }
      });
      const refrain = new Map<string, number[]>();
      form.forEach((line, i) => {
        if (line.kind !== 'chorus') return;
        const melody = (byLine[i] ?? []).map((note) => note.midi);
        const key = `${line.indexInSection}:${line.text}`;
        const before = refrain.get(key);
        if (before) expect(melody).toEqual(before);
        refrain.set(key, melody);
      });
      expect(refrain.size).toBeGreaterThan(0);
    }
  });
});

describe('every word in its own language', () => {
  const phonemesOf = async (text: string, language: SpeechLanguage, quoted: SpeechLanguage) => {
    const reply = await pool.render({ kind: 'phonemes', text, language, quoted });
    return reply.segments;
  };

  it.each([
    ['Computer – das heißt „el ordenador“,', 'de', 'es', 'el ordenador'],
    ['Hund – das heißt „dog“,', 'de', 'en', 'dog'],
    ['dog – that is "Hund",', 'en', 'de', 'Hund'],
  ] as const)(
    'sings the quote in %s in its own language',
    async (line, language, quoted, words) => {
      const [song, quote] = await phonemesOf(line, language, quoted);
      expect(song?.language).toBe(language);
      expect(quote).toMatchObject({ text: words, language: quoted });
      const [own] = await phonemesOf(words, quoted, quoted);
      const [foreign] = await phonemesOf(words, language, language);
      // eSpeak reports the phonemes of the quote's language, not the song's reading of it.
      expect(quote?.phonemes).toEqual(own?.phonemes);
      expect(quote?.phonemes).not.toEqual(foreign?.phonemes);
    },
  );
});
