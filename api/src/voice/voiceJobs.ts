import type { PodcastJob } from './renderPodcast';
import type { RenderedSong, SongJob } from './renderSong';

/** What the voice workers are asked to make. */
export type VoiceJob = SongJob | PodcastJob;

/** What a worker sends back for a job. */
export type VoiceReply = ({ kind: 'song' } & RenderedSong) | { kind: 'podcast'; audio: Uint8Array };

export type ReplyOf<J extends VoiceJob> = Extract<VoiceReply, { kind: J['kind'] }>;
