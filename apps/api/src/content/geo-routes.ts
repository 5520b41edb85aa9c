import { asc, eq } from 'drizzle-orm';
import { number, object } from 'yup';
import { cities, countries, states } from '../db/schema/catalogue';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import type { ApiRouter } from '../http/router';

const idOf = (name: string) => number().typeError(`${name} must be a number.`).integer().positive().required();

export function registerGeoRoutes(api: ApiRouter, deps: AppDeps): void {
  api.route({
    method: 'get', path: '/api/countries', summary: 'Countries served (Gulf and US) for the address pickers', tags: ['geo'],
    responses: { 200: '{ data: [{ id, name, iso2, dial_code, currency, storefront }] }' },
    handler: async ({ c }) => {
      c.header('Cache-Control', 'public, max-age=3600');
      const rows = await deps.db.select().from(countries).orderBy(asc(countries.id));
      return { data: rows.map((r) => ({ id: r.id, name: r.name, iso2: r.iso2, dial_code: r.dialCode, currency: r.currency, storefront: r.storefront })) };
    },
  });

  api.route({
    method: 'get', path: '/api/states/{countryId}', summary: 'States / emirates of a country', tags: ['geo'],
    params: object({ countryId: idOf('countryId') }),
    responses: { 200: '{ data: [{ id, country_id, name, code }] }', 404: 'Unknown country' },
    handler: async ({ params }) => {
      const country = await deps.db.select({ id: countries.id }).from(countries).where(eq(countries.id, params.countryId)).limit(1);
      if (country.length === 0) throw notFound('Country not found.');
      const rows = await deps.db.select().from(states).where(eq(states.countryId, params.countryId)).orderBy(asc(states.name));
      return { data: rows.map((r) => ({ id: r.id, country_id: r.countryId, name: r.name, code: r.code })) };
    },
  });

  api.route({
    method: 'get', path: '/api/cities/{stateId}', summary: 'Cities of a state', tags: ['geo'],
    params: object({ stateId: idOf('stateId') }),
    responses: { 200: '{ data: [{ id, state_id, name }] }', 404: 'Unknown state' },
    handler: async ({ params }) => {
      const state = await deps.db.select({ id: states.id }).from(states).where(eq(states.id, params.stateId)).limit(1);
      if (state.length === 0) throw notFound('State not found.');
      const rows = await deps.db.select().from(cities).where(eq(cities.stateId, params.stateId)).orderBy(asc(cities.name));
      return { data: rows.map((r) => ({ id: r.id, state_id: r.stateId, name: r.name })) };
    },
  });
}
