import express, { type RequestHandler } from 'express';
import { stepOfFault } from '../faults';
import type { MockServerState } from '../state';
import { STORE_BODY_LIMIT } from '../store/store-router';
import { exchangeOf, recordRequest, runStep, startExchange } from './exchange';

// Mounted before the store router, so a fault's delay, hold, error, result or drop comes before the store's answer;
// with `afterWrite`, its error or drop comes once the store has done the call.
/** Journals each store API call as `METHOD path` (real uid, no query) and plays the fault that targets it. */
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
  // Read as the store router reads it (which then reads it no more), so a held call's journal entry shows its body.
  return [
    startExchange(state.journal, 'store', (req) => `${req.method} ${req.path.replace(/^\/+/, '')}`),
    express.json({ limit: STORE_BODY_LIMIT }),
    recordRequest(state),
    playFault,
  ];
}
