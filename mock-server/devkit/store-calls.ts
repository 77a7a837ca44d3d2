import type { RequestHandler } from 'express';
import { stepOfFault } from '../faults';
import type { MockServerState } from '../state';
import { exchangeOf, runStep, startExchange } from './exchange';

/**
 * Mounted on the store prefix before the store router: journals every store API call as `METHOD path`
 * (the real uid in the path, no query) and plays a fault that targets it (`GET users/*`) before the
 * store answers: a delay or hold then the store's own answer, or an error, a result or a drop instead; with
 * `afterWrite`, its error or drop once the store has done the call.
 */
export function storeCalls(state: MockServerState): RequestHandler[] {
  const playFault: RequestHandler = async (_req, res, next) => {
    const exchange = exchangeOf(res);
    const { entry } = exchange;
    const fault = state.faults.take(entry.name, { uid: entry.uid, session: entry.session }, 'store');
    if (!fault) return next();
    entry.fault = fault.id;
    if (fault.afterWrite) {
      // The store answers into these two, which play the fault instead, once.
      const json = res.json.bind(res);
      const end = res.end.bind(res);
      const answerInstead = () => {
        res.json = json;
        res.end = end;
        void runStep(stepOfFault(fault), exchange, state.holds, `fault ${fault.id}, after the store's write`);
        return res;
      };
      res.json = answerInstead;
      res.end = answerInstead as typeof res.end;
      return next();
    }
    if ((await runStep(stepOfFault(fault), exchange, state.holds, `fault ${fault.id}`)) === 'continue') next();
  };
  return [startExchange(state.journal, 'store', (req) => `${req.method} ${req.path.replace(/^\/+/, '')}`), playFault];
}
