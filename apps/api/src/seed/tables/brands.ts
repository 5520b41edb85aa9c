/** Trade brands per department (a brand may serve several); house brands fill the rest. */
export const DEPARTMENT_BRANDS: Record<string, string[]> = {
  'kitchen-equipment': [
    'Vulcan', 'Hobart', 'Rational', 'Garland', 'Imperial', 'Southbend', 'Pitco', 'Frymaster', 'Star',
    'APW Wyott', 'Waring', 'Robot Coupe', 'Blodgett', 'Alto-Shaam', 'Lincoln', 'Moffat', 'Unox',
    'Electrolux Professional', 'Berkel', 'Globe', 'Henny Penny', 'Wells', 'Merrychef', 'TurboChef',
    'La Marzocco', 'Nuova Simonelli', 'Bunn', 'Santos', 'Vitamix', 'Sammic',
  ],
  refrigeration: [
    'True', 'Traulsen', 'Turbo Air', 'Beverage-Air', 'Delfield', 'Hoshizaki', 'Manitowoc', 'Scotsman',
    'Ice-O-Matic', 'Atosa', 'Continental Refrigerator', 'Victory', 'Master-Bilt', 'Arctic Air', 'Perlick',
    'Kolpak', 'Norlake', 'Foster', 'Williams Refrigeration', 'Infrico', 'Liebherr', 'Irinox', 'Polar',
    'Tefcold', 'Gram Commercial',
  ],
  tableware: [
    'Libbey', 'Oneida', 'Steelite', 'Villeroy & Boch', 'RAK Porcelain', 'Churchill', 'Arcoroc', 'Luzerne',
    'Tuxton', 'Dudson', 'Schott Zwiesel', 'Spiegelau', 'Walco', 'World Tableware', 'Bormioli Rocco',
    'Pasabahce', 'Degrenne', 'Sola', 'Revol', 'Kutahya Porselen', 'Chef & Sommelier', 'Cardinal',
    'Mepra', 'Vollrath Tabletop', 'Barfly',
  ],
  'kitchen-supplies': [
    'Vollrath', 'Cambro', 'Carlisle', 'Rubbermaid Commercial', 'Winco', 'Mercer Culinary', 'Dexter-Russell',
    'Victorinox', 'Wusthof', 'San Jamar', 'Update International', 'Matfer Bourgeat', 'de Buyer', 'Lodge',
    'Browne', 'Thermohauser', 'Paderno', 'Silikomart', 'Chicago Metallic', 'Focus Foodservice',
    'Metro', 'Eagle Group', 'CDN', 'Taylor Precision', 'Edlund',
  ],
  housekeeping: [
    'Ecolab', 'Diversey', 'Vileda Professional', 'Numatic', 'Karcher', 'Nilfisk', 'Tork',
    'Kimberly-Clark Professional', 'Unger', 'Libman Commercial', 'Boardwalk', 'O-Cedar Commercial', 'Taski',
    'Tennant', 'ProTeam', 'Dyson Professional', 'Georgia-Pacific', 'Xlerator', 'GOJO', 'Zep',
  ],
  furniture: [
    'Flash Furniture', 'BFM Seating', 'Lancaster Table & Seating', 'Grand Rapids Chair', 'Emeco', 'Kartell',
    'Vondom', 'Segis', 'Pedrali', 'Gaber', 'Emu', 'Regency', 'Oak Street', 'Plymold', 'MityLite',
    'Falcon Products', 'Holsag', 'Kettal', 'Tuuci', 'Sunbrella Contract',
  ],
  'restaurant-food-supplies': [
    'Nestle Professional', 'Unilever Food Solutions', 'Knorr Professional', "Hellmann's", 'Heinz', 'Monin',
    'Torani', 'Barilla', 'De Cecco', 'Lavazza', 'illy', 'Twinings', 'Lipton', 'McCain', 'Lamb Weston',
    'Al Ain', 'Almarai', 'President', 'Puck', 'Americana', 'Tilda', 'Mazola', 'Masafi', 'Huhtamaki',
    'Dart Solo',
  ],
  'hotel-supplies': [
    'Standard Textile', '1888 Mills', 'Thomaston Mills', 'Frette Hotel', 'Sferra Hospitality',
    'Gilchrist & Soames', 'Conair Hospitality', 'Hamilton Beach Hospitality', 'Forbes Industries', 'Glaro',
    'Jaipur Living', 'Valet Hotel', 'Elite Hospitality', 'Dreamland Hotel', 'Lodging Star', 'Vingcard',
    'Dometic Hospitality', 'Rosenthal Hotel', 'Guest Supply', 'Peacock Alley',
  ],
};

const HOUSE_PREFIXES = [
  'Al Noor', 'Desert', 'Falcon', 'Oasis', 'Pearl', 'Crescent', 'Gulf', 'Atlas', 'Summit', 'Harbor',
  'Marina', 'Nordic', 'Sahara', 'Cedar', 'Zenith',
];
const HOUSE_SUFFIXES = ['Kitchen', 'Pro', 'Hospitality', 'Supply', 'Craft', 'Line', 'Chef'];

/** 15 x 7 = 105 house brands, used across all departments. */
export function houseBrands(): string[] {
  const names: string[] = [];
  for (const prefix of HOUSE_PREFIXES) for (const suffix of HOUSE_SUFFIXES) names.push(`${prefix} ${suffix}`);
  return names;
}

export const BRAND_COUNTRIES = ['United States', 'Germany', 'Italy', 'United Kingdom', 'France', 'Japan', 'United Arab Emirates', 'Turkey', 'Spain', 'Denmark'];
