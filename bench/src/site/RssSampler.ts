import { processTreeRss } from './processTreeRss';

export interface RssSummary {
  startMb: number;
  maxMb: number;
  endMb: number;
  samples: number;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Samples a process tree's RSS every second until stopped. */
export class RssSampler {
  private readonly values: number[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly pid: number) {
    this.sample();
    this.timer = setInterval(() => this.sample(), 1000);
  }

  private sample(): void {
    const rss = processTreeRss(this.pid);
    if (rss > 0) this.values.push(rss);
  }

  stop(): RssSummary {
    clearInterval(this.timer);
    this.sample();
    return this.summary();
  }

  summary(): RssSummary {
    const first = this.values[0] ?? 0;
    const last = this.values[this.values.length - 1] ?? 0;
    return {
      startMb: mb(first),
      maxMb: mb(Math.max(0, ...this.values)),
      endMb: mb(last),
      samples: this.values.length,
    };
  }
}
