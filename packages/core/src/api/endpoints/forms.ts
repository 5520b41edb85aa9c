// Multipart form calls of docs/behaviour.md §7: the glitch report and the price-match claim.
import type { SuccessResponse } from '../answer-types';
import type { ClaimRecord, ClaimSubmission, ClaimSubmitRequest, IssueReport } from '../../forms/form-types';
import type { RequestFn } from '../http';
import { TIMINGS } from '../../constants/constants';
import { toFormData } from '../multipart';

/** Our claim path; the spec hides the address it posts to. */
export const CLAIM_PATH = '/frontend/price-match-claims';

export function formEndpoints(request: RequestFn) {
  return {
    submitGlitchReport: async (report: IssueReport) =>
      (
        await request<SuccessResponse>({
          method: 'POST',
          path: '/frontend/glitch-errors',
          body: toFormData({
            email: report.email,
            description: report.description,
            device: report.device,
            'images[]': report.images,
            ...report.context,
          }),
        })
      ).data,
    /**
     * Resolves with status and data: the form treats only 200 and 201 as success
     * (see claimSucceeded) and shows claimErrorMessage for anything else.
     */
    submitClaim: async (claim: ClaimSubmitRequest): Promise<ClaimSubmission> => {
      const { status, data } = await request<ClaimRecord>({
        method: 'POST',
        path: CLAIM_PATH,
        // docs/behaviour.md §7: the claim is the one call with a timeout (30000 ms).
        timeoutMs: TIMINGS.claimTimeoutMs,
        body: toFormData({ ...claim }),
      });
      return { status, data };
    },
  };
}
