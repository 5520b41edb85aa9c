// Where the shopper is, and the country, state and city pickers of an address.
import type { City, Country, DetectedLocation, State } from '../../account/address-types';
import type { DataResponse, Id } from '../answer-types';
import type { RequestFn } from '../http';
import { segment } from './paths';
import { verbs } from './verbs';

export function geoEndpoints(request: RequestFn) {
  const { get } = verbs(request);
  return {
    getLocation: () => get<DetectedLocation>('/frontend/location'),
    getCountries: () => get<DataResponse<Country[]>>('/countries'),
    getStates: (countryId: Id) => get<DataResponse<State[]>>(`/states/${segment(countryId)}`),
    getCities: (stateId: Id) => get<DataResponse<City[]>>(`/cities/${segment(stateId)}`),
  };
}
