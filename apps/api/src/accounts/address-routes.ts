// The address book: list (GET /frontend/customer-address, spec section 7), create, update,
// delete and make default. One default per customer, enforced by a partial unique index.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { guestAddressSchema, messages } from '@horeca/core';
import { number, object, string } from 'yup';
import { cities, countries, states } from '../db/schema/catalogue';
import { addresses } from '../db/schema/commerce';
import type { Db } from '../db/client';
import type { AppDeps } from '../deps';
import { notFound, validationFailed } from '../http/errors';
import type { ApiRouter } from '../http/router';

export const ADDRESS_NOT_FOUND = 'Address not found.';

export const addressBody = guestAddressSchema.shape({
  name: string().trim().max(120).default(''),
  phone: string().trim().max(30).default(''),
});

const idParam = object({ id: number().typeError(ADDRESS_NOT_FOUND).integer(ADDRESS_NOT_FOUND).positive(ADDRESS_NOT_FOUND).required() });

export interface Place {
  country: string;
  countryIso2: string;
  state: string;
  city: string;
}

/** Country, state and city must exist and belong together; 422 at the first that does not. */
export async function resolvePlace(db: Db, ids: { country_id: number; state_id: number; city_id: number }): Promise<Place> {
  const [row] = await db
    .select({ country: countries.name, iso2: countries.iso2, state: states.name, stateCountry: states.countryId, city: cities.name, cityState: cities.stateId })
    .from(countries)
    .leftJoin(states, eq(states.id, ids.state_id))
    .leftJoin(cities, eq(cities.id, ids.city_id))
    .where(eq(countries.id, ids.country_id))
    .limit(1);
  if (!row) throw validationFailed({ country_id: [messages.guestAddress.countryRequired] });
  if (row.state === null || row.stateCountry !== ids.country_id) throw validationFailed({ state_id: [messages.guestAddress.stateRequired] });
  if (row.city === null || row.cityState !== ids.state_id) throw validationFailed({ city_id: [messages.guestAddress.cityRequired] });
  return { country: row.country, countryIso2: row.iso2, state: row.state, city: row.city };
}

type AddressRow = typeof addresses.$inferSelect;

export async function presentAddresses(db: Db, rows: AddressRow[]) {
  const places = await Promise.all(
    rows.map((row) => resolvePlace(db, { country_id: row.countryId, state_id: row.stateId, city_id: row.cityId }).catch(() => null)),
  );
  return rows.map((row, index) => presentAddress(row, places[index] ?? null));
}

export function presentAddress(row: AddressRow, place: Place | null) {
  return {
    id: row.id,
    type: row.type,
    name: row.name ?? '',
    phone: row.phone ?? '',
    address: row.address,
    country_id: row.countryId,
    state_id: row.stateId,
    city_id: row.cityId,
    country: place?.country ?? '',
    state: place?.state ?? '',
    city: place?.city ?? '',
    zip_code: row.zipCode,
    is_default: row.isDefault ? 1 : 0,
  };
}

export async function findOwnAddress(db: Db, customerId: number, id: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .limit(1);
  // Another customer's address is "not found", never "forbidden": ids reveal nothing.
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return row;
}

type AddressInput = Awaited<ReturnType<typeof addressBody.validate>>;

/** Inserts an address; the first one, or one marked default, becomes the only default. */
export async function createAddress(db: Db, customerId: number, input: AddressInput): Promise<AddressRow> {
  await resolvePlace(db, input);
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.customerId, customerId)).limit(1);
    const makeDefault = input.is_default === 1 || existing.length === 0;
    if (makeDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.customerId, customerId));
    const [row] = await tx
      .insert(addresses)
      .values({
        customerId,
        type: input.type || 'shipping',
        name: input.name || null,
        phone: input.phone || null,
        address: input.address,
        countryId: input.country_id,
        stateId: input.state_id,
        cityId: input.city_id,
        zipCode: input.zip_code,
        isDefault: makeDefault,
      })
      .returning();
    return row!;
  });
}

