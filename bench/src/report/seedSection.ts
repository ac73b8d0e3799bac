import type { BenchResults } from './BenchResults';
import { budgets, verdict } from './budgets';

/** Section 6: a fresh seed's time against the goal, and the media it made. */
export function seedSection(r: BenchResults, out: string[]): void {
  const seed = r.seed;
  if (!seed) return;
  const limit = budgets.seedBeforeSingingSeconds + budgets.seedExtraSeconds;
  const mb = seed.media.reduce((sum, folder) => sum + folder.mb, 0);
  out.push(
    '',
    '6. Seed (empty DATA_DIR, PGlite): catalogue, accounts, sung songs, podcasts, images',
  );
  out.push(
    `   fresh seed ${seed.fresh.seconds} s, peak RSS ${seed.fresh.peakRssMb} MB  goal ≤ ${limit} s (${budgets.seedBeforeSingingSeconds} s before singing + ${budgets.seedExtraSeconds}): ${verdict(seed.fresh.seconds <= limit)}`,
  );
  out.push(`   a second start on the seeded folder ${seed.again.seconds} s`);
  out.push(
    `   media ${Math.round(mb * 10) / 10} MB (goal under ${budgets.mediaMb} MB): ${seed.media.map((f) => `${f.folder} ${f.files} files ${f.mb} MB`).join(', ')}  ${verdict(mb < budgets.mediaMb)}`,
  );
}
