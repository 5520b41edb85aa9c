// What the public forms stored, read back by browser journeys: they cannot open the embedded
// database (one connection, held by the API), so they check here that a subscription or a
// glitch report with its screenshots really landed.
import { desc, eq, inArray } from 'drizzle-orm';
import { object, string } from 'yup';
import type { Db } from '../db/client';
import { glitchReportFiles, glitchReports, newsletterSubscribers } from '../db/schema/commerce';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { listOf, shape, text, whole } from '@horeca/core/answers';
import { json } from '../http/answers';

/** The newsletter subscription and the newest 20 glitch reports of an email. */
export async function formsSubmittedBy(db: Db, email: string) {
  const [subscriber] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  const reports = await db
    .select()
    .from(glitchReports)
    .where(eq(glitchReports.email, email))
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
}

export function registerSubmittedForms(api: ApiRouter, deps: AppDeps): void {
  api.route({
    method: 'get',
    path: '/api/test/forms',
    summary: 'Test only (NODE_ENV=test): the newsletter subscription and the newest 20 glitch reports of one email',
    tags: ['test'],
    query: object({ email: string().trim().lowercase().required() }),
    responses: {
      200: json(
        shape({
          newsletter: shape({ email: text(), status: text() }).nullable(),
          glitch_reports: listOf(
            shape({
              id: whole(),
              email: text(),
              description: text(),
              device: text().nullable(),
              page_url: text().nullable(),
              storefront: text().nullable(),
              widget_version: text().nullable(),
              files: listOf(shape({ mime: text(), size: whole(), original_name: text().nullable() })),
            }),
          ),
        }),
        'The subscription and the newest 20 reports of the email',
      ),
    },
    handler: ({ query }) => formsSubmittedBy(deps.db, query.email),
  });
}
