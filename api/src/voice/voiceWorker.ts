// The entry of one voice worker thread (voicePool.ts starts it): the synthesizer and the MP3
// encoder load here, once per thread, and never in the thread that serves requests.
import { parentPort } from 'node:worker_threads';
import { createSpeaker, type Speaker } from './espeakSpeaker';
import { renderPodcast } from './renderPodcast';
import { renderSong } from './renderSong';
import type { VoiceJob, VoiceReply } from './voiceJobs';

let speaker: Promise<Speaker> | undefined;

async function run(job: VoiceJob): Promise<VoiceReply> {
  speaker ??= createSpeaker();
  const voice = await speaker;
  if (job.kind === 'song') return { kind: 'song', ...(await renderSong(job, voice)) };
  return { kind: 'podcast', audio: await renderPodcast(job, voice) };
}

parentPort?.on('message', (message: { id: number; job: VoiceJob }) => {
  run(message.job).then(
    (reply) => parentPort?.postMessage({ id: message.id, reply }),
    (error: unknown) =>
      parentPort?.postMessage({
        id: message.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});
