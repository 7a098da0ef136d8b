// Properties our middleware adds to every Express request.
declare namespace Express {
  interface Request {
    /** Set by the request logger: the incoming x-request-id when valid, otherwise a random UUID. */
    id: string;
  }
}
