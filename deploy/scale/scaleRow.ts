/** One line of the scale test's table: what was checked, what was measured, against what goal. */
export interface ScaleRow {
  check: string;
  measured: string;
  goal: string;
  ok: boolean;
  /** The row's figure for the README's table, for a row the bench reports (`npm run bench`). */
  figure?: string;
}
