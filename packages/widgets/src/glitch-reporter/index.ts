export { GlitchReporter, DEFAULT_SUPPORT_EMAIL } from './glitch-reporter';
export type { GlitchReporterProps } from './glitch-reporter';
export type { GlitchFailedDetail, GlitchSubmittedDetail } from './issue-report-form';
export { createHttpGlitchReportApi, GLITCH_TIMEOUT_MS } from './glitch-api';
export type { GlitchReportApi } from './glitch-api';
