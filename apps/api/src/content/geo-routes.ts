// Country, state and city routes for the address pickers: declarations only; the queries live
// in content-service.ts.
import { number, object } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';
import { cityAnswer, countryAnswer, dataOf, listOf, stateAnswer } from '@horeca/core/answers';
import { json } from '../http/answers';
import { said } from '../words/message-keys';

const idOf = (name: string) => number().typeError(said('api.namedFieldNumber', { name })).integer().positive().required();

export function registerGeoRoutes(api: ApiRouter, _deps: AppDeps, { content }: Services): void {
  api.route({
    method: 'get', path: '/api/countries', summary: 'Countries served (Gulf and US) for the address pickers', tags: ['geo'],
    responses: { 200: json(dataOf(listOf(countryAnswer)), 'Countries') },
    handler: ({ c, locale }) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return content.countries(locale);
    },
  });

  api.route({
    method: 'get', path: '/api/states/{countryId}', summary: 'States / emirates of a country', tags: ['geo'],
    params: object({ countryId: idOf('countryId') }),
    responses: { 200: json(dataOf(listOf(stateAnswer)), 'The country’s states'), 404: 'Unknown country' },
    handler: ({ params, locale }) => content.states(params.countryId, locale),
  });

  api.route({
    method: 'get', path: '/api/cities/{stateId}', summary: 'Cities of a state', tags: ['geo'],
    params: object({ stateId: idOf('stateId') }),
    responses: { 200: json(dataOf(listOf(cityAnswer)), 'The state’s cities'), 404: 'Unknown state' },
    handler: ({ params, locale }) => content.cities(params.stateId, locale),
  });
}
