import { PROBLEM_CONTENT_TYPE, PROBLEM_TYPES, ProblemDetails } from '@academy/contracts';
import { HttpResponse } from 'msw';

/** An RFC 9457 error response as the API sends it. */
export function problemResponse(
  status: number,
  detail: string,
  extra: Partial<ProblemDetails> = {},
) {
  const body = ProblemDetails.parse({
    type: status === 401 ? PROBLEM_TYPES.unauthorized : PROBLEM_TYPES.badRequest,
    title: status === 401 ? 'Unauthorized' : 'Bad Request',
    status,
    detail,
    ...extra,
  });
  return HttpResponse.json(body, { status, headers: { 'Content-Type': PROBLEM_CONTENT_TYPE } });
}
