import { Router, type RequestHandler, type Response } from 'express';
import { callableErrorBody } from '../src/contract/callable-protocol';
import type { FunctionErrorCode } from '../src/domain/function-error';
import { tokenProblem } from './auth-token';

// Loopback binding is not enough: a page in the developer's browser reaches loopback by DNS rebinding and by "simple"
// requests with no preflight (a text/plain POST). So every request must name a loopback host, and a control-API write
// must be JSON from no origin (a tool), the site's origins or the server's own.
export interface SecurityOptions {
  /** The site's browser origins (the same list as CORS); the server's own origin is always allowed too. */
  allowedOrigins: readonly string[];
  /** ID tokens must be issued for this project. */
  projectId: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The host name of a Host header (`[::1]:5001` -> `[::1]`), lower-cased; null when it is not host[:port]. */
export function hostNameOf(host: string | undefined): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::\d{1,5})?$/i.exec(host ?? '');
  return match?.[1]?.toLowerCase() ?? null;
}

const refuse = (res: Response, status: number, code: Exclude<FunctionErrorCode, 'ok'>, message: string) =>
  res.status(status).json(callableErrorBody(code, message));

/** Every request must name a loopback host, whatever its path: that is what defeats DNS rebinding. */
const loopbackHostOnly: RequestHandler = (req, res, next) => {
  const name = hostNameOf(req.headers.host);
  if (name !== null && LOOPBACK_HOSTS.has(name)) return next();
  refuse(res, 403, 'permission-denied', 'The mock server answers loopback host names only (localhost, 127.0.0.1, [::1]).');
};

// JSON only, so a browser cannot write cross-origin without a preflight (which CORS refuses). A missing Origin means a
// tool (curl, tests): browsers send Origin on every cross-origin write, so a page cannot pass for one.
function controlWritesGuard(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    if (!WRITES.has(req.method)) return next();
    const origin = req.headers.origin;
    // Same origin: the control page served by this server, or the site proxying it with the Host kept.
    const sameOrigin = origin === `http://${req.headers.host ?? ''}`;
    if (origin !== undefined && !allowed.has(origin) && !sameOrigin) {
      return refuse(res, 403, 'permission-denied', 'Dev kit writes are refused from a foreign origin.');
    }
    const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json') {
      return refuse(res, 415, 'invalid-argument', 'Dev kit writes must be sent as Content-Type: application/json.');
    }
    next();
  };
}

// A bad token is refused before any route, as Firebase refuses it before a function runs. Emulator tokens are unsigned,
// so only claims are checked: the loopback binding, not the token, is the boundary.
function verifiedTokensOnly(projectId: string): RequestHandler {
  return (req, res, next) => {
    const problem = tokenProblem(req.headers.authorization, projectId);
    if (problem === null) return next();
    refuse(res, 401, 'unauthenticated', problem);
  };
}

/** The security checks, mounted before everything else (CORS included) in app.ts. */
export function securityFor({ allowedOrigins, projectId }: SecurityOptions): Router {
  const router = Router();
  router.use(loopbackHostOnly);
  router.use('/__devkit', controlWritesGuard(allowedOrigins));
  router.use(verifiedTokensOnly(projectId));
  return router;
}
