// The entry of one voice worker thread (voicePool.ts starts it): the synthesizer and the MP3
// encoder load here, once per thread, and never in the thread that serves requests.
import { parentPort } from 'node:worker_threads';
import { createSpeaker, type Speaker } from './espeakSpeaker';
import { renderPodcast } from './renderPodcast';
import { renderSong } from './renderSong';
import { languageSegments } from './sing/languageSegments';
import { singVocal } from './sing/singVocal';
import type { VoiceJob, VoiceReply } from './voiceJobs';

let speaker: Promise<Speaker> | undefined;

async function run(job: VoiceJob): Promise<VoiceReply> {
  speaker ??= createSpeaker();
  const voice = await speaker;
  if (job.kind === 'song') return { kind: 'song', ...(await renderSong(job, voice)) };
  if (job.kind === 'phonemes') {
    const segments = languageSegments(job.text, job.language, job.quoted).map((segment) => {
      const { events } = voice.speakFlat(segment.text, segment.language, 'female', 370);
      const phonemes = events.flatMap((event) =>
        event.type === 'phoneme' && event.id ? [String(event.id)] : [],
      );
      return { text: segment.text, language: segment.language, phonemes };
    });
    return { kind: 'phonemes', segments };
  }
  if (job.kind === 'vocal') {
    const { vocal, rate, notes, plan } = singVocal(job, voice);
    return { kind: 'vocal', vocal, rate, notes, barSeconds: plan.barSeconds };
  }
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
