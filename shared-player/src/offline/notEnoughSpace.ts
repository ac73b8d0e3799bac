/** Saving would need more than the browser has left for this site. */
export class NotEnoughSpaceError extends Error {
  constructor(
    readonly needed: number,
    readonly available: number,
  ) {
    super(`Not enough space: ${needed} bytes needed, ${available} available`);
    this.name = 'NotEnoughSpaceError';
  }
}
