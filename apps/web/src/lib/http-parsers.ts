import { ProblemDetails, TokensResponse, type AuthTokens } from '@academy/contracts';

/**
 * The HTTP client's response parsing, in its own module so that http.ts can load it (and zod)
 * on demand: a token refresh or an error response, never on the way to the first screen.
 */
export function parseTokensResponse(body: unknown): AuthTokens {
  return TokensResponse.parse(body).tokens;
}

export function parseProblem(body: unknown): ProblemDetails | null {
  const result = ProblemDetails.safeParse(body);
  return result.success ? result.data : null;
}
