/** A line of news from a long first start (the catalogue being sung), for the console. */
export type ProgressLog = (line: string) => void;

/** How often the progress of the singing is told: every this many songs, and at the end. */
const every = 15;

/**
 * Counts the songs and podcasts as they are made and tells `log` how far it is (`sung 45 of 225
 * songs`), so a first start that takes minutes is not silent; nothing when there is nothing to sing.
 */
export function singingProgress(log: ProgressLog | undefined, songs: number, podcasts: number) {
  const started = Date.now();
  let sung = 0;
  if (log && songs + podcasts > 0)
    log(
      `singing ${songs} song(s) and ${podcasts} podcast(s) that are missing (a fresh start takes a few minutes)…`,
    );
  return {
    songDone() {
      sung++;
      if (log && (sung % every === 0 || sung === songs)) log(`sung ${sung} of ${songs} songs`);
    },
    finished() {
      if (log && songs + podcasts > 0)
        log(`media ready in ${Math.round((Date.now() - started) / 1000)} s`);
    },
  };
}
