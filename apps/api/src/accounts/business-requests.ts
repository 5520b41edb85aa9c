// "Apply for a business account": a customer asks, staff decide (npm run accounts). Only an
// approval changes the customer's type, and with it what a business account unlocks
// (purchase orders at checkout).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businessRequests, customers, type BusinessRequestStatus } from '../db/schema/commerce';
import { validationFailed } from '../http/errors';
import { findCustomerById, normalizeEmail } from './customers';

export type BusinessRequestRow = typeof businessRequests.$inferSelect;

export interface BusinessApplication {
  type: string;
  companyName: string;
  tradeLicence: string | null;
  trn: string | null;
}

export function presentBusinessRequest(row: BusinessRequestRow | null) {
  if (!row) return null;
  return {
    status: row.status as BusinessRequestStatus,
    type: row.type,
    company_name: row.companyName,
    trade_licence: row.tradeLicence,
    trn: row.trn,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export async function findBusinessRequest(db: Db, customerId: number): Promise<BusinessRequestRow | null> {
  const [row] = await db.select().from(businessRequests).where(eq(businessRequests.customerId, customerId)).limit(1);
  return row ?? null;
}

/** Files the application, or replaces a pending or rejected one: it is pending again. */
export async function applyForBusiness(db: Db, customerId: number, application: BusinessApplication): Promise<BusinessRequestRow> {
  const values = { ...application, status: 'pending', createdAt: new Date(), decidedAt: null };
  const [row] = await db
    .insert(businessRequests)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: businessRequests.customerId, set: values })
    .returning();
  return row!;
}

export interface ApprovedBusiness {
  companyName: string;
  trn: string | null;
  tradeLicence: string | null;
}

/**
 * The company a customer's quotations and invoices are made out to: only an approved request's,
 * as staff checked its licence or TRN; a pending or rejected one is the customer's word alone,
 * and a tax invoice must not carry an unchecked TRN.
 */
export async function approvedBusiness(db: Db, customerId: number): Promise<ApprovedBusiness | null> {
  const row = await findBusinessRequest(db, customerId);
  if (row?.status !== 'approved') return null;
  return { companyName: row.companyName, trn: row.trn, tradeLicence: row.tradeLicence };
}

export interface ListedBusinessRequest {
  email: string;
  name: string;
  request: NonNullable<ReturnType<typeof presentBusinessRequest>>;
}

export async function listBusinessRequests(db: Db, status: BusinessRequestStatus | 'all' = 'pending'): Promise<ListedBusinessRequest[]> {
  const rows = await db
    .select({ request: businessRequests, email: customers.email, name: customers.name })
    .from(businessRequests)
    .innerJoin(customers, eq(customers.id, businessRequests.customerId))
    .where(status === 'all' ? undefined : eq(businessRequests.status, status))
    .orderBy(asc(businessRequests.createdAt));
  return rows.map((row) => ({ email: row.email, name: row.name, request: presentBusinessRequest(row.request)! }));
}

export class BusinessRequestError extends Error {}

/**
 * Staff's decision on the pending request of the account with this email. Approving sets the
 * customer's type to the type asked for, in the same transaction.
 */
export async function decideBusinessRequest(db: Db, email: string, decision: 'approved' | 'rejected'): Promise<ListedBusinessRequest> {
  return db.transaction(async (tx) => {
    const [customer] = await tx.select().from(customers).where(eq(customers.email, normalizeEmail(email))).limit(1);
    if (!customer) throw new BusinessRequestError(`No account with the email ${email}.`);
    const [decided] = await tx
      .update(businessRequests)
      .set({ status: decision, decidedAt: new Date() })
      .where(and(eq(businessRequests.customerId, customer.id), eq(businessRequests.status, 'pending')))
      .returning();
    if (!decided) throw new BusinessRequestError(`${customer.email} has no pending business-account request.`);
    if (decision === 'approved') {
      await tx.update(customers).set({ type: decided.type, updatedAt: new Date() }).where(eq(customers.id, customer.id));
    }
    return { email: customer.email, name: customer.name, request: presentBusinessRequest(decided)! };
  });
}

/** What the business-account routes call. */
export function createBusinessService(db: Db) {
  return {
    /** The account's business-account request, if any (pending, approved or rejected). */
    request: async (customerId: number) => presentBusinessRequest(await findBusinessRequest(db, customerId)),

    /** Applies (replacing a pending or rejected request); refused once the account is a business one. */
    async apply(customerId: number, body: { type: string; company_name: string; trade_licence?: string | undefined; trn?: string | undefined }) {
      const [row, existing] = await Promise.all([findCustomerById(db, customerId), findBusinessRequest(db, customerId)]);
      if (existing?.status === 'approved' || (row && row.type !== 'Private')) throw validationFailed({ type: ['api.businessAccountApproved'] });
      const request = await applyForBusiness(db, customerId, {
        type: body.type,
        companyName: body.company_name,
        tradeLicence: body.trade_licence || null,
        trn: body.trn || null,
      });
      return presentBusinessRequest(request);
    },
  };
}

export type BusinessService = ReturnType<typeof createBusinessService>;
