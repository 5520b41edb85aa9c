// What the public forms stored, readable over HTTP only when NODE_ENV=test: browser journeys
// cannot open the embedded database (one connection, held by the API), so they check here
// that a subscription or a glitch report with its screenshots really landed.
import { desc, eq, inArray } from 'drizzle-orm';
import { object, string } from 'yup';
import { glitchReportFiles, glitchReports, newsletterSubscribers } from '../db/schema/commerce';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';

export function registerFormTestRoutes(api: ApiRouter, deps: AppDeps): void {
  if (deps.config.nodeEnv !== 'test') return;
  const { db } = deps;
  api.route({
    method: 'get',
    path: '/api/test/forms',
    summary: 'Test only (NODE_ENV=test): the newsletter subscription and the newest 20 glitch reports of one email',
    tags: ['test'],
    query: object({ email: string().trim().lowercase().required() }),
    responses: {
      200: '{ newsletter { email, status } | null, glitch_reports [{ id, email, description, device, page_url, storefront, widget_version, files [{ mime, size, original_name }] }] }',
    },
    handler: async ({ query }) => {
      const [subscriber] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, query.email));
      const reports = await db
        .select()
        .from(glitchReports)
        .where(eq(glitchReports.email, query.email))
        .orderBy(desc(glitchReports.id))
        .limit(20);
      const files = reports.length
        ? await db.select().from(glitchReportFiles).where(inArray(glitchReportFiles.reportId, reports.map((report) => report.id)))
        : [];
      return {
        newsletter: subscriber ? { email: subscriber.email, status: subscriber.status } : null,
        glitch_reports: reports.map((report) => ({
          id: report.id,
          email: report.email,
          description: report.description,
          device: report.device,
          page_url: report.pageUrl,
          storefront: report.storefront,
          widget_version: report.widgetVersion,
          files: files
            .filter((file) => file.reportId === report.id)
            .map((file) => ({ mime: file.mime, size: file.size, original_name: file.originalName })),
        })),
      };
    },
  });
}
