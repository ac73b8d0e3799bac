import { barSecondsOf, introBars, previewOf, synthesizeSong } from '../media/synthesizeSong';
import { arrangeLines } from './arrangeLines';
import { encodeMp3, mp3DelaySamples } from './encodeMp3';
import type { Speaker, SpeechLanguage } from './espeakSpeaker';
import { speechSampleRate } from './espeakSpeaker';
import { mixVoice } from './mixVoice';
import { resampleSpeech } from './resample';
import { voiceVersion, type SongVoice } from './songVoice';

export interface SongJob {
  kind: 'song';
  slug: string;
  language: SpeechLanguage;
  /** The sung lines in order; none gives an instrumental of `instrumentalSeconds`. */
  lines: string[];
  sampleRate: number;
  instrumentalSeconds: number;
  /** Seconds of the preview rendition, or null when the song has none. */
  previewSeconds: number | null;
}

export interface RenderedSong {
  audio: Uint8Array;
  preview: Uint8Array | null;
  voice: SongVoice;
}

const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * The song `slug` sung: each line spoken in rhythm by the synthesizer on the first beat of its bar,
 * the melody ducked under the words, the mix normalised and encoded as MP3; the word times are
 * the synthesizer's own, moved to where each line was laid and by the MP3 encoder's delay.
 */
export async function renderSong(job: SongJob, speaker: Speaker): Promise<RenderedSong> {
  const rate = job.sampleRate;
  const spoken = job.lines.map((line) => speaker.speak(line, job.language));
  const lineSeconds = spoken.map((u) => u.samples.length / speechSampleRate);
  const bar = barSecondsOf(job.slug);
  const arrangement = job.lines.length
    ? arrangeLines(lineSeconds, bar, introBars)
    : { starts: [], seconds: job.instrumentalSeconds };
  const seconds = ms(arrangement.seconds);
  const music = synthesizeSong(job.slug, seconds, rate);
  const shift = mp3DelaySamples / rate;
  const lines = spoken.map((utterance, i) => {
    const at = arrangement.starts[i] as number;
    const words = utterance.words.map((word) => ({
      text: word.text,
      start: ms(at + word.start + shift),
      end: ms(at + word.end + shift),
    }));
    const first = words[0];
    const last = words[words.length - 1];
    return {
      text: job.lines[i] as string,
      start: first ? first.start : ms(at + shift),
      end: last ? last.end : ms(at + shift + (lineSeconds[i] as number)),
      words,
    };
  });
  const mix = mixVoice(
    music,
    spoken.map((utterance, i) => ({
      samples: resampleSpeech(utterance.samples, speechSampleRate, rate),
      at: arrangement.starts[i] as number,
    })),
    lines.map((line) => ({ start: line.start - shift, end: line.end - shift })),
    rate,
  );
  const preview =
    job.previewSeconds === null
      ? null
      : await encodeMp3(previewOf(mix, job.previewSeconds, rate), rate);
  return {
    audio: await encodeMp3(mix, rate),
    preview,
    voice: { version: voiceVersion, seconds, lines },
  };
}
