/**
 * Which trade brand makes which product types (issue 29): one line per brand,
 *   Brand | country of origin | subcategory; subcategory; ...
 * with the subcategory names of tables/taxonomy.ts. A brand only ever appears on the types it
 * is known for in the trade (a Rational combi oven, never a Rational juicer); the generator
 * draws a product's brand from the brands of its subcategory, and catalogue-coherence.test.ts
 * holds the whole seed to this table. House brands (brands.ts) fill the departments where a
 * distributor's own label is usual; the heavy-equipment departments carry trade brands only.
 * A brand's id is its place in this table after the house brands, and brand pages are linked by
 * id (/brands/108/rational): add new brands at the end.
 */
export const BRAND_PRODUCT_TYPES = `
# Kitchen equipment
Vulcan | United States | Deep Fryers; Commercial Ranges; Griddles; Charbroilers; Salamanders and Cheesemelters; Convection Ovens
Hobart | United States | Commercial Mixers; Meat Slicers; Food Processors; Undercounter Dishwashers; Door-Type Dishwashers; Conveyor Dishwashers; Glass Washers
Rational | Germany | Combi Ovens
Garland | United States | Commercial Ranges; Griddles; Charbroilers; Salamanders and Cheesemelters; Convection Ovens
Imperial | United States | Deep Fryers; Commercial Ranges; Griddles; Charbroilers; Salamanders and Cheesemelters; Convection Ovens
Southbend | United States | Commercial Ranges; Griddles; Charbroilers; Salamanders and Cheesemelters; Convection Ovens
Pitco | United States | Deep Fryers
Frymaster | United States | Deep Fryers
Star | United States | Griddles; Charbroilers; Food Warmers; Pizza Ovens
APW Wyott | United States | Griddles; Charbroilers; Food Warmers; Heat Lamps
Waring | United States | Blenders; Food Processors; Juicers; Rice Cookers
Robot Coupe | France | Food Processors; Blenders
Blodgett | United States | Convection Ovens; Combi Ovens; Pizza Ovens
Alto-Shaam | United States | Combi Ovens; Heated Holding Cabinets; Food Warmers; Blast Chillers
Lincoln | United States | Pizza Ovens
Moffat | New Zealand | Convection Ovens
Unox | Italy | Combi Ovens; Convection Ovens; Rapid Cook Ovens
Electrolux Professional | Sweden | Combi Ovens; Commercial Ranges; Deep Fryers; Blast Chillers; Undercounter Dishwashers; Door-Type Dishwashers; Conveyor Dishwashers; Glass Washers
Berkel | Italy | Meat Slicers; Vacuum Packing Machines
Globe | United States | Commercial Mixers; Meat Slicers; Griddles
Henny Penny | United States | Deep Fryers; Heated Holding Cabinets; Combi Ovens
Wells | United States | Deep Fryers; Griddles; Food Warmers
Merrychef | United Kingdom | Rapid Cook Ovens
TurboChef | United States | Rapid Cook Ovens; Pizza Ovens
La Marzocco | Italy | Espresso Machines
Nuova Simonelli | Italy | Espresso Machines
Bunn | United States | Coffee Brewers; Ice Tea Brewers
Santos | France | Juicers; Blenders
Vitamix | United States | Blenders
Sammic | Spain | Food Processors; Meat Slicers; Vacuum Packing Machines; Juicers; Undercounter Dishwashers; Door-Type Dishwashers; Glass Washers

# Refrigeration
Vollrath | United States | Fry Pans; Stock Pots; Sauce Pans; Sheet Pans; Roasting Pans; Food Pans; Mixing Bowls; Tongs; Ladles; Whisks; Soup Kettles; Food Warmers; Dish Racks
Cambro | United States | Food Storage Containers; Food Pans; Insulated Food Carriers; Ingredient Bins; Dry Storage Shelving; Dish Racks; Serving Trays; Beverage Dispensers
Carlisle | United States | Food Storage Containers; Food Pans; Insulated Food Carriers; Ingredient Bins; Cutting Boards; Dish Racks; Serving Trays; Brooms and Dustpans; Mop Buckets; Trash Cans
Rubbermaid Commercial | United States | Food Storage Containers; Ingredient Bins; Mops; Mop Buckets; Brooms and Dustpans; Janitorial Carts; Wet Floor Signs; Trash Cans; Recycling Bins; Housekeeping Carts
Winco | United States | Fry Pans; Stock Pots; Sauce Pans; Sheet Pans; Food Pans; Mixing Bowls; Tongs; Ladles; Whisks; Chafing Dishes
Mercer Culinary | United States | Chef Knives; Paring Knives; Knife Sharpeners
Dexter-Russell | United States | Chef Knives; Paring Knives; Knife Sharpeners
Victorinox | Switzerland | Chef Knives; Paring Knives; Steak Knives
Wusthof | Germany | Chef Knives; Paring Knives; Steak Knives; Knife Sharpeners
San Jamar | United States | Cutting Boards; Soap Dispensers
Update International | United States | Fry Pans; Stock Pots; Sheet Pans; Food Pans; Mixing Bowls; Tongs; Ladles; Whisks
Matfer Bourgeat | France | Fry Pans; Sauce Pans; Baking Molds; Piping Bags and Tips; Rolling Pins; Whisks; Mixing Bowls
de Buyer | France | Fry Pans; Sauce Pans; Baking Molds; Piping Bags and Tips
Lodge | United States | Fry Pans
Browne | Canada | Fry Pans; Stock Pots; Sauce Pans; Mixing Bowls; Tongs; Ladles; Whisks
Thermohauser | Germany | Piping Bags and Tips; Mixing Bowls; Baking Molds; Rolling Pins; Whisks
Paderno | Italy | Fry Pans; Stock Pots; Sauce Pans; Roasting Pans; Baking Molds
Silikomart | Italy | Baking Molds
Chicago Metallic | United States | Sheet Pans; Bread Pans; Baking Molds
Focus Foodservice | United States | Sheet Pans; Bread Pans; Dry Storage Shelving
Metro | United States | Dry Storage Shelving
Eagle Group | United States | Dry Storage Shelving
CDN | United States | Thermometers
Taylor Precision | United States | Thermometers; Kitchen Scales
Edlund | United States | Kitchen Scales

# Tableware
Nestle Professional | Switzerland | Spices and Seasonings; Coffee Beans; Bottled Water
Unilever Food Solutions | United Kingdom | Mayonnaise; Ketchup and Mustard; Spices and Seasonings
Knorr Professional | Germany | Spices and Seasonings
Hellmann's | United Kingdom | Mayonnaise; Ketchup and Mustard
Heinz | United States | Ketchup and Mustard; Mayonnaise
Monin | France | Syrups
Torani | United States | Syrups
Barilla | Italy | Pasta
De Cecco | Italy | Pasta; Cooking Oils; Canned Vegetables
Lavazza | Italy | Coffee Beans
illy | Italy | Coffee Beans
Twinings | United Kingdom | Tea
Lipton | United Kingdom | Tea
McCain | Canada | French Fries; Frozen Vegetables
Lamb Weston | United States | French Fries
Al Ain | United Arab Emirates | Bottled Water; Juices
Almarai | Saudi Arabia | Juices
Americana | United Arab Emirates | French Fries; Frozen Vegetables
Tilda | United Kingdom | Rice
Mazola | United States | Cooking Oils
Masafi | United Arab Emirates | Bottled Water; Juices
Huhtamaki | Finland | Disposable Cups; Takeout Containers
Dart Solo | United States | Disposable Cups; Takeout Containers

# Kitchen supplies
Standard Textile | United States | Bed Sheets; Duvet Covers; Pillows; Mattress Protectors; Bath Towels; Bath Robes; Bath Mats; Pool Towels
1888 Mills | United States | Bath Towels; Bath Mats; Pool Towels; Bath Robes
Thomaston Mills | United States | Bed Sheets; Duvet Covers; Bath Towels
Frette Hotel | Italy | Bed Sheets; Duvet Covers; Pillows; Bath Towels; Bath Robes
Sferra Hospitality | Italy | Bed Sheets; Duvet Covers; Bath Towels
Gilchrist & Soames | United Kingdom | Shampoo and Conditioner; Soaps; Dental and Vanity Kits
Conair Hospitality | United States | Hair Dryers; Irons and Boards
Hamilton Beach Hospitality | United States | Electric Kettles; Irons and Boards; Hair Dryers
Forbes Industries | United States | Luggage Carts; Housekeeping Carts; Room Service Carts; Stanchions
Glaro | United States | Stanchions; Luggage Racks; Luggage Carts; Trash Cans
Elite Hospitality | United Arab Emirates | Slippers; Dental and Vanity Kits; Soaps
Dreamland Hotel | United Kingdom | Pillows; Mattress Protectors
Vingcard | Sweden | In-Room Safes
Dometic Hospitality | Sweden | Minibars; In-Room Safes
Rosenthal Hotel | Germany | Dinner Plates; Bowls; Saucers and Cups
Guest Supply | United States | Shampoo and Conditioner; Soaps; Slippers; Dental and Vanity Kits
Peacock Alley | United States | Bed Sheets; Duvet Covers; Bath Towels; Bath Robes

# Makers added with the brand -> type table (issue 29)
Hatco | United States | Heat Lamps; Food Warmers; Heated Holding Cabinets
Amana Commercial | United States | Microwave Ovens
Menumaster | United States | Microwave Ovens
Panasonic | Japan | Microwave Ovens; Rice Cookers
Sharp | Japan | Microwave Ovens
Zojirushi | Japan | Rice Cookers
Zumex | Spain | Juicers
Henkelman | Netherlands | Vacuum Packing Machines
Victoria Arduino | Italy | Espresso Machines
Franke | Switzerland | Espresso Machines
Curtis | United States | Coffee Brewers; Ice Tea Brewers
Fetco | United States | Coffee Brewers; Ice Tea Brewers
Nemco | United States | Soup Kettles; Food Warmers
Winterhalter | Germany | Undercounter Dishwashers; Door-Type Dishwashers; Conveyor Dishwashers; Glass Washers; Warewashing Chemicals
Meiko | Germany | Undercounter Dishwashers; Door-Type Dishwashers; Conveyor Dishwashers; Glass Washers
Jackson | United States | Undercounter Dishwashers; Door-Type Dishwashers; Conveyor Dishwashers
True | United States | Reach-In Refrigerators; Reach-In Freezers; Dual Temperature Units; Pass-Through Refrigerators; Undercounter Refrigerators; Worktop Refrigerators; Refrigerated Prep Tables; Chef Bases; Glass Door Merchandisers; Display Cases; Beverage Coolers; Ice Cream Freezers
Traulsen | United States | Reach-In Refrigerators; Reach-In Freezers; Dual Temperature Units; Pass-Through Refrigerators; Undercounter Refrigerators; Refrigerated Prep Tables; Blast Chillers
Turbo Air | South Korea | Reach-In Refrigerators; Reach-In Freezers; Undercounter Refrigerators; Worktop Refrigerators; Refrigerated Prep Tables; Chef Bases; Glass Door Merchandisers; Display Cases; Beverage Coolers; Ice Cream Freezers
Beverage-Air | United States | Reach-In Refrigerators; Reach-In Freezers; Undercounter Refrigerators; Worktop Refrigerators; Refrigerated Prep Tables; Chef Bases; Glass Door Merchandisers; Beverage Coolers; Ice Cream Freezers
Delfield | United States | Reach-In Refrigerators; Reach-In Freezers; Undercounter Refrigerators; Worktop Refrigerators; Refrigerated Prep Tables; Chef Bases
Continental Refrigerator | United States | Reach-In Refrigerators; Reach-In Freezers; Dual Temperature Units; Pass-Through Refrigerators; Undercounter Refrigerators; Worktop Refrigerators; Refrigerated Prep Tables; Chef Bases
Victory | United States | Reach-In Refrigerators; Reach-In Freezers; Dual Temperature Units; Pass-Through Refrigerators; Heated Holding Cabinets
Atosa | United States | Reach-In Refrigerators; Reach-In Freezers; Undercounter Refrigerators; Worktop Refrigerators; Refrigerated Prep Tables; Chef Bases; Glass Door Merchandisers
Arctic Air | United States | Reach-In Refrigerators; Reach-In Freezers; Undercounter Refrigerators; Refrigerated Prep Tables; Glass Door Merchandisers
Hoshizaki | Japan | Modular Ice Machines; Undercounter Ice Machines; Ice Bins; Ice Dispensers; Reach-In Refrigerators; Undercounter Refrigerators
Manitowoc | United States | Modular Ice Machines; Undercounter Ice Machines; Ice Bins; Ice Dispensers
Scotsman | United States | Modular Ice Machines; Undercounter Ice Machines; Ice Bins; Ice Dispensers
Ice-O-Matic | United States | Modular Ice Machines; Undercounter Ice Machines; Ice Bins; Ice Dispensers
Master-Bilt | United States | Walk-In Coolers; Walk-In Freezers; Display Cases; Ice Cream Freezers; Refrigeration Parts
Kolpak | United States | Walk-In Coolers; Walk-In Freezers; Refrigeration Parts
Norlake | United States | Walk-In Coolers; Walk-In Freezers; Refrigeration Parts
Perlick | United States | Beverage Coolers; Undercounter Refrigerators; Wine Coolers; Ice Bins
Foster | United Kingdom | Reach-In Refrigerators; Reach-In Freezers; Undercounter Refrigerators; Refrigerated Prep Tables; Blast Chillers
Williams Refrigeration | United Kingdom | Reach-In Refrigerators; Reach-In Freezers; Undercounter Refrigerators; Glass Door Merchandisers; Blast Chillers
Infrico | Spain | Reach-In Refrigerators; Undercounter Refrigerators; Display Cases; Beverage Coolers; Blast Chillers
Liebherr | Germany | Reach-In Refrigerators; Reach-In Freezers; Glass Door Merchandisers; Wine Coolers
Irinox | Italy | Blast Chillers
Polar | United Kingdom | Reach-In Refrigerators; Reach-In Freezers; Undercounter Refrigerators; Refrigerated Prep Tables; Glass Door Merchandisers; Beverage Coolers
Tefcold | Denmark | Glass Door Merchandisers; Beverage Coolers; Wine Coolers; Ice Cream Freezers; Minibars
Gram Commercial | Denmark | Reach-In Refrigerators; Reach-In Freezers; Undercounter Refrigerators
Libbey | United States | Wine Glasses; Tumblers; Champagne Flutes; Beer Glasses; Pitchers and Carafes
Arcoroc | France | Wine Glasses; Tumblers; Champagne Flutes; Beer Glasses; Dinner Plates; Bowls
Schott Zwiesel | Germany | Wine Glasses; Champagne Flutes; Tumblers; Pitchers and Carafes
Spiegelau | Germany | Wine Glasses; Champagne Flutes; Beer Glasses; Pitchers and Carafes
Bormioli Rocco | Italy | Wine Glasses; Tumblers; Champagne Flutes; Beer Glasses; Pitchers and Carafes
Pasabahce | Turkey | Wine Glasses; Tumblers; Champagne Flutes; Beer Glasses; Pitchers and Carafes; Cake Stands
Chef & Sommelier | France | Wine Glasses; Champagne Flutes; Tumblers; Pitchers and Carafes
Cardinal | France | Wine Glasses; Tumblers; Dinner Plates; Bowls
Steelite | United Kingdom | Dinner Plates; Bowls; Platters; Saucers and Cups
Churchill | United Kingdom | Dinner Plates; Bowls; Platters; Saucers and Cups; Serving Boards
Dudson | United Kingdom | Dinner Plates; Bowls; Platters; Saucers and Cups
RAK Porcelain | United Arab Emirates | Dinner Plates; Bowls; Platters; Saucers and Cups
Villeroy & Boch | Germany | Dinner Plates; Bowls; Platters; Saucers and Cups; Wine Glasses; Dinner Forks; Dinner Knives; Teaspoons
Luzerne | United States | Dinner Plates; Bowls; Platters; Saucers and Cups
Tuxton | United States | Dinner Plates; Bowls; Platters; Saucers and Cups
Revol | France | Dinner Plates; Bowls; Platters; Saucers and Cups
Kutahya Porselen | Turkey | Dinner Plates; Bowls; Platters; Saucers and Cups
World Tableware | United States | Dinner Plates; Bowls; Platters; Dinner Forks; Dinner Knives; Teaspoons; Steak Knives
Degrenne | France | Dinner Plates; Bowls; Dinner Forks; Dinner Knives; Teaspoons; Steak Knives
Oneida | United States | Dinner Forks; Dinner Knives; Teaspoons; Steak Knives; Serving Utensils
Walco | United States | Dinner Forks; Dinner Knives; Teaspoons; Steak Knives; Serving Utensils
Sola | Netherlands | Dinner Forks; Dinner Knives; Teaspoons; Steak Knives; Serving Utensils
Mepra | Italy | Dinner Forks; Dinner Knives; Teaspoons; Steak Knives; Serving Utensils; Ice Buckets; Serving Trays
Vollrath Tabletop | United States | Chafing Dishes; Beverage Dispensers; Serving Utensils; Ice Buckets
Sterno | United States | Chafing Dishes
Cal-Mil | United States | Buffet Risers; Cake Stands; Beverage Dispensers; Serving Boards
Barfly | United States | Cocktail Shakers; Bar Tools; Ice Buckets
Regency | United States | Dry Storage Shelving; Banquet Tables; Table Bases
Ecolab | United States | Floor Cleaners; Dishwashing Detergents; Sanitizers and Disinfectants; Glass Cleaners; Oven and Grill Cleaners; Warewashing Chemicals
Diversey | United States | Floor Cleaners; Dishwashing Detergents; Sanitizers and Disinfectants; Glass Cleaners; Oven and Grill Cleaners; Warewashing Chemicals
Taski | Switzerland | Floor Cleaners; Floor Scrubbers; Vacuum Cleaners
Zep | United States | Floor Cleaners; Dishwashing Detergents; Sanitizers and Disinfectants; Glass Cleaners; Oven and Grill Cleaners
GOJO | United States | Soap Dispensers; Sanitizers and Disinfectants
Vileda Professional | Germany | Mops; Mop Buckets; Microfiber Cloths; Janitorial Carts
Numatic | United Kingdom | Vacuum Cleaners; Floor Scrubbers; Carpet Extractors; Janitorial Carts; Mop Buckets
Karcher | Germany | Vacuum Cleaners; Floor Scrubbers; Carpet Extractors
Nilfisk | Denmark | Vacuum Cleaners; Floor Scrubbers; Carpet Extractors
Tennant | United States | Floor Scrubbers; Vacuum Cleaners; Carpet Extractors
ProTeam | United States | Vacuum Cleaners
Unger | Germany | Microfiber Cloths; Brooms and Dustpans
Libman Commercial | United States | Mops; Brooms and Dustpans; Mop Buckets
O-Cedar Commercial | United States | Mops; Brooms and Dustpans; Mop Buckets; Microfiber Cloths
Boardwalk | United States | Mops; Brooms and Dustpans; Trash Bags; Paper Towels; Toilet Tissue
Impact Products | United States | Wet Floor Signs; Trash Cans; Mop Buckets
Tork | Sweden | Paper Towels; Toilet Tissue; Soap Dispensers; Napkins
Kimberly-Clark Professional | United States | Paper Towels; Toilet Tissue; Soap Dispensers
Georgia-Pacific | United States | Paper Towels; Toilet Tissue; Soap Dispensers; Napkins
Fine Hygienic | United Arab Emirates | Paper Towels; Toilet Tissue; Napkins
Dyson Professional | United Kingdom | Hand Dryers; Vacuum Cleaners
Xlerator | United States | Hand Dryers
Flash Furniture | United States | Dining Chairs; Bar Stools; High Chairs; Table Tops; Table Bases; Banquet Tables; Cocktail Tables; Patio Chairs; Patio Tables
BFM Seating | United States | Dining Chairs; Bar Stools; Booths; Table Tops; Table Bases; Patio Chairs; Patio Tables
Lancaster Table & Seating | United States | Dining Chairs; Bar Stools; Booths; High Chairs; Table Tops; Table Bases
Grand Rapids Chair | United States | Dining Chairs; Bar Stools; Booths; Table Tops; Lounge Chairs
Oak Street | United States | Dining Chairs; Bar Stools; Booths; Table Tops; Table Bases
Plymold | United States | Booths; Table Tops; High Chairs
MityLite | United States | Banquet Tables; Cocktail Tables; Dining Chairs
Falcon Products | United States | Banquet Tables; Cocktail Tables; Table Bases; Dining Chairs
Emeco | United States | Dining Chairs; Bar Stools; Patio Chairs
Kartell | Italy | Dining Chairs; Bar Stools; Patio Chairs; Lounge Chairs; Coffee Tables
Pedrali | Italy | Dining Chairs; Bar Stools; Table Bases; Lounge Chairs; Patio Chairs; Coffee Tables
Segis | Italy | Dining Chairs; Bar Stools; Lounge Chairs; Patio Chairs
Gaber | Italy | Dining Chairs; Bar Stools; Patio Chairs; Table Bases
Holsag | United States | Dining Chairs; Bar Stools; Lounge Chairs; Sofas
Vondom | Spain | Patio Chairs; Patio Tables; Sun Loungers
Emu | Italy | Patio Chairs; Patio Tables; Sun Loungers
Kettal | Spain | Patio Chairs; Patio Tables; Sun Loungers; Umbrellas; Sofas
Tuuci | United States | Umbrellas
Sunbrella Contract | United States | Umbrellas
Mutti | Italy | Canned Vegetables
Al Ghurair Foods | United Arab Emirates | Flour; Cooking Oils
Al Khaleej Sugar | United Arab Emirates | Sugar and Sweeteners
Tate & Lyle | United Kingdom | Sugar and Sweeteners
McCormick | United States | Spices and Seasonings
Sara Lee | United States | Frozen Desserts
Hotpack | United Arab Emirates | Takeout Containers; Disposable Cups; Food Wrap and Foil
Reynolds | United States | Food Wrap and Foil
`;

export interface BrandMaker {
  name: string;
  country: string;
  types: string[];
}

/** Parses the table above. */
export function parseBrandTypes(text: string = BRAND_PRODUCT_TYPES): BrandMaker[] {
  const makers: BrandMaker[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [name, country, types] = line.split('|').map((s) => s.trim());
    if (!name || !country || !types) throw new Error(`Bad brand line: ${line}`);
    makers.push({ name, country, types: types.split(';').map((t) => t.trim()).filter(Boolean) });
  }
  return makers;
}
