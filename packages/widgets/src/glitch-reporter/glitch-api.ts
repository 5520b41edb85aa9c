// The glitch report's one call as a narrow port: tests and hosts with their own transport
// pass a GlitchReportApi in; otherwise the widget builds one on core's API client.
import { createApiClient, type IssueReport, type SuccessResponse } from '@horeca/core';
import { expectObject } from '../runtime/answer-shape';

export interface GlitchReportApi {
  /** Multipart POST /frontend/glitch-errors. */
  submitReport(report: IssueReport): Promise<SuccessResponse>;
}

/** Screenshots of up to 5MB each take a while on a slow line; past this the report fails visibly. */
export const GLITCH_TIMEOUT_MS = 60_000;

export function createHttpGlitchReportApi(options: { apiBase: string; getToken: () => string | null }): GlitchReportApi {
  const client = createApiClient({ baseURL: options.apiBase, getToken: options.getToken, timeoutMs: GLITCH_TIMEOUT_MS });
  // A 200 that is not the API's JSON (a hotel Wi-Fi login page) is no report: the form stays filled.
  return { submitReport: async (report) => expectObject<SuccessResponse>(await client.submitGlitchReport(report), 'the glitch report') };
}
