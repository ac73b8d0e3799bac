import { megabytes, sampleMemory } from './memorySampler';
import { runMixedLoad } from './mixedLoad';
import { songIdsOf } from './scaleDatabase';

/**
 * `SITE_PID=… SITE_URL=… DATABASE_URL=… MEDIA_SIGNING_SECRET=… METRICS_URL=… npm run
 * measure:memory -w @btb/deploy`: the scale test's mixed load (pages, API reads, remote files, likes and
 * plays) straight at one running site process, `MEMORY_CONNECTIONS` (200) for `MEMORY_SECONDS`
 * (60), reading its RSS every second; prints the peak and the timeline.
 */
async function main(): Promise<void> {
  const env = process.env;
  const pid = Number(env.SITE_PID);
  const shellUrl = env.SITE_URL ?? 'http://127.0.0.1:3000';
  const remoteUrls = Object.fromEntries(
    ['mf-search', 'mf-song'].map((dir, i) => [dir, env[`REMOTE_${i}_URL`] ?? shellUrl]),
  );
  const sampler = sampleMemory(pid, env.METRICS_URL);
  const load = await runMixedLoad({
    shellUrl,
    remoteUrls,
    songIds: await songIdsOf(env.DATABASE_URL ?? ''),
    mediaSigningSecret: env.MEDIA_SIGNING_SECRET ?? '',
    connections: Number(env.MEMORY_CONNECTIONS) || 200,
    seconds: Number(env.MEMORY_SECONDS) || 60,
  });
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const samples = sampler.stop();
  const peak = samples.reduce((max, sample) => (sample.rss > max.rss ? sample : max));
  for (const sample of samples.filter((_s, i) => i % 5 === 0))
    console.log(
      `${(sample.atMs / 1000).toFixed(0)} s rss ${megabytes(sample.rss)} heap ${megabytes(sample.heapUsed)} external ${megabytes(sample.external)}`,
    );
  console.log(
    `peak RSS ${megabytes(peak.rss)} at ${(peak.atMs / 1000).toFixed(0)} s; GETs ${load.gets.total} (failed ${load.gets.failed}, p99 ${load.gets.p99} ms), POSTs ${load.posts.total}`,
  );
  console.log(JSON.stringify(load.gets.statuses), load.gets.examples.slice(0, 5));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
