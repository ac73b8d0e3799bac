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
}

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

export interface Speaker {
  speak(text: string, language: SpeechLanguage): Utterance;
}

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
  const engine = new ((await init()) as EspeakModule).eSpeakNGWorker();
  let voice = '';
  return {
    speak(text, language) {
      if (voices[language] !== voice) {
        if (engine.set_voice(voices[language]) !== 0)
          throw new Error(`eSpeak NG has no voice ${voices[language]}`);
        voice = voices[language];
        engine.set_rate(wordsPerMinute);
        engine.set_pitch(55);
      }
      const input = speechInput(text);
      const chunks: Int16Array[] = [];
      const events: SpeechEvent[] = [];
      engine.synthesize(input.text, (samples, chunkEvents) => {
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
