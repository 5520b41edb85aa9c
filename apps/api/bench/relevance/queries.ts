/**
 * The labelled query set of the relevance evaluation (issue 32): what a trade buyer types, and
 * what they mean. Written from the buyer's side before measuring, and not tuned query by query
 * to the engine's answers. One line each:
 *   kind | query | meant
 * where meant is a list of subcategory slugs (any product of them is where meant), optionally
 * with '@Brand' (only that brand's products in them), or '#id' for one product: the query is
 * then that product's SKU as the kind says (sku: as printed, sku-lower, sku-nodash).
 * Kinds: shop (a shop word), plural, typo, synonym (the trade's or another country's word),
 * extra (words the catalogue lacks around what is meant), sku, brand (brand + type), arabic
 * (Arabic with spelling variants and Gulf words).
 */
export const QUERY_SET = `
shop | fryer | deep-fryers
shop | deep fryer | deep-fryers
shop | griddle | griddles
shop | charbroiler | charbroilers
shop | salamander | salamanders-and-cheesemelters
shop | convection oven | convection-ovens
shop | combi oven | combi-ovens
shop | pizza oven | pizza-ovens
shop | microwave | microwave-ovens
shop | food processor | food-processors
shop | planetary mixer | commercial-mixers
shop | meat slicer | meat-slicers
shop | blender | blenders
shop | espresso machine | espresso-machines
shop | coffee brewer | coffee-brewers
shop | juicer | juicers
shop | rice cooker | rice-cookers
shop | reach-in refrigerator | reach-in-refrigerators
shop | reach-in freezer | reach-in-freezers
shop | undercounter refrigerator | undercounter-refrigerators
shop | ice machine | modular-ice-machines, undercounter-ice-machines
shop | ice dispenser | ice-dispensers
shop | wine cooler | wine-coolers
shop | blast chiller | blast-chillers
shop | walk-in freezer | walk-in-freezers
shop | dinner plate | dinner-plates
shop | wine glass | wine-glasses
shop | champagne flute | champagne-flutes
shop | chafing dish | chafing-dishes
shop | cocktail shaker | cocktail-shakers
shop | ice bucket | ice-buckets
shop | stock pot | stock-pots
shop | sheet pan | sheet-pans
shop | chef knife | chef-knives
shop | cutting board | cutting-boards
shop | food pan | food-pans
shop | rolling pin | rolling-pins
shop | tongs | tongs
shop | ladle | ladles
shop | whisk | whisks
shop | mop bucket | mop-buckets
shop | floor scrubber | floor-scrubbers
shop | hand dryer | hand-dryers
shop | bar stool | bar-stools
shop | banquet table | banquet-tables
shop | lobby sofa | sofas
shop | basmati rice | rice
shop | mayonnaise | mayonnaise
shop | coffee beans | coffee-beans
shop | bath towel | bath-towels
shop | duvet cover | duvet-covers
shop | bathrobe | bath-robes
shop | hotel safe | in-room-safes
shop | luggage cart | luggage-carts
shop | stanchion | stanchions
plural | fryers | deep-fryers
plural | griddles | griddles
plural | combi ovens | combi-ovens
plural | blenders | blenders
plural | juicers | juicers
plural | espresso machines | espresso-machines
plural | reach-in freezers | reach-in-freezers
plural | wine glasses | wine-glasses
plural | tumblers | tumblers
plural | dinner plates | dinner-plates
plural | steak knives | steak-knives
plural | chef knives | chef-knives
plural | cutting boards | cutting-boards
plural | fry pans | fry-pans
plural | mixing bowls | mixing-bowls
plural | thermometers | thermometers
plural | mops | mops
plural | trash bags | trash-bags
plural | dining chairs | dining-chairs
plural | umbrellas | umbrellas
plural | pillows | pillows
plural | slippers | slippers
plural | hair dryers | hair-dryers
plural | housekeeping carts | housekeeping-carts
typo | friar | deep-fryers
typo | fryar | deep-fryers
typo | griddel | griddles
typo | salamandar | salamanders-and-cheesemelters
typo | convection ovn | convection-ovens
typo | combi oeven | combi-ovens
typo | expresso machine | espresso-machines
typo | blendr | blenders
typo | refrigirator | reach-in-refrigerators, undercounter-refrigerators, worktop-refrigerators, pass-through-refrigerators, dual-temperature-units, minibars
typo | refridgerator | reach-in-refrigerators, undercounter-refrigerators, worktop-refrigerators, pass-through-refrigerators, dual-temperature-units, minibars
typo | freezr | reach-in-freezers, walk-in-freezers, ice-cream-freezers, dual-temperature-units
typo | chafing dsh | chafing-dishes
typo | champange flute | champagne-flutes
typo | tumbeler | tumblers
typo | cuting board | cutting-boards
typo | rolling pinn | rolling-pins
typo | thermometr | thermometers
typo | spatual | serving-utensils, tongs
typo | vaccum cleaner | vacuum-cleaners
typo | mop buckit | mop-buckets
typo | sanitiser | sanitizers-and-disinfectants
typo | dinning chair | dining-chairs
typo | barstol | bar-stools
typo | matress protector | mattress-protectors
typo | pilow | pillows
typo | bathrob | bath-robes
typo | shampo | shampoo-and-conditioner
typo | basmathi rice | rice
typo | mayonaise | mayonnaise
typo | ketchap | ketchup-and-mustard
synonym | fridge | reach-in-refrigerators, undercounter-refrigerators, worktop-refrigerators, pass-through-refrigerators, dual-temperature-units, minibars
synonym | reach in fridge | reach-in-refrigerators
synonym | under counter fridge | undercounter-refrigerators
synonym | display fridge | glass-door-merchandisers, display-cases
synonym | cold room | walk-in-coolers
synonym | bar fridge | beverage-coolers
synonym | ice maker | modular-ice-machines, undercounter-ice-machines
synonym | shock freezer | blast-chillers
synonym | saladette | refrigerated-prep-tables
synonym | deep fat fryer | deep-fryers
synonym | frier | deep-fryers
synonym | cooker | commercial-ranges
synonym | flat top | griddles
synonym | chargrill | charbroilers
synonym | cheese melter | salamanders-and-cheesemelters
synonym | combi steamer | combi-ovens
synonym | speed oven | rapid-cook-ovens
synonym | dough mixer | commercial-mixers
synonym | vacuum sealer | vacuum-packing-machines
synonym | coffee machine | espresso-machines, coffee-brewers
synonym | barista machine | espresso-machines
synonym | bain marie | food-warmers
synonym | hot cupboard | heated-holding-cabinets
synonym | chafer | chafing-dishes
synonym | chopping board | cutting-boards
synonym | gastronorm | food-pans
synonym | gastronorm pan | food-pans
synonym | hotel pan | food-pans
synonym | baking tray | sheet-pans
synonym | frying pan | fry-pans
synonym | skillet | fry-pans
synonym | jug | pitchers-and-carafes
synonym | stemware | wine-glasses
synonym | cutlery | dinner-forks, dinner-knives, teaspoons, steak-knives, serving-utensils
synonym | room service trolley | room-service-carts
synonym | housekeeping trolley | housekeeping-carts
synonym | maid cart | housekeeping-carts
synonym | luggage trolley | luggage-carts
synonym | bellman cart | luggage-carts
synonym | hoover | vacuum-cleaners
synonym | bin liner | trash-bags
synonym | dustbin | trash-cans
synonym | kitchen roll | paper-towels
synonym | parasol | umbrellas
synonym | sunbed | sun-loungers
synonym | serviettes | napkins
synonym | cling film | food-wrap-and-foil
synonym | prawns | frozen-seafood
synonym | chips | french-fries
synonym | bedsheet | bed-sheets
synonym | amenity kit | dental-and-vanity-kits
synonym | queue post | stanchions
extra | deep fat fryer for restaurant | deep-fryers
extra | commercial kitchen fridge stainless | reach-in-refrigerators, undercounter-refrigerators, worktop-refrigerators, pass-through-refrigerators, dual-temperature-units
extra | heavy duty stock pot large | stock-pots
extra | good quality chef knife german | chef-knives
extra | wine glasses for weddings | wine-glasses
extra | plastic chopping board colours | cutting-boards
extra | espresso machine for cafe 2 group | espresso-machines
extra | housekeeping trolley for hotel rooms | housekeeping-carts
extra | blender for smoothies | blenders
extra | ice machine for bar | modular-ice-machines, undercounter-ice-machines
extra | outdoor chairs for terrace | patio-chairs
extra | bath towels white cotton hotel | bath-towels
extra | pizza oven wood fired | pizza-ovens
extra | mop bucket yellow with wringer | mop-buckets
extra | trash can kitchen 32 gallon | trash-cans
extra | dinner plates porcelain white round | dinner-plates
extra | stainless steel food pan 1/2 size | food-pans
extra | frozen french fries 2.5 kg shoestring | french-fries
extra | hotel pillow soft down | pillows
extra | reach in freezer 2 door glass | reach-in-freezers
sku | sku | #881
sku | sku | #10
sku | sku | #4242
sku | sku | #12345
sku | sku | #50000
sku | sku-lower | #881
sku | sku-lower | #777
sku | sku-lower | #31337
sku | sku-lower | #65432
sku | sku-lower | #99999
sku | sku-nodash | #881
sku | sku-nodash | #2024
sku | sku-nodash | #45678
sku | sku-nodash | #70001
sku | sku-nodash | #88888
brand | rational deep fryer | deep-fryers @Rational
brand | vulcan combi oven | combi-ovens @Vulcan
brand | vulcan pizza oven | pizza-ovens @Vulcan
brand | true reach-in refrigerator | reach-in-refrigerators @True
brand | hoshizaki ice machine | modular-ice-machines, undercounter-ice-machines @Hoshizaki
brand | scotsman ice machine | modular-ice-machines, undercounter-ice-machines @Scotsman
brand | turbo air walk-in cooler | walk-in-coolers @Turbo Air
brand | traulsen reach in freezer | reach-in-freezers @Traulsen
brand | la marzocco espresso machine | espresso-machines @La Marzocco
brand | waring food warmer | food-warmers @Waring
brand | hobart meat slicer | meat-slicers @Hobart
brand | bunn coffee brewer | coffee-brewers @Bunn
brand | unox espresso machine | espresso-machines @Unox
brand | libbey tumblers | tumblers @Libbey
brand | steelite champagne flutes | champagne-flutes @Steelite
brand | cambro food carrier | insulated-food-carriers @Cambro
brand | victorinox chef knife | chef-knives @Victorinox
brand | karcher vacuum cleaner | vacuum-cleaners @Karcher
brand | tork paper towels | paper-towels @Tork
brand | frette bathrobe | bath-robes @Frette Hotel
brand | mccain fries | french-fries @McCain
brand | frymaster fryer | deep-fryers @Frymaster
arabic | قلاية | deep-fryers
arabic | قلايه | deep-fryers
arabic | قلايات | deep-fryers
arabic | ثلاجة | reach-in-refrigerators, undercounter-refrigerators, worktop-refrigerators, pass-through-refrigerators, dual-temperature-units, minibars, glass-door-merchandisers
arabic | الثلاجات | reach-in-refrigerators, undercounter-refrigerators, worktop-refrigerators, pass-through-refrigerators, dual-temperature-units, minibars, glass-door-merchandisers
arabic | براد | reach-in-refrigerators, undercounter-refrigerators, worktop-refrigerators, pass-through-refrigerators, dual-temperature-units, minibars, glass-door-merchandisers
arabic | فريزر | reach-in-freezers, walk-in-freezers, ice-cream-freezers, dual-temperature-units
arabic | فرن بيتزا | pizza-ovens
arabic | افران كومبي | combi-ovens
arabic | أفران كومبي | combi-ovens
arabic | ميكروويف | microwave-ovens
arabic | خلاط | blenders
arabic | عجانة | commercial-mixers
arabic | ماكينة اسبريسو | espresso-machines
arabic | مكينة قهوة | espresso-machines, coffee-brewers
arabic | ماكينة ثلج | modular-ice-machines, undercounter-ice-machines
arabic | غرفة تبريد | walk-in-coolers
arabic | لوح تقطيع | cutting-boards
arabic | سكين شيف | chef-knives
arabic | مقلاة | fry-pans
arabic | كاسات | tumblers, wine-glasses, beer-glasses, champagne-flutes
arabic | صحون | dinner-plates, platters, saucers-and-cups
arabic | سخان بوفيه | chafing-dishes
arabic | عربة خدمة غرف | room-service-carts
arabic | ترولي تنظيف | housekeeping-carts, janitorial-carts
arabic | ممسحة | mops
arabic | مكنسة كهربائية | vacuum-cleaners
arabic | مناشف | bath-towels, pool-towels, paper-towels
arabic | شراشف | bed-sheets
arabic | مخدات | pillows
arabic | روبيان | frozen-seafood
arabic | ارز بسمتي | rice
arabic | شبشب فندقي | slippers
arabic | مجفف شعر | hair-dryers
arabic | سشوار | hair-dryers
`;

export type QueryKind = 'shop' | 'plural' | 'typo' | 'synonym' | 'extra' | 'sku' | 'brand' | 'arabic';

export interface LabelledQuery {
  kind: QueryKind;
  /** The text typed; for SKU queries, how the product's SKU is typed. */
  query: string;
  /** Subcategory slugs where the meant products are. */
  categories: string[];
  /** Only this brand's products in them. */
  brand: string | null;
  /** One meant product (SKU queries). */
  product: number | null;
}

export function labelledQueries(text = QUERY_SET): LabelledQuery[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const [kind = '', query = '', meant = ''] = line.split('|').map((part) => part.trim());
      const [where = '', brand] = meant.split('@').map((part) => part.trim());
      const product = where.startsWith('#') ? Number(where.slice(1)) : null;
      return {
        kind: kind as QueryKind,
        query,
        categories: product === null ? where.split(',').map((slug) => slug.trim()).filter(Boolean) : [],
        brand: brand ?? null,
        product,
      };
    });
}
