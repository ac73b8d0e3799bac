// eSpeak NG (GPL-3.0) runs only here, inside the seed's voice workers (voiceWorker.ts): never in the
// API's request path, the site or a browser chunk.
import fs from 'node:fs';
import path from 'node:path';
import { lineWords } from './lineWords';
import { speechInput } from './speechInput';
import { wordTimings, type SpeechEvent } from './wordTimings';

/** The part of the Emscripten build's worker object that the speaker uses. */
interface EspeakEngine {
  set_voice(name: string): number;
  set_rate(wordsPerMinute: number): void;
  set_pitch(pitch: number): void;
  synthesize(
    text: string,
    callback: (samples: Int16Array | null, events: unknown) => boolean,
  ): void;
}

interface EspeakModule {
  eSpeakNGWorker: new () => EspeakEngine;
  /** Emscripten's in-memory file system, where eSpeak reads its voices from. */
  FS: { writeFile(path: string, data: string): void; readFile(path: string): Uint8Array };
}

/** Where the Emscripten build keeps eSpeak's data, voice variants in `voices/!v`. */
const variantFolder = '/usr/share/espeak-ng-data/voices/!v';

export type SpeechLanguage = 'de' | 'en' | 'es';

/** eSpeak's sample rate: every utterance comes out mono at this rate. */
export const speechSampleRate = 22050;

/** A clear female voice per language, slow enough for learners. */
const voices: Record<SpeechLanguage, string> = { de: 'de+f3', en: 'en-us+f3', es: 'es+f3' };
const wordsPerMinute = 140;

export interface SpokenWord {
  text: string;
  /** Seconds from the start of the utterance. */
  start: number;
  end: number;
}

export interface Utterance {
  samples: Int16Array;
  words: SpokenWord[];
}

/** A flat-pitched utterance for singing: its samples and eSpeak's events (phonemes, words). */
export interface FlatSpeech {
  samples: Int16Array;
  events: SpeechEvent[];
  /** For each code point of the text given to eSpeak, the index of the text's own code point. */
  origin: number[];
}

/** The singing voices: a flat-pitched female or male variant of the language's voice. */
export type VoiceGender = 'female' | 'male';

export interface Speaker {
  speak(text: string, language: SpeechLanguage): Utterance;
  /**
   * `text` spoken without intonation, dead flat at `hz` (±1 cent), with eSpeak's phoneme and
   * word events: the raw material the singer moves onto the notes.
   */
  speakFlat(text: string, language: SpeechLanguage, gender: VoiceGender, hz: number): FlatSpeech;
}

/** The base variant each singing voice copies its timbre from. */
const singingBase: Record<VoiceGender, string> = { female: 'f3', male: 'm3' };
/** eSpeak's flat pitch lands about this far below the pitch its variant asks for. */
const flatPitchOffsetHz = 9;
const voiceLanguage: Record<SpeechLanguage, string> = { de: 'de', en: 'en-us', es: 'es' };

function eventsOf(value: unknown): SpeechEvent[] {
  if (!Array.isArray(value)) return [];
  return value.map((event: SpeechEvent) => ({
    type: event.type,
    text_position: event.text_position,
    audio_position: event.audio_position,
    id: event.id,
  }));
}

/** Loads eSpeak NG (about 250 ms) and gives a speaker whose audio and word times come from one call. */
export async function createSpeaker(): Promise<Speaker> {
  // Without its data file the module's start never settles: say what is missing instead.
  const data = path.join(
    path.dirname(require.resolve('@echogarden/espeak-ng-emscripten')),
    'espeak-ng.data',
  );
  if (!fs.existsSync(data)) throw new Error(`eSpeak NG's voice data is missing: ${data}`);
  const { default: init } = await import('@echogarden/espeak-ng-emscripten');
  const espeak = (await init()) as EspeakModule;
  const engine = new espeak.eSpeakNGWorker();
  let voice = '';
  const written = new Set<string>();
  /** A copy of the base variant's timbre at one flat pitch, written once into eSpeak's folder. */
  const flatVariant = (gender: VoiceGender, hz: number) => {
    const pitch = Math.round(hz + flatPitchOffsetHz);
    const name = `sing_${gender}_${pitch}`;
    if (written.has(name)) return name;
    const base = new TextDecoder().decode(
      espeak.FS.readFile(`${variantFolder}/${singingBase[gender]}`),
    );
    const timbre = base
      .split('\n')
      .filter((line) => /^(formant|stressAmp|breath|echo)\b/.test(line));
    const variant = [
      `name ${name}`,
      'language variant',
      `gender ${gender}`,
      `pitch ${pitch} ${pitch}`,
      'flutter 0',
      ...timbre,
    ];
    espeak.FS.writeFile(`${variantFolder}/${name}`, variant.join('\n'));
    written.add(name);
    return name;
  };
  const select = (name: string) => {
    if (name === voice) return;
    if (engine.set_voice(name) !== 0) throw new Error(`eSpeak NG has no voice ${name}`);
    voice = name;
    engine.set_rate(wordsPerMinute);
    engine.set_pitch(55);
  };
  const synthesize = (text: string) => {
    const chunks: Int16Array[] = [];
    const events: SpeechEvent[] = [];
    engine.synthesize(text, (samples, chunkEvents) => {
      if (samples?.length) chunks.push(samples.slice());
      events.push(...eventsOf(chunkEvents));
      return false;
    });
    const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const samples = new Int16Array(length);
    let offset = 0;
    for (const chunk of chunks) {
      samples.set(chunk, offset);
      offset += chunk.length;
    }
    return { samples, events };
  };
  return {
    speakFlat(text, language, gender, hz) {
      select(`${voiceLanguage[language]}+${flatVariant(gender, hz)}`);
      const input = speechInput(text);
      return { ...synthesize(input.text), origin: input.origin };
    },
    speak(text, language) {
      select(voices[language]);
      const input = speechInput(text);
      const { samples, events } = synthesize(input.text);
      const { length } = samples;
      const spans = lineWords(text);
      const totalMs = (length / speechSampleRate) * 1000;
      const times = wordTimings(spans, events, input.origin, totalMs);
      return {
        samples,
        words: spans.map((span, i) => ({
          text: span.text,
          start: (times[i]?.start ?? 0) / 1000,
          end: (times[i]?.end ?? 0) / 1000,
        })),
      };
    },
  };
}
