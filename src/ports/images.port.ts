/** Where the simulated profile and discovery photos come from: a stock-photo host in production, local files offline. */
export interface Images {
  /** The URL of avatar image `index` (0 to 19). */
  avatar(index: number): string;
}
