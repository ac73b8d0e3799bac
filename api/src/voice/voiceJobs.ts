import type { SpeechLanguage } from './espeakSpeaker';
import type { PodcastJob } from './renderPodcast';
import type { RenderedSong, SongJob } from './renderSong';
import type { SungNote } from './sing/singLines';
import type { VocalJob } from './sing/singVocal';

/** The voice of a song alone, before mixing: for the tests that listen to the singing. */
export type VocalOnlyJob = { kind: 'vocal' } & VocalJob;

/** The phonemes eSpeak speaks for each language stretch of a line: which language sang what. */
export interface PhonemesJob {
  kind: 'phonemes';
  text: string;
  language: SpeechLanguage;
  quoted: SpeechLanguage;
}

/** What the voice workers are asked to make. */
export type VoiceJob = SongJob | PodcastJob | VocalOnlyJob | PhonemesJob;

/** What a worker sends back for a job. */
export type VoiceReply =
  | ({ kind: 'song' } & RenderedSong)
  | { kind: 'podcast'; audio: Uint8Array }
  | { kind: 'vocal'; vocal: Float32Array; rate: number; notes: SungNote[]; barSeconds: number }
  | {
      kind: 'phonemes';
      segments: { text: string; language: SpeechLanguage; phonemes: string[] }[];
    };

export type ReplyOf<J extends VoiceJob> = Extract<VoiceReply, { kind: J['kind'] }>;