export function registerAddressRoutes(api: ApiRouter, deps: AppDeps): void {
  const { db } = deps;

  api.route({
    method: 'get',
    path: '/api/frontend/customer-address',
    summary: 'The address book, default first',
    tags: ['account'],
    auth: 'required',
    guest: true,
    responses: { 200: '{ data [{ id, type, name, phone, address, country_id, state_id, city_id, country, state, city, zip_code, is_default (1|0) }] }' },
    handler: async ({ customer }) => {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.customerId, customer.id))
        .orderBy(desc(addresses.isDefault), asc(addresses.id));
      return { data: await presentAddresses(db, rows) };
    },
  });

  api.route({
    method: 'post',
    path: '/api/frontend/customer-address',
    summary: 'Add an address (the first one becomes the default)',
    tags: ['account'],
    auth: 'required',
    guest: true,
    body: addressBody,
    responses: { 201: '{ success, data }', 422: 'Missing fields, or country/state/city that do not belong together' },
    handler: async ({ c, body, customer }) => {
      const row = await createAddress(db, customer.id, body);
      const [data] = await presentAddresses(db, [row]);
      return c.json({ success: true, data }, 201);
    },
  });

  api.route({
    method: 'put',
    path: '/api/frontend/customer-address/{id}',
    summary: 'Update an address',
    tags: ['account'],
    auth: 'required',
    params: idParam,
    body: addressBody,
    responses: { 200: '{ success, data }', 404: 'Not one of your addresses' },
    handler: async ({ params, body, customer }) => {
      await findOwnAddress(db, customer.id, params.id);
      await resolvePlace(db, body);
      const row = await db.transaction(async (tx) => {
        if (body.is_default === 1) {
          await tx
            .update(addresses)
            .set({ isDefault: false })
            .where(and(eq(addresses.customerId, customer.id), ne(addresses.id, params.id)));
        }
        const [updated] = await tx
          .update(addresses)
          .set({
            type: body.type || 'shipping',
            name: body.name || null,
            phone: body.phone || null,
            address: body.address,
            countryId: body.country_id,
            stateId: body.state_id,
            cityId: body.city_id,
            zipCode: body.zip_code,
            ...(body.is_default === 1 ? { isDefault: true } : {}),
            updatedAt: new Date(),
          })
          .where(and(eq(addresses.id, params.id), eq(addresses.customerId, customer.id)))
          .returning();
        return updated!;
      });
      const [data] = await presentAddresses(db, [row]);
      return { success: true, data };
    },
  });

  api.route({
    method: 'put',
    path: '/api/frontend/customer-address/{id}/default',
    summary: 'Make an address the default',
    tags: ['account'],
    auth: 'required',
    params: idParam,
    responses: { 200: '{ success, data }', 404: 'Not one of your addresses' },
    handler: async ({ params, customer }) => {
      await findOwnAddress(db, customer.id, params.id);
      const row = await db.transaction(async (tx) => {
        await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.customerId, customer.id));
        const [updated] = await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, params.id)).returning();
        return updated!;
      });
      const [data] = await presentAddresses(db, [row]);
      return { success: true, data };
    },
  });

  api.route({
    method: 'delete',
    path: '/api/frontend/customer-address/{id}',
    summary: 'Delete an address (the oldest remaining one becomes the default)',
    tags: ['account'],
    auth: 'required',
    params: idParam,
    responses: { 200: '{ success }', 404: 'Not one of your addresses' },
    handler: async ({ params, customer }) => {
      const row = await findOwnAddress(db, customer.id, params.id);
      await db.transaction(async (tx) => {
        await tx.delete(addresses).where(eq(addresses.id, row.id));
        if (row.isDefault) {
          const [next] = await tx
            .select({ id: addresses.id })
            .from(addresses)
            .where(eq(addresses.customerId, customer.id))
            .orderBy(asc(addresses.id))
            .limit(1);
          if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
        }
      });
      return { success: true };
    },
  });
}
