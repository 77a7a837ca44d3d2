/** SPEC 1, word for word, on every page that shows simulated people. */
export const SIMULATED_DISCLAIMER =
  'All profiles shown are simulated for illustrative purposes only and do not depict actual persons or users.';

export function SimulatedDisclaimer() {
  return <p className="disclaimer">{SIMULATED_DISCLAIMER}</p>;
}
