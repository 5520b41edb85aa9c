// The address book: list, create, update, delete and make default. One default per customer,
// enforced by a partial unique index. Checkout resolves and saves delivery addresses here too.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { addressRequest } from '@horeca/core/answers';
import { type Locale } from '@horeca/core/locale';
import { cities, countries, states } from '../db/schema/catalogue';
import { addresses } from '../db/schema/commerce';
import type { Db } from '../db/client';
import { notFound, validationFailed } from '../http/errors';
import { placeNameIn } from '../content/place-names';

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
  if (!row) throw validationFailed({ country_id: ['core.guestAddress.countryRequired'] });
  if (row.state === null || row.stateCountry !== ids.country_id) throw validationFailed({ state_id: ['core.guestAddress.stateRequired'] });
  if (row.city === null || row.cityState !== ids.state_id) throw validationFailed({ city_id: ['core.guestAddress.cityRequired'] });
  return { country: row.country, countryIso2: row.iso2, state: row.state, city: row.city };
}

type AddressRow = typeof addresses.$inferSelect;

export async function presentAddresses(db: Db, rows: AddressRow[], locale: Locale = 'en') {
  const places = await Promise.all(
    rows.map((row) => resolvePlace(db, { country_id: row.countryId, state_id: row.stateId, city_id: row.cityId }).catch(() => null)),
  );
  return rows.map((row, index) => presentAddress(row, places[index] ?? null, locale));
}

/** An address as the answers show it, its place named in `locale` (the stored ids decide the place). */
export function presentAddress(row: AddressRow, place: Place | null, locale: Locale = 'en') {
  const named = (english: string | undefined) => (english ? placeNameIn(locale, english) : '');
  return {
    id: row.id,
    type: row.type,
    name: row.name ?? '',
    phone: row.phone ?? '',
    address: row.address,
    country_id: row.countryId,
    state_id: row.stateId,
    city_id: row.cityId,
    country: named(place?.country),
    state: named(place?.state),
    city: named(place?.city),
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
  if (!row) throw notFound('api.addressNotFound');
  return row;
}

export type AddressInput = Awaited<ReturnType<typeof addressRequest.validate>>;

/** The stored columns of an address as the form sends it (empty name and phone stored as null). */
function addressColumns(input: AddressInput) {
  return {
    type: input.type || 'shipping',
    name: input.name || null,
    phone: input.phone || null,
    address: input.address,
    countryId: input.country_id,
    stateId: input.state_id,
    cityId: input.city_id,
    zipCode: input.zip_code,
  };
}

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
        ...addressColumns(input),
        isDefault: makeDefault,
      })
      .returning();
    return row!;
  });
}

/** What the address routes call; checkout uses the plain functions above inside its transaction. */
export function createAddressService(db: Db) {
  const present = async (row: AddressRow, locale: Locale) => (await presentAddresses(db, [row], locale))[0]!;
  return {
    async list(customerId: number, locale: Locale = 'en') {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.customerId, customerId))
        .orderBy(desc(addresses.isDefault), asc(addresses.id));
      return presentAddresses(db, rows, locale);
    },

    async create(customerId: number, input: AddressInput, locale: Locale = 'en') {
      return present(await createAddress(db, customerId, input), locale);
    },

    async update(customerId: number, id: number, input: AddressInput, locale: Locale = 'en') {
      await findOwnAddress(db, customerId, id);
      await resolvePlace(db, input);
      const row = await db.transaction(async (tx) => {
        if (input.is_default === 1) {
          await tx
            .update(addresses)
            .set({ isDefault: false })
            .where(and(eq(addresses.customerId, customerId), ne(addresses.id, id)));
        }
        const [updated] = await tx
          .update(addresses)
          .set({
            ...addressColumns(input),
            ...(input.is_default === 1 ? { isDefault: true } : {}),
            updatedAt: new Date(),
          })
          .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
          .returning();
        return updated!;
      });
      return present(row, locale);
    },

    async makeDefault(customerId: number, id: number, locale: Locale = 'en') {
      await findOwnAddress(db, customerId, id);
      const row = await db.transaction(async (tx) => {
        await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.customerId, customerId));
        const [updated] = await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id)).returning();
        return updated!;
      });
      return present(row, locale);
    },

    /** Deletes an address; the oldest remaining one becomes the default. */
    async remove(customerId: number, id: number): Promise<void> {
      const row = await findOwnAddress(db, customerId, id);
      await db.transaction(async (tx) => {
        await tx.delete(addresses).where(eq(addresses.id, row.id));
        if (row.isDefault) {
          const [next] = await tx
            .select({ id: addresses.id })
            .from(addresses)
            .where(eq(addresses.customerId, customerId))
            .orderBy(asc(addresses.id))
            .limit(1);
          if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
        }
      });
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
