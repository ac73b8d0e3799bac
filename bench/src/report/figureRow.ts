/** One row of the README's table of current figures; rows are kept by `what`. */
export interface FigureRow {
  what: string;
  figure: string;
  goal: string;
  /** When and on what it was measured: the date, and the host's Lighthouse index or load. */
  measured: string;
}
