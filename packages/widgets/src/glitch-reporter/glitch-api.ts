// The glitch report's one call as a narrow port: tests and hosts with their own transport
// pass a GlitchReportApi in; otherwise the widget builds one on core's API client.
import { createRequest, formEndpoints, type SuccessResponse } from '@horeca/core/api';
import { type IssueReport } from '@horeca/core/forms';
import { type Locale } from '@horeca/core/locale';
import { expectObject } from '../runtime/answer-shape';

export interface GlitchReportApi {
  /** Multipart POST /frontend/glitch-errors. */
  submitReport(report: IssueReport): Promise<SuccessResponse>;
}

/** What a report without screenshots gets: issue 9 wants a clear failure within 15 s of a hang. */
export const GLITCH_TIMEOUT_MS = 15_000;
/** Added per MB of screenshots: 1 MB in 20 s is a ~400 kbit/s uplink, a slow hotel line. */
export const GLITCH_MS_PER_MB = 20_000;

/**
 * The time-out scales with the upload rather than one 60 s for every report: a hung API
 * then fails a text-only report at 15 s, while five 5 MB screenshots still get the minutes a
 * slow line needs. fetch reports no upload progress, so the size is the only honest measure.
 */
export const glitchTimeoutMs = (images: readonly Blob[]): number =>
  images.reduce((ms, image) => ms + (image.size / 1_048_576) * GLITCH_MS_PER_MB, GLITCH_TIMEOUT_MS);

export function createHttpGlitchReportApi(options: { apiBase: string; getToken: () => string | null; getLocale?: () => Locale }): GlitchReportApi {
  // A 200 that is not the API's JSON (a hotel Wi-Fi login page) is no report: the form stays filled.
  return {
    submitReport: async (report) => {
      const request = createRequest({ baseURL: options.apiBase, getToken: options.getToken, getLocale: options.getLocale, timeoutMs: glitchTimeoutMs(report.images) });
      return expectObject<SuccessResponse>(await formEndpoints(request).submitGlitchReport(report), 'the glitch report');
    },
  };
}
