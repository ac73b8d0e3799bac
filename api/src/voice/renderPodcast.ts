import { masterToLoudness } from '../loudness/masterToLoudness';
import { synthesizePodcast } from '../media/podcastBed';
import { encodeMp3, mp3SafeCeilingDbtp } from './encodeMp3';
import type { Speaker, SpeechLanguage } from './espeakSpeaker';
import { speechSampleRate } from './espeakSpeaker';
import { mixVoice } from './mixVoice';
import { resampleSpeech } from './resample';

/** One spoken piece of an episode and the silence after it. */
export interface PodcastSegment {
  text: string;
  language: SpeechLanguage;
  pauseAfter: number;
}

export interface PodcastJob {
  kind: 'podcast';
  seed: string;
  segments: PodcastSegment[];
  sampleRate: number;
}

/** Spoken word is delivered a little quieter than music (-16 LUFS). */
export const podcastLoudness = { targetLufs: -16, ceilingDbtp: mp3SafeCeilingDbtp } as const;

/** Seconds of music before the first word and after the last. */
const leadSeconds = 1.5;

/** The episode spoken segment by segment over a calm bed that ducks under the voice, as MP3. */
export async function renderPodcast(job: PodcastJob, speaker: Speaker): Promise<Uint8Array> {
  const rate = job.sampleRate;
  let at = leadSeconds;
  const placed = job.segments.map((segment) => {
    const utterance = speaker.speak(segment.text, segment.language);
    const samples = resampleSpeech(utterance.samples, speechSampleRate, rate);
    const piece = { samples, at, end: at + utterance.samples.length / speechSampleRate };
    at = piece.end + segment.pauseAfter;
    return piece;
  });
  const seconds = at + leadSeconds;
  const bed = synthesizePodcast(job.seed, seconds, rate);
  const mix = mixVoice(
    bed,
    placed,
    placed.map((piece) => ({ start: piece.at, end: piece.end })),
    rate,
  );
  return encodeMp3(masterToLoudness(mix, rate, podcastLoudness), rate);
}
