/**
 * The hospitality trade's words for what the catalogue names otherwise (issue 32), as data the
 * store edits: one line per product idea. Words or phrases before '~' mean the same thing and
 * find each other; those after '~' are related: typing a word before '~' finds them too, ranked
 * after the equivalents (a buyer asking for a fridge may take a chiller, not first). Typing a
 * related word finds only itself. Lines are read by the same tokeniser as queries (case,
 * accents and Arabic spelling folded), and plurals are matched by search, so list one form.
 * '#' starts a comment. English first, then Arabic with Gulf words.
 */
export const TRADE_SYNONYMS = `
# Refrigeration
fridge, refrigerator, refrigerators, reefer ~ freezer, chiller, cooler
reach in fridge, reach in refrigerator, upright fridge, upright refrigerator
under counter fridge, undercounter fridge, undercounter refrigerator, under bench fridge, underbar fridge
display fridge, display chiller, merchandiser fridge, glass door fridge ~ display case
walk in fridge, walk in chiller, cold room, cool room, walk in cooler ~ walk in freezer
freezer room, walk in freezer, cold store ~ walk in cooler
chest freezer, ice cream freezer, dipping cabinet
blast freezer, blast chiller, shock freezer
ice maker, ice machine, ice cube machine, ice cuber
bottle cooler, back bar cooler, bar fridge, beverage cooler
wine fridge, wine chiller, wine cooler
prep fridge, saladette, salad prep table, pizza prep table, sandwich prep table, prep table
chef base, refrigerated chef base, fridge drawers
minibar, mini bar, mini fridge, room fridge, minibar refrigerator

# Cooking
fryer, frier, deep fryer, deep fat fryer, chip fryer, fat fryer
cooker, range, stove, hob, burner, gas range, cooking range
griddle, hotplate, hot plate, flat top, plancha
chargrill, char grill, charbroiler, grill, broiler
salamander, salamander grill, salamander broiler, cheesemelter, cheese melter
combi, combi oven, combination oven, combi steamer
convection oven, fan oven
pizza oven, deck oven
microwave, microwave oven, commercial microwave
speed oven, rapid cook oven, high speed oven, turbo oven
mixer, dough mixer, planetary mixer, stand mixer, kneader
slicer, meat slicer, deli slicer, ham slicer
food processor, veg prep machine, vegetable cutter, robot coupe
blender, bar blender, smoothie blender, liquidiser
vacuum packer, vacuum sealer, vacuum packing machine, vacuum packaging machine, vac pack machine
juicer, juice extractor, citrus press
rice cooker, rice boiler
soup kettle, soup warmer ~ food warmer
bain marie, bainmarie, food warmer, wet well, hot well ~ soup kettle, heated holding cabinet
hot cupboard, holding cabinet, heated holding cabinet, warming cabinet ~ food warmer
heat lamp, heat lamps, strip heater, infrared warmer, gantry

# Beverage
coffee machine, espresso machine, coffee brewer, coffee maker, barista machine, cappuccino machine
coffee brewer, filter coffee machine, batch brewer, drip coffee maker
tea brewer, iced tea brewer, tea urn ~ electric kettle
kettle, electric kettle, water boiler

# Warewashing and cleaning
dishwasher, warewasher, dish washing machine, dishmachine, dish machine ~ glass washer, pot washer
undercounter dishwasher, under counter dishwasher, front loading dishwasher, under bench dishwasher
hood dishwasher, hood type dishwasher, door type dishwasher, pass through dishwasher, pass through warewasher
conveyor dishwasher, rack conveyor dishwasher, tunnel dishwasher, flight dishwasher
glass washer, glasswasher, glass washing machine, bar glass washer
dish rack, dishwasher rack, glass rack, cup rack, peg rack, warewashing rack
dishwasher detergent, machine detergent, warewashing chemical, dishwasher chemical, rinse aid, dishwasher rinse aid
dishwashing detergent, dish soap, washing up liquid ~ dishwasher detergent
sanitiser, sanitizer, disinfectant, surface sanitizer
degreaser, oven cleaner, grill cleaner
floor cleaner, floor detergent
mop, wet mop, mop head
mop bucket, mop wringer, mop trolley
broom, angle broom, sweeping brush, dustpan
hoover, vacuum, vacuum cleaner, commercial vacuum cleaner
floor scrubber, scrubber dryer, floor machine
carpet cleaner, carpet extractor
bin, trash can, waste bin, rubbish bin, garbage bin, waste container, dustbin
bin liner, bin bag, trash bag, garbage bag, refuse sack
recycling bin, recycle bin
hand towel, paper towel, kitchen roll, hand towel roll
toilet paper, toilet roll, toilet tissue
hand dryer, hand drier
cloth, microfiber cloth, microfibre cloth, duster, cleaning cloth
wet floor sign, caution sign, safety sign

# Trolleys and carts (a trolley in the Gulf and the UK is a cart in the US)
trolley, cart
room service trolley, room service cart, room service table
housekeeping trolley, housekeeping cart, maid cart, maid trolley, chambermaid trolley ~ janitor cart
janitor trolley, janitor cart, cleaning trolley, cleaning cart
luggage trolley, luggage cart, bellman cart, bell cart, bellhop cart, birdcage cart
service trolley, utility cart, serving trolley

# Food preparation and storage
chopping board, cutting board, chopping block, butcher block
gastronorm, gastronorm pan, gn pan, gastro pan, hotel pan, food pan, steam table pan, bain marie pan
food storage container, storage container, food container, tub, deli container
sheet pan, baking tray, baking sheet, oven tray, bun pan
frying pan, fry pan, skillet, saute pan
stock pot, stockpot, soup pot, boiling pot
saucepan, sauce pan
roasting tray, roasting pan, roaster
chef knife, cook knife, cooks knife, kitchen knife, chefs knife
paring knife, vegetable knife, peeling knife
knife sharpener, sharpening steel, whetstone, honing steel
thermometer, probe thermometer, food thermometer
scale, scales, weighing scale, portion scale, kitchen scale
tongs, serving tongs, utility tongs
whisk, balloon whisk, piano whisk
ladle, soup ladle
piping bag, pastry bag, icing bag
rolling pin, dough roller
shelving, wire shelving, shelves, racking, storage rack
insulated food carrier, food transport box, thermobox, hot box
ingredient bin, flour bin, dry storage bin
loaf tin, bread tin, bread pan, loaf pan
silicone mould, silicone mold, baking mould, baking mold

# Tableware
chafer, chafing dish, chaffing dish, chafing set, buffet warmer, food warmer buffet
plate, plates, dinner plate, dinnerware, crockery ~ platter
bowl, soup bowl, salad bowl
platter, serving platter, serving plate
cup and saucer, cups and saucers, teacup, coffee cup
cutlery, flatware, silverware
fork, dinner fork, table fork
knife, dinner knife, table knife
teaspoon, tea spoon, coffee spoon
steak knife, steak knives
serving spoon, serving utensil
wine glass, wine glasses, stemware
tumbler, water glass, highball, rocks glass, old fashioned glass
champagne flute, champagne glass, flute
beer glass, pint glass, beer mug
jug, pitcher, carafe, water jug
beverage dispenser, juice dispenser, drink dispenser
cake stand, cake display
buffet riser, display riser, buffet stand
cocktail shaker, boston shaker, shaker
jigger, bar measure, bar jigger, spirit measure
ice bucket, wine bucket, champagne bucket
bar tray, serving tray, drinks tray, waiter tray
serving board, wooden board, sharing board

# Furniture
chair, chairs, seat, seating
bar stool, barstool, counter stool
booth, banquette, restaurant booth
high chair, baby chair, kids chair, restaurant high chair
table top, tabletop
table base, table leg, table frame
banquet table, folding table, trestle table
cocktail table, poseur table, high table, bar table
patio chair, outdoor chair, garden chair, terrace chair
patio table, outdoor table, garden table, terrace table
parasol, umbrella, patio umbrella, sun umbrella
sun lounger, sunbed, pool lounger, deck chair
headboard, bed headboard
wardrobe, closet, hotel wardrobe
desk, writing desk, hotel desk
luggage rack, suitcase stand, luggage stand
sofa, couch, lobby sofa, settee
armchair, lounge chair, easy chair
coffee table, centre table, center table
reception desk, reception counter, front desk

# Food
rice, basmati, basmati rice
pasta, spaghetti, penne, noodles
flour, plain flour, maida
sugar, caster sugar, icing sugar
canned tomatoes, tinned tomatoes, tomato tin
ketchup, tomato sauce, tomato ketchup
mayo, mayonnaise
oil, cooking oil, frying oil, vegetable oil
syrup, coffee syrup, flavoring syrup, flavouring syrup
spice, spices, seasoning, masala
coffee beans, coffee, espresso beans, whole bean coffee
tea, tea bags, loose tea
juice, fruit juice
water, bottled water, mineral water, drinking water
fries, chips, french fries, frozen fries, potato chips frozen
frozen vegetables, frozen veg
frozen dessert, frozen cake, ice cream
prawns, shrimp, frozen shrimp, frozen prawns
takeaway box, takeaway container, takeout container, to go box, food box
paper cup, disposable cup, takeaway cup, coffee cup disposable
napkin, napkins, serviette, serviettes, dinner napkin
foil, aluminium foil, aluminum foil, kitchen foil, cling film, food wrap

# Hotel supplies
bed sheet, bedsheet, flat sheet, sheets, bed linen
duvet cover, quilt cover, comforter cover
pillow, pillows, bed pillow, hotel pillow
mattress protector, mattress cover, mattress pad
bath towel, towel, towels, bath sheet
bathrobe, bath robe, robe, dressing gown
bath mat, bathmat, floor towel
pool towel, beach towel
shampoo, conditioner, hair shampoo
soap, hotel soap, soap bar, guest soap
slippers, hotel slippers, guest slippers
vanity kit, dental kit, amenity kit, guest amenities
hair dryer, hairdryer, hair drier, blow dryer
safe, hotel safe, in room safe, room safe
iron, iron and board, ironing board
stanchion, queue post, crowd control post, rope barrier

# Arabic, with Gulf trade words (the catalogue writes Modern Standard Arabic)
ثلاجه, براد, برادات, ثلاجات ~ فريزر, مبرد
فريزر, فريزرات, مجمد, مجمده, ثلاجه تجميد
غرفه تبريد, غرفه تبريد خارجيه, ثلاجه غرفه ~ غرفه تجميد
ماكينه ثلج, مكينه ثلج, ماكينه الثلج, صانعه ثلج
قلايه, قلايات, مقلايه, مقلاة زيت, قلايه عميقه
فرن, افران, تنور
فرن بيتزا, فرن البيتزا
شوايه, شوايات, مشواه, شواية فحم
موقد, طباخ, طباخه غاز, غاز طبخ, بوتاجاز
خلاط, خلاطات, مكسر
عجانه, عجانات, عجانه عجين, خلاط عجين
عصاره, عصارات, عصاره فواكه
ماكينه قهوه, مكينه قهوه, مكينة قهوه, الة قهوه, ماكينه اسبريسو, ماكينه تحضير قهوه
دله, دلة قهوه, ترمس, ترامس
غلايه, غلايات, كتل, كيتل
صحون, صحن, طبق, اطباق
غساله صحون, غسالات صحون, غساله اطباق, جلايه, جلايات, غساله صحون تجاريه ~ غساله كؤوس
غساله كؤوس, غساله كاسات, غساله اكواب, غسالات كؤوس
سله غساله صحون, سلال غساله صحون, سله صحون, سله كاسات
منظف غساله صحون, منظف غسالات الصحون, ملمع غساله صحون, ملمع شطف
ملاعق, ملعقه, خواشيق, خاشوقه
سكاكين, سكين
شوك, شوكه, فرك
كاسات, كاسه, كاس, اكواب, كوب, بيالات, استكانات
زبديه, زبادي
صينيه, صواني
دوارق, دورق, جك, ابريق
طاوله, طاولات, ميز
كرسي, كراسي, كرسي طعام
كنبه, كنب, كنبايات, صوفا
عربه, عربات, عرباية, عربانه, ترولي
عربه خدمه غرف, ترولي خدمه غرف, عربه روم سيرفس
عربه تدبير, ترولي تنظيف, عربه تنظيف, عربه نظافه
لوح تقطيع, لوح تقطيع خشب, طبليه تقطيع, خشبه تقطيع
حوض طعام, حوض جاسترونورم, جاسترونورم, صينيه جاسترونورم
سخان بوفيه, شافنج ديش, سخانات بوفيه, بوفيه
منشفه, مناشف, فوطه, فوط, بشكير, بشاكير
شرشف, شراشف, ملايه, ملايات
مخده, مخدات, وساده, وسايد
بطانيه, لحاف, غطاء لحاف
روب حمام, برنص, روب
شبشب, نعال, زنوبه
ممسحه, مماسح, مساحه, مسّاحه
مكنسه, مكانس, مقشه
مكنسه كهربائيه, مكنسه كهربايه, فاكيوم
حاويه نفايات, سله مهملات, برميل زباله, زباله
كيس زباله, اكياس زباله, كيس نفايات
منظف, منظفات, صابون, كلوركس
معقم, معقمات, مطهر
ورق حمام, مناديل حمام, كلينكس
مناديل, منديل, محارم
ارز, رز, عيش
سكر, سكر ناعم
زيت, زيت طبخ, زيت قلي
بهارات, بهار, توابل
قهوه, بن, حبوب قهوه
شاي, شاهي
بطاطس, بطاطا, بطاطس مقليه, فرايز
روبيان, ربيان, جمبري
مكواه, مكوى, كاويه
مجفف شعر, سشوار, استشوار
خزنه, تجوري
مظله, شمسيه, مظلات
سرير, اسره, لوح سرير
`;

/** A word or phrase of the table, as tokens. */
export type Phrase = string[];

export interface SynonymEntry {
  /** Each means the same (a product idea). */
  equivalents: Phrase[];
  /** Found too, after the equivalents. */
  related: Phrase[];
}

/** The table's lines as entries, every word through `tokens` (the query's tokeniser). */
export function parseSynonyms(text: string, tokens: (text: string) => string[]): SynonymEntry[] {
  const entries: SynonymEntry[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    const [same = '', related = ''] = line.split('~');
    const phrases = (part: string) => part.split(/[,،]/).map(tokens).filter((phrase) => phrase.length > 0);
    const equivalents = phrases(same);
    if (equivalents.length > 0) entries.push({ equivalents, related: phrases(related) });
  }
  return entries;
}
