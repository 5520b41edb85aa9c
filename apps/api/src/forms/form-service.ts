// Public forms: newsletter, glitch reports, price-match claims and marketing leads. Files
// arrive already checked by their bytes (the routes' upload rules); the rules here decide what
// is kept.
import type { Mailer } from '../mail/mailer';
import { mailClaimReceipt } from '../mail/receipts';
import { issueReportSchema } from '@horeca/core/forms';
import { type Locale } from '@horeca/core/locale';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { glitchReportFiles, glitchReports, leads, newsletterSubscribers, priceMatchClaims } from '../db/schema/commerce';
import { validateWith } from '../http/validate';
import type { UploadSession } from '../uploads/commit';
import { claimFromPayload } from './claim-payload';
import { selectedProductOf } from './claim-product';
import { glitchContextColumns, glitchContextSchema } from './glitch-context';
import { said } from '../words/message-keys';

export interface LeadInput {
  utm_source: string;
  utm_medium?: string | undefined;
  utm_campaign?: string | undefined;
  utm_term?: string | undefined;
  utm_content?: string | undefined;
  gclid?: string | undefined;
  name: string | null;
  email: string | null;
}

export function createFormService(db: Db, mailer: Mailer) {
  return {
    /** Subscribes an email (subscribing twice is fine). */
    async subscribe(body: { email: string }) {
      await db
        .insert(newsletterSubscribers)
        .values({ email: body.email.toLowerCase(), status: 'subscribed' })
        .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { status: 'subscribed', updatedAt: sql`now()` } });
      return { success: true, status: 'subscribed', message: said('api.subscribed') };
    },

    /** A glitch report with its screenshots; `customerId` when signed in. */
    async reportGlitch(customerId: number | null, { parsed, commit }: UploadSession): Promise<void> {
      const images = parsed.files.images ?? [];
      const input = await validateWith(issueReportSchema, {
        ...parsed.fields,
        images: images.map((file) => ({ name: file.originalName, type: file.mime, size: file.size })),
      });
      const context = await validateWith(glitchContextSchema, parsed.fields);
      const stored = await commit('glitches', images);
      await db.transaction(async (tx) => {
        const [report] = await tx
          .insert(glitchReports)
          .values({
            email: input.email.toLowerCase(),
            description: input.description,
            device: input.device,
            customerId,
            ...glitchContextColumns(context),
          })
          .returning({ id: glitchReports.id });
        if (stored.length > 0) {
          await tx.insert(glitchReportFiles).values(
            stored.map((file) => ({ reportId: report!.id, kind: 'image' as const, storageKey: file.key, mime: file.mime, size: file.size, originalName: file.originalName })),
          );
        }
      });
    },

    /** A price-match claim with its competitor screenshot; `claimant` when signed in. */
    async claim(claimant: { id: number; email: string } | null, { parsed, commit }: UploadSession, locale: Locale = 'en') {
      const customerId = claimant?.id ?? null;
      const screenshot = parsed.files.competitor_screenshot?.[0] ?? null;
      const { input, payload } = await claimFromPayload(parsed.fields, screenshot);
      const selectedProductId = await selectedProductOf(db, payload.selected_product_id, {
        claimType: input.claimType,
        orderNumber: input.orderNumber,
        customerId,
      });
      const [stored] = await commit('claims', screenshot ? [screenshot] : []);
      const [row] = await db
        .insert(priceMatchClaims)
        .values({
          customerId,
          claimType: input.claimType,
          customerName: input.fullName,
          customerBusinessName: input.businessName || null,
          customerEmail: input.email.toLowerCase(),
          customerCountryCode: payload.customer_country_code,
          customerMobileNumber: input.phone,
          customerAddress: input.address,
          customerCountry: input.country,
          customerState: input.state || null,
          customerCity: input.city,
          customerZipcode: input.postalCode || null,
          productUrl: input.productUrl || null,
          productQuantity: input.quantity ? Number(input.quantity) : 1,
          competitorProductUrl: input.competitorUrl,
          competitorProductPrice: Number(input.competitorPrice),
          competitorProductShippingCharge: input.shippingFees ? Number(input.shippingFees) : null,
          orderNumber: input.orderNumber || null,
          orderDate: payload.order_date,
          productAmount: input.productAmount ? Number(input.productAmount) : null,
          selectedProductId,
          isConfirm: input.confirmAccuracy,
          isAgree: input.acceptTerms,
          screenshotKey: stored!.key,
          screenshotMime: stored!.mime,
        })
        .returning();
      const data = {
        id: row!.id,
        status: row!.status,
        claim_type: row!.claimType,
        selected_product_id: row!.selectedProductId,
        created_at: row!.createdAt.toISOString(),
      };
      // A signed-in customer's receipt goes to the account's address; a guest's to the one typed.
      await mailClaimReceipt(mailer, claimant?.email ?? row!.customerEmail, row!.id, locale);
      return { id: row!.id, status: row!.status, message: said('api.claimReceived'), data };
    },

    /** Registers a marketing visit; answers the lead's id. */
    async storeLead({ name, email, ...query }: LeadInput): Promise<number> {
      const [lead] = await db
        .insert(leads)
        .values({
          utmSource: query.utm_source,
          utmMedium: query.utm_medium ?? null,
          utmCampaign: query.utm_campaign ?? null,
          utmTerm: query.utm_term ?? null,
          utmContent: query.utm_content ?? null,
          gclid: query.gclid ?? null,
          name,
          email,
        })
        .returning({ id: leads.id });
      return lead!.id;
    },
  };
}

export type FormService = ReturnType<typeof createFormService>;
