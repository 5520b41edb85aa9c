import type { Storefront } from '@horeca/core';
/** Countries served (Gulf + US), with states/emirates and a few cities each. */
export interface GeoCountry {
  name: string;
  iso2: string;
  dialCode: string;
  currency: string;
  storefront: Storefront;
  states: { name: string; code: string; cities: string[] }[];
}

export const GEO: GeoCountry[] = [
  {
    name: 'United Arab Emirates', iso2: 'AE', dialCode: '+971', currency: 'AED', storefront: 'ae',
    states: [
      { name: 'Dubai', code: 'DU', cities: ['Dubai', 'Jebel Ali', 'Hatta'] },
      { name: 'Abu Dhabi', code: 'AZ', cities: ['Abu Dhabi', 'Al Ain', 'Ruwais', 'Madinat Zayed'] },
      { name: 'Sharjah', code: 'SH', cities: ['Sharjah', 'Khor Fakkan', 'Kalba'] },
      { name: 'Ajman', code: 'AJ', cities: ['Ajman', 'Masfout'] },
      { name: 'Umm Al Quwain', code: 'UQ', cities: ['Umm Al Quwain'] },
      { name: 'Ras Al Khaimah', code: 'RK', cities: ['Ras Al Khaimah', 'Al Jazirah Al Hamra'] },
      { name: 'Fujairah', code: 'FU', cities: ['Fujairah', 'Dibba Al-Fujairah'] },
    ],
  },
  {
    name: 'Saudi Arabia', iso2: 'SA', dialCode: '+966', currency: 'SAR', storefront: 'ae',
    states: [
      { name: 'Riyadh Province', code: '01', cities: ['Riyadh', 'Al Kharj'] },
      { name: 'Makkah Province', code: '02', cities: ['Jeddah', 'Mecca', 'Taif'] },
      { name: 'Eastern Province', code: '04', cities: ['Dammam', 'Khobar', 'Dhahran', 'Jubail'] },
      { name: 'Madinah Province', code: '03', cities: ['Medina', 'Yanbu'] },
    ],
  },
  {
    name: 'Kuwait', iso2: 'KW', dialCode: '+965', currency: 'KWD', storefront: 'ae',
    states: [
      { name: 'Al Asimah', code: 'KU', cities: ['Kuwait City', 'Dasman'] },
      { name: 'Hawalli', code: 'HA', cities: ['Hawalli', 'Salmiya'] },
      { name: 'Al Ahmadi', code: 'AH', cities: ['Al Ahmadi', 'Fahaheel'] },
    ],
  },
  {
    name: 'Qatar', iso2: 'QA', dialCode: '+974', currency: 'QAR', storefront: 'ae',
    states: [
      { name: 'Doha', code: 'DA', cities: ['Doha', 'West Bay'] },
      { name: 'Al Rayyan', code: 'RA', cities: ['Al Rayyan', 'Education City'] },
      { name: 'Al Wakrah', code: 'WA', cities: ['Al Wakrah', 'Mesaieed'] },
    ],
  },
  {
    name: 'Oman', iso2: 'OM', dialCode: '+968', currency: 'OMR', storefront: 'ae',
    states: [
      { name: 'Muscat', code: 'MA', cities: ['Muscat', 'Seeb', 'Muttrah'] },
      { name: 'Dhofar', code: 'ZU', cities: ['Salalah'] },
      { name: 'Al Batinah North', code: 'BS', cities: ['Sohar', 'Shinas'] },
    ],
  },
  {
    name: 'Bahrain', iso2: 'BH', dialCode: '+973', currency: 'BHD', storefront: 'ae',
    states: [
      { name: 'Capital Governorate', code: '13', cities: ['Manama', 'Juffair'] },
      { name: 'Muharraq Governorate', code: '15', cities: ['Muharraq', 'Amwaj Islands'] },
      { name: 'Northern Governorate', code: '17', cities: ['Budaiya', 'Hamad Town'] },
    ],
  },
  {
    name: 'United States', iso2: 'US', dialCode: '+1', currency: 'USD', storefront: 'us',
    states: [
      { name: 'California', code: 'CA', cities: ['Los Angeles', 'San Francisco', 'San Diego'] },
      { name: 'New York', code: 'NY', cities: ['New York', 'Buffalo', 'Albany'] },
      { name: 'Texas', code: 'TX', cities: ['Houston', 'Dallas', 'Austin'] },
      { name: 'Florida', code: 'FL', cities: ['Miami', 'Orlando', 'Tampa'] },
      { name: 'Illinois', code: 'IL', cities: ['Chicago', 'Springfield'] },
      { name: 'Nevada', code: 'NV', cities: ['Las Vegas', 'Reno'] },
      { name: 'Washington', code: 'WA', cities: ['Seattle', 'Spokane'] },
      { name: 'Georgia', code: 'GA', cities: ['Atlanta', 'Savannah'] },
    ],
  },
];
