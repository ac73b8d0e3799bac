import type { PrecacheEntry } from 'workbox-precaching';

/**
 * What the worker uses of its global scope. The repository compiles against the DOM library only
 * (a second, WebWorker library would clash with it), so the worker names its few needs here.
 */
export interface WaitUntilEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface WorkerMessageEvent extends WaitUntilEvent {
  data: unknown;
}

export interface WorkerScope {
  location: Location;
  /** Replaced at build by InjectManifest with the shell's files and their revisions. */
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WaitUntilEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}
