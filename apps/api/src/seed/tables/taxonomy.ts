/**
 * The catalogue tree: 8 departments (docs/behaviour.md §2.1), 5 categories each (Kitchen
 * Equipment 6: Warewashing, a department of its own in the trade stores, sits there since the
 * eight department pages are fixed), 4-6 subcategories each. A subcategory line reads
 *   Name | product noun | sizes | modifiers | variants | AED price range
 * and the generator combines brand, size, modifier, noun and variant into names such as
 * 'Vulcan 40 lb Gas Deep Fryer 4-Tube'. An empty field means "none".
 */
export const TAXONOMY = `
= kitchen-equipment | Kitchen Equipment
# Cooking Equipment
Deep Fryers | Deep Fryer | 15 lb;25 lb;40 lb;50 lb;70 lb | Gas;Electric | 3-Tube;4-Tube;5-Tube;Countertop | 900-14000
Commercial Ranges | Range | 24 in.;36 in.;48 in.;60 in. | Gas;Electric;Heavy Duty | 4-Burner;6-Burner;10-Burner;with Griddle | 3500-26000
Griddles | Griddle | 24 in.;36 in.;48 in.;72 in. | Gas;Electric;Chrome | Countertop;Manual Controls;Thermostatic | 1800-15000
Charbroilers | Charbroiler | 24 in.;36 in.;48 in. | Gas;Lava Rock;Radiant | Countertop;Floor Model | 1600-12000
Salamanders and Cheesemelters | Salamander Broiler | 24 in.;36 in.;48 in. | Gas;Infrared;Electric | Wall Mount;Range Mount | 2200-11000
# Commercial Ovens
Convection Ovens | Convection Oven | Half-Size;Full-Size;Double-Deck | Gas;Electric | Single Deck;Standard Depth;Bakery Depth | 4500-42000
Combi Ovens | Combi Oven | 6 Pan;10 Pan;20 Pan | Electric;Gas;Boilerless | Touch Control;Manual Control | 28000-160000
Pizza Ovens | Pizza Oven | 18 in.;32 in.;40 in. | Deck;Conveyor;Stone Hearth | Gas;Electric;Double Stack | 6000-95000
Microwave Ovens | Commercial Microwave | 1000W;1200W;1800W;2100W | Heavy Duty;Medium Duty | Touch Pad;Dial Timer | 900-9500
Rapid Cook Ovens | High Speed Oven | 1 cu. ft.;1.5 cu. ft. | Ventless;Countertop | Single Cavity;Dual Cavity | 22000-70000
# Food Preparation Equipment
Food Processors | Food Processor | 2.5 qt.;3.5 qt.;4.5 qt.;6 qt. | Continuous Feed;Batch Bowl;Combination | 1 HP;1.5 HP;2 HP | 1200-16000
Commercial Mixers | Planetary Mixer | 5 qt.;10 qt.;20 qt.;30 qt.;60 qt. | Countertop;Floor;Gear Driven | with Bowl Guard;3-Speed | 1500-48000
Meat Slicers | Meat Slicer | 10 in.;12 in.;13 in.;14 in. | Manual;Automatic;Heavy Duty | 1/3 HP;1/2 HP | 1300-22000
Blenders | Commercial Blender | 48 oz.;64 oz.;1 gal. | High Performance;Bar;Sound Enclosure | Variable Speed;Programmable | 450-6500
Vacuum Packing Machines | Vacuum Packaging Machine | 12 in.;16 in.;20 in. | Chamber;External;Tabletop | Single Seal Bar;Double Seal Bar | 2500-32000
# Beverage Equipment
Espresso Machines | Espresso Machine | 1 Group;2 Group;3 Group | Automatic;Semi-Automatic;Super Automatic | with Steam Wand;Volumetric | 6000-90000
Coffee Brewers | Coffee Brewer | 1.5 gal.;3 gal.;12 Cup | Automatic;Pourover;Satellite | Dual Warmer;Single Warmer | 900-14000
Juicers | Commercial Juicer | 1 HP;1.5 HP;2 HP | Citrus;Centrifugal;Cold Press | Automatic Feed;Manual | 700-18000
Ice Tea Brewers | Iced Tea Brewer | 3 gal.;5 gal. | Automatic;Pourover | Single;Dual | 1200-5200
# Holding and Warming
Food Warmers | Countertop Food Warmer | 1 Well;2 Well;3 Well;4 Well | Electric;Dry Heat;Wet Heat | Full-Size;Half-Size | 400-5200
Heated Holding Cabinets | Heated Holding Cabinet | Half-Height;Full-Height;Undercounter | Insulated;Non-Insulated | 1 Door;2 Door | 3200-24000
Soup Kettles | Soup Kettle | 7 qt.;10 qt.;11 qt. | Electric;Round;Bain Marie | Black;Stainless Steel | 250-1600
Heat Lamps | Strip Heater | 24 in.;36 in.;48 in.;60 in. | Infrared;Ceramic | Single;Dual;with Lights | 500-3800
Rice Cookers | Commercial Rice Cooker | 30 Cup;50 Cup;60 Cup | Electric;Gas | with Warmer;Induction | 350-4200
# Warewashing
Undercounter Dishwashers | Undercounter Dishwasher | 24 Racks/Hr;30 Racks/Hr;40 Racks/Hr | High Temp;Low Temp | with Drain Pump;with Booster Heater | 9000-36000
Door-Type Dishwashers | Door-Type Dishwasher | 55 Racks/Hr;60 Racks/Hr;70 Racks/Hr | High Temp;Low Temp | Straight;Corner;with Booster Heater | 22000-85000
Conveyor Dishwashers | Conveyor Dishwasher | 150 Racks/Hr;200 Racks/Hr;250 Racks/Hr | High Temp;Low Temp | Left to Right;Right to Left;with Dryer | 75000-320000
Glass Washers | Glass Washer | 16 in.;18 in.;20 in. | Undercounter;Countertop | with Drain Pump;with Rinse Aid Pump | 6500-26000
Dish Racks | Dishwasher Rack | Half-Size;Full-Size | Peg;Open;Compartment | with Extender;Pack of 6 | 60-900
Warewashing Chemicals | Dishwasher Detergent | 5 l;10 l;20 l | Chlorinated;Non-Chlorinated;Low Temp | Case of 2;Single | 90-900

= refrigeration | Refrigeration
# Reach-In Refrigeration
Reach-In Refrigerators | Reach-In Refrigerator | 23 cu. ft.;49 cu. ft.;72 cu. ft. | 1-Door;2-Door;3-Door | Solid Door;Glass Door;Bottom Mount | 4500-26000
Reach-In Freezers | Reach-In Freezer | 23 cu. ft.;49 cu. ft.;72 cu. ft. | 1-Door;2-Door;3-Door | Solid Door;Glass Door;Top Mount | 5200-29000
Dual Temperature Units | Dual Temp Refrigerator Freezer | 46 cu. ft.;49 cu. ft. | 2-Door;4 Half-Door | Solid Door;Stainless Steel | 9000-32000
Pass-Through Refrigerators | Pass-Through Refrigerator | 23 cu. ft.;46 cu. ft. | 1-Section;2-Section | Solid Door;Glass Door | 12000-36000
# Undercounter and Worktop
Undercounter Refrigerators | Undercounter Refrigerator | 27 in.;48 in.;60 in. | 1-Door;2-Door;Drawered | Stainless Steel;Side Mount | 2800-14000
Worktop Refrigerators | Worktop Refrigerator | 27 in.;48 in.;60 in.;72 in. | 1-Door;2-Door;3-Door | with Backsplash;Stainless Top | 3200-16000
Refrigerated Prep Tables | Sandwich Prep Table | 27 in.;48 in.;60 in.;72 in. | 1-Door;2-Door;3-Door | Mega Top;Standard Top | 3800-19000
Chef Bases | Refrigerated Chef Base | 36 in.;52 in.;72 in. | 2-Drawer;4-Drawer | Marine Edge;Extended Top | 5200-21000
# Ice Machines
Modular Ice Machines | Modular Ice Machine | 350 lb;500 lb;800 lb;1000 lb | Air-Cooled;Water-Cooled | Full Cube;Half Cube;Nugget | 7000-42000
Undercounter Ice Machines | Undercounter Ice Maker | 65 lb;100 lb;130 lb | Air-Cooled;Self-Contained | Full Cube;Half Dice;Gourmet | 3500-16000
Ice Bins | Ice Storage Bin | 300 lb;500 lb;700 lb | Stainless Steel;Polyethylene | Top Hinged;Sliding Door | 2200-9800
Ice Dispensers | Ice Dispenser | 50 lb;90 lb;150 lb | Countertop;Hotel Style | Push Button;Lever | 6500-28000
# Merchandising Refrigeration
Glass Door Merchandisers | Glass Door Merchandiser | 12 cu. ft.;23 cu. ft.;49 cu. ft. | 1-Door;2-Door;3-Door | Swing Door;Sliding Door | 3000-18000
Display Cases | Refrigerated Display Case | 36 in.;48 in.;60 in.;72 in. | Curved Glass;Straight Glass | Bakery;Deli;Sushi | 6500-38000
Beverage Coolers | Back Bar Cooler | 48 in.;60 in.;72 in.;95 in. | 2-Door;3-Door | Solid Door;Glass Door | 3500-17000
Wine Coolers | Wine Cooler | 24 Bottle;46 Bottle;120 Bottle | Single Zone;Dual Zone | Built-In;Freestanding | 1800-14000
Ice Cream Freezers | Ice Cream Dipping Cabinet | 8 Flavor;12 Flavor;16 Flavor | Curved Glass;Flat Glass | Sliding Lid | 5500-24000
# Blast Chillers and Walk-Ins
Blast Chillers | Blast Chiller | 5 Pan;10 Pan;15 Pan | Reach-In;Roll-In | Shock Freezer;Probe Controlled | 18000-95000
Walk-In Coolers | Walk-In Cooler | 6 ft. x 8 ft.;8 ft. x 10 ft.;10 ft. x 12 ft. | Indoor;Outdoor | with Floor;Floorless | 28000-110000
Walk-In Freezers | Walk-In Freezer | 6 ft. x 8 ft.;8 ft. x 10 ft.;10 ft. x 12 ft. | Indoor;Outdoor | with Floor;Remote Condensing | 34000-130000
Refrigeration Parts | Condensing Unit | 1/2 HP;1 HP;2 HP;3 HP | Air-Cooled;Outdoor | 220V;380V | 2800-18000

= tableware | Tableware
# Dinnerware
Dinner Plates | Dinner Plate | 8 in.;10 in.;11 in.;12 in. | Porcelain;Stoneware;Melamine | Coupe;Rimmed;Square;Pack of 12;Pack of 24 | 90-1600
Bowls | Bowl | 12 oz.;16 oz.;24 oz.;32 oz. | Porcelain;Stoneware;Melamine | Soup;Salad;Pasta;Pack of 12 | 80-1300
Platters | Serving Platter | 12 in.;14 in.;16 in.;18 in. | Porcelain;Melamine;Slate | Oval;Rectangular;Round | 60-900
Saucers and Cups | Cup and Saucer Set | 3 oz.;6 oz.;8 oz.;12 oz. | Porcelain;Bone China | Espresso;Cappuccino;Pack of 12 | 120-1400
Serving Boards | Serving Board | 12 in.;16 in.;20 in. | Acacia Wood;Slate;Bamboo | with Handle;Rectangular | 45-520
# Flatware
Dinner Forks | Dinner Fork | 7 in.;8 in. | 18/10 Stainless;18/0 Stainless | Pack of 12;Pack of 36;Heavy Weight | 70-900
Dinner Knives | Dinner Knife | 8.5 in.;9.5 in. | 18/10 Stainless;18/0 Stainless | Solid Handle;Pack of 12 | 80-950
Teaspoons | Teaspoon | 6 in.;6.5 in. | 18/10 Stainless;18/0 Stainless | Pack of 12;Pack of 36 | 50-700
Steak Knives | Steak Knife | 9 in.;9.5 in. | Pointed Tip;Round Tip | Serrated;Pack of 12 | 90-1100
Serving Utensils | Serving Spoon | 10 in.;11 in.;13 in. | Solid;Slotted;Perforated | Stainless Steel;Hollow Handle | 20-260
# Glassware
Wine Glasses | Wine Glass | 8 oz.;12 oz.;16 oz.;20 oz. | Crystal;Tempered | Bordeaux;Burgundy;All-Purpose;Pack of 12 | 120-1900
Tumblers | Tumbler | 10 oz.;12 oz.;14 oz.;16 oz. | Glass;Polycarbonate | Rocks;Highball;Pack of 24 | 70-800
Champagne Flutes | Champagne Flute | 6 oz.;7 oz.;8 oz. | Crystal;Tempered | Pack of 6;Pack of 12 | 110-1500
Beer Glasses | Beer Glass | 12 oz.;16 oz.;20 oz. | Pilsner;Pint;Mug | Pack of 12;Pack of 24 | 80-850
Pitchers and Carafes | Carafe | 0.5 l;1 l;1.5 l;60 oz. | Glass;Polycarbonate | with Lid;Stackable | 30-380
# Buffet and Display
Chafing Dishes | Chafing Dish | 4 qt.;8 qt.;9 qt. | Roll Top;Induction;Stainless Steel | Full-Size;Round;Rectangular | 260-3800
Beverage Dispensers | Beverage Dispenser | 2 gal.;3 gal.;5 gal. | Polycarbonate;Glass;Stainless Steel | with Ice Core;Single;Double | 180-2400
Cake Stands | Cake Stand | 10 in.;12 in.;14 in. | Glass;Porcelain;Stainless Steel | with Dome;Pedestal | 60-700
Buffet Risers | Display Riser | 6 in.;8 in.;12 in. | Acrylic;Wood;Metal | Square;Tiered | 60-900
# Bar Service
Cocktail Shakers | Cocktail Shaker | 18 oz.;24 oz.;28 oz. | Boston;Cobbler;Weighted | Stainless Steel;Copper | 25-320
Bar Tools | Bar Jigger | 1 oz.;1.5 oz.;2 oz. | Japanese Style;Double | Stainless Steel;Gold | 15-160
Ice Buckets | Ice Bucket | 3 qt.;4 qt.;8 qt. | Double Wall;Insulated | with Tongs;with Lid | 40-520
Serving Trays | Bar Serving Tray | 11 in.;14 in.;16 in. | Non-Skid;Cork Lined | Round;Oval | 25-260

= kitchen-supplies | Kitchen Supplies
# Cookware
Fry Pans | Fry Pan | 8 in.;10 in.;12 in.;14 in. | Aluminum;Stainless Steel;Carbon Steel;Cast Iron | Non-Stick;Induction Ready | 60-900
Stock Pots | Stock Pot | 8 qt.;20 qt.;40 qt.;60 qt.;100 qt. | Aluminum;Stainless Steel | with Cover;Heavy Duty | 120-2200
Sauce Pans | Sauce Pan | 2 qt.;3.5 qt.;5.5 qt.;7.5 qt. | Aluminum;Stainless Steel | with Helper Handle;Induction Ready | 80-950
Sheet Pans | Sheet Pan | Quarter-Size;Half-Size;Full-Size | Aluminum;Perforated;Non-Stick | Pack of 12;Wire in Rim | 40-650
Roasting Pans | Roasting Pan | 16 in.;18 in.;24 in. | Aluminum;Stainless Steel | with Rack;Heavy Duty | 140-1400
# Cutlery and Knives
Chef Knives | Chef Knife | 8 in.;10 in.;12 in. | German Steel;Japanese Steel | Forged;Stamped;Santoku | 90-1400
Paring Knives | Paring Knife | 3 in.;3.5 in.;4 in. | Serrated;Straight Edge | Pack of 6;Color Coded | 25-320
Cutting Boards | Cutting Board | 12 x 18 in.;15 x 20 in.;18 x 24 in. | Polyethylene;Wood;Rubber | Color Coded;Pack of 6 | 45-700
Knife Sharpeners | Knife Sharpener | 2 Stage;3 Stage | Electric;Manual;Whetstone | Diamond;Ceramic | 40-1600
# Food Storage and Transport
Food Storage Containers | Food Storage Container | 2 qt.;4 qt.;8 qt.;22 qt. | Polycarbonate;Polypropylene | Square;Round;with Lid;Pack of 6 | 20-480
Food Pans | Food Pan | 1/9 Size;1/3 Size;1/2 Size;Full Size | Stainless Steel;Polycarbonate | 2.5 in. Deep;4 in. Deep;6 in. Deep | 20-320
Insulated Food Carriers | Insulated Food Carrier | 3 Pan;5 Pan;8 Pan | Front Loading;Top Loading | with Casters | 450-3800
Ingredient Bins | Ingredient Bin | 21 gal.;27 gal.;34 gal. | Mobile;Slant Top | with Scoop | 180-1200
Dry Storage Shelving | Wire Shelving Unit | 18 x 36 in.;24 x 48 in.;24 x 60 in. | Chrome;Epoxy;Stainless Steel | 4-Shelf;5-Shelf;Mobile | 350-2800
# Pastry and Baking Supplies
Baking Molds | Silicone Baking Mold | 6 Cavity;12 Cavity;24 Cavity | Silicone;Non-Stick | Round;Square;Dome | 30-380
Piping Bags and Tips | Pastry Bag | 14 in.;18 in.;21 in. | Disposable;Reusable | Pack of 100;with Tips | 20-260
Rolling Pins | Rolling Pin | 12 in.;15 in.;18 in. | Wood;Nylon;Marble | French;Ball Bearing | 25-300
Bread Pans | Bread Loaf Pan | 1 lb;1.5 lb;2 lb | Aluminized Steel;Glazed | Strapped Set;Single | 30-520
Mixing Bowls | Mixing Bowl | 3 qt.;5 qt.;8 qt.;13 qt. | Stainless Steel;Polycarbonate | Pack of 6;with Base | 20-360
# Kitchen Utensils
Tongs | Utility Tongs | 9 in.;12 in.;16 in. | Stainless Steel;Silicone Tip | Scalloped;Locking | 10-120
Ladles | Ladle | 2 oz.;4 oz.;6 oz.;8 oz. | Stainless Steel;Color Coded | One-Piece;Hooked Handle | 12-140
Whisks | Piano Whisk | 10 in.;14 in.;18 in. | Stainless Steel;Silicone | French;Balloon | 12-150
Thermometers | Food Thermometer | 5 in.;8 in. | Digital;Dial;Infrared | Pocket;Probe | 30-650
Kitchen Scales | Portion Scale | 5 kg;10 kg;30 kg | Digital;Mechanical | Waterproof;Bench | 90-1500

= housekeeping | Housekeeping
# Cleaning Chemicals
Floor Cleaners | Floor Cleaner | 1 gal.;5 l;20 l | Neutral;Degreasing;Concentrated | Case of 4;Single | 40-480
Dishwashing Detergents | Dishwashing Detergent | 1 gal.;5 l;20 l | Liquid;Powder;Low Temp | Machine;Manual | 45-620
Sanitizers and Disinfectants | Surface Sanitizer | 1 qt.;1 gal.;5 l | Quaternary;Food Safe;Hospital Grade | Spray;Concentrate;Case of 6 | 35-520
Glass Cleaners | Glass Cleaner | 1 qt.;1 gal.;5 l | Streak-Free;Ammonia-Free | Spray;Refill | 25-260
Oven and Grill Cleaners | Oven Cleaner | 1 qt.;1 gal. | Heavy Duty;Non-Caustic | Spray;Gel;Case of 12 | 30-420
# Cleaning Tools
Mops | Wet Mop | 16 oz.;24 oz.;32 oz. | Cotton;Microfiber;Blend | Looped End;Cut End;Pack of 12 | 20-420
Mop Buckets | Mop Bucket | 26 qt.;35 qt.;44 qt. | Side Press;Down Press | with Wringer;with Casters | 180-1300
Brooms and Dustpans | Angle Broom | 12 in.;14 in.;24 in. | Flagged;Unflagged | with Dustpan;Pack of 6 | 20-260
Microfiber Cloths | Microfiber Cloth | 12 x 12 in.;16 x 16 in. | Color Coded;General Purpose | Pack of 12;Pack of 50 | 25-300
Janitorial Carts | Janitor Cart | 3-Shelf;Compact;Full-Size | with Bag;with Doors | Locking;Open | 450-3200
# Floor Care Machines
Vacuum Cleaners | Commercial Vacuum Cleaner | 10 l;15 l;30 l | Upright;Backpack;Canister | Wet/Dry;HEPA | 450-6500
Floor Scrubbers | Floor Scrubber | 17 in.;20 in.;26 in. | Walk-Behind;Ride-On | Battery;Corded | 7500-68000
Carpet Extractors | Carpet Extractor | 12 in.;15 in.;20 in. | Portable;Self-Contained | Heated;Cold Water | 3800-18000
Wet Floor Signs | Wet Floor Sign | 25 in.;37 in. | Yellow;Bilingual | Pack of 6;Cone | 25-260
# Waste Management
Trash Cans | Waste Container | 23 gal.;32 gal.;44 gal.;55 gal. | Round;Square;Slim | with Lid;Step-On | 80-950
Trash Bags | Trash Bag | 13 gal.;33 gal.;55 gal. | Low Density;High Density | Case of 200;Case of 500 | 60-420
Recycling Bins | Recycling Bin | 23 gal.;32 gal. | Blue;Green;3-Stream | with Lid;Mobile | 150-1800
Compactors | Trash Compactor | 15 in.;20 in. | Undercounter;Freestanding | Stainless Steel | 4500-18000
# Paper and Dispensers
Paper Towels | Paper Towel | Multifold;C-Fold;Roll | 1-Ply;2-Ply | Case of 12;Case of 16 | 70-480
Toilet Tissue | Toilet Tissue | Standard Roll;Jumbo Roll | 2-Ply;3-Ply | Case of 48;Case of 96 | 80-520
Soap Dispensers | Soap Dispenser | 800 ml;1000 ml;1200 ml | Manual;Touch-Free | Wall Mount;Countertop | 45-620
Hand Dryers | Hand Dryer | 900W;1500W;2000W | High Speed;Jet;Standard | Stainless Steel;White | 350-4200

= furniture | Furniture
# Restaurant Seating
Dining Chairs | Dining Chair | Standard;Ladder Back;Cross Back | Wood;Metal;Upholstered | Walnut;Black;Natural;Pack of 2 | 220-1600
Bar Stools | Bar Stool | 24 in.;30 in. | Wood;Metal;Swivel | with Back;Backless;Black | 200-1500
Booths | Restaurant Booth | 36 in.;46 in.;48 in. | Single;Double;Wall Bench | Vinyl;Fabric | 1800-7800
High Chairs | Restaurant High Chair | Standard;Stackable | Wood;Plastic | Natural;Walnut;Black | 180-900
# Restaurant Tables
Table Tops | Table Top | 24 in.;30 x 30 in.;36 in.;30 x 48 in. | Laminate;Solid Wood;Resin | Round;Square;Rectangular | 180-1800
Table Bases | Table Base | 22 in.;30 in.;36 in. | Cast Iron;Stainless Steel | X-Base;Round Base;Bar Height | 160-1200
Banquet Tables | Folding Banquet Table | 6 ft.;8 ft.;60 in. Round | Plywood;Plastic | Rectangular;Round | 300-1900
Cocktail Tables | Cocktail Table | 24 in.;30 in.;36 in. | Standing;Bar Height | Folding;with Spandex | 280-1500
# Outdoor Furniture
Patio Chairs | Outdoor Chair | Standard;Stackable;Armchair | Aluminum;Resin;Teak | Gray;White;Natural | 220-1900
Patio Tables | Outdoor Table | 30 in.;36 in.;48 in. | Aluminum;Teak;Resin | Round;Square | 450-3400
Umbrellas | Patio Umbrella | 7.5 ft.;9 ft.;11 ft. | Market;Cantilever | Navy;Beige;White | 350-4800
Sun Loungers | Pool Lounger | Standard;Adjustable | Aluminum;Resin;Wicker | with Cushion;Stackable | 650-4200
# Hotel Room Furniture
Beds and Headboards | Hotel Headboard | Single;Double;King | Upholstered;Wood | Wall Mounted;Freestanding | 900-6500
Wardrobes | Hotel Wardrobe | 2-Door;3-Door | Oak Finish;Walnut Finish | with Mirror;with Safe Shelf | 1800-9500
Desks | Hotel Writing Desk | 42 in.;48 in. | Oak Finish;Walnut Finish | with Drawer;Wall Mounted | 900-4200
Luggage Racks | Luggage Rack | 24 in.;30 in. | Wood;Chrome;Brass | Folding;Wall Saver | 120-700
# Lobby and Lounge
Sofas | Lobby Sofa | 2-Seater;3-Seater | Leather;Fabric;Velvet | Gray;Blue;Green | 2800-14000
Lounge Chairs | Lounge Chair | Standard;Wingback | Leather;Fabric | Gray;Camel;Blue | 1300-6500
Coffee Tables | Coffee Table | 36 in.;48 in. | Marble;Wood;Glass | Round;Rectangular | 700-4800
Reception Desks | Reception Counter | 6 ft.;8 ft.;10 ft. | Laminate;Solid Surface | L-Shape;Straight | 5500-28000

= restaurant-food-supplies | Restaurant Food Supplies
# Dry Goods
Rice | Basmati Rice | 5 kg;10 kg;25 kg;40 kg | Extra Long Grain;Sella;Steamed | Bag;Case of 4 | 40-480
Pasta | Pasta | 500 g;1 kg;3 kg;5 kg | Penne;Spaghetti;Fusilli;Lasagne | Case of 12;Case of 20;Bronze Cut | 30-420
Flour | Flour | 1 kg;10 kg;25 kg;50 kg | All-Purpose;Bread;Pastry;Whole Wheat | Bag;Case of 10 | 20-260
Sugar and Sweeteners | Sugar | 1 kg;5 kg;25 kg;50 kg | White;Brown;Powdered | Sticks;Sachets;Bag | 20-300
Canned Vegetables | Canned Tomatoes | 400 g;800 g;2.5 kg | Peeled;Crushed;Diced | Case of 6;Case of 24 | 30-320
# Sauces and Condiments
Ketchup and Mustard | Tomato Ketchup | 1 kg;4 kg;5 l | Classic;Reduced Sugar | Dispenser Pack;Portion Packs;Case of 6 | 30-320
Mayonnaise | Mayonnaise | 1 l;3.78 l;5 l | Real;Light;Eggless | Bucket;Portion Packs | 40-360
Cooking Oils | Cooking Oil | 1.8 l;5 l;18 l;20 l | Sunflower;Canola;Olive;Frying | Tin;Jerry Can;Case of 4 | 30-520
Syrups | Flavoring Syrup | 750 ml;1 l | Vanilla;Caramel;Hazelnut;Sugar-Free | Bottle;Case of 6 | 30-380
Spices and Seasonings | Spice | 500 g;1 kg;5 kg | Black Pepper;Cumin;Paprika;Turmeric | Ground;Whole;Jar | 20-420
# Beverages
Coffee Beans | Coffee Beans | 250 g;1 kg;3 kg | Espresso Roast;Medium Roast;Decaf | Arabica;Blend;Case of 6 | 45-900
Tea | Tea | 25 Bags;100 Bags;500 g | Black;Green;Herbal;Earl Grey | Enveloped;Loose Leaf | 20-260
Juices | Fruit Juice | 1 l;2 l;5 l | Orange;Apple;Mango;Mixed Fruit | Case of 6;Case of 12;Concentrate | 30-320
Bottled Water | Bottled Water | 330 ml;500 ml;1.5 l | Still;Sparkling | Case of 12;Case of 24;Glass Bottle | 20-180
# Frozen Foods
French Fries | Frozen French Fries | 2.5 kg;4 kg;10 kg | Shoestring;Straight Cut;Crinkle;Steak Cut | Case of 4;Coated | 60-520
Frozen Vegetables | Frozen Vegetables | 1 kg;2.5 kg;10 kg | Mixed;Peas;Sweet Corn;Broccoli | Case of 4;IQF | 30-360
Frozen Desserts | Frozen Dessert | 1 kg;2 kg;4 l | Cheesecake;Chocolate Cake;Ice Cream | Pre-Sliced;Tub | 60-520
Frozen Seafood | Frozen Shrimp | 1 kg;2 kg;5 kg | Peeled;Deveined;Breaded | 16/20;21/25;31/40 | 90-1200
# Disposables and Packaging
Takeout Containers | Takeout Container | 16 oz.;24 oz.;32 oz. | Paper;Plastic;Aluminum;Bagasse | Case of 150;Case of 300 | 60-620
Disposable Cups | Disposable Cup | 8 oz.;12 oz.;16 oz. | Paper;Plastic;Double Wall | Case of 500;Case of 1000 | 60-520
Napkins | Dinner Napkin | 12 x 12 in.;15 x 17 in. | 1-Ply;2-Ply;Linen-Feel | Case of 1000;Case of 3000 | 40-380
Food Wrap and Foil | Aluminum Foil Roll | 12 in.;18 in.;24 in. | Standard;Heavy Duty | 500 ft.;1000 ft. | 40-420

= hotel-supplies | Hotel Supplies
# Bed Linen
Bed Sheets | Flat Sheet | Single;Double;Queen;King | 250 TC;300 TC;400 TC | Percale;Sateen;Pack of 6 | 160-1800
Duvet Covers | Duvet Cover | Single;Double;Queen;King | Cotton;Poly Cotton | White;Striped;Pack of 2 | 180-1600
Pillows | Hotel Pillow | Standard;Queen;King | Down;Microfiber;Memory Foam | Soft;Medium;Firm;Pack of 4 | 90-1100
Mattress Protectors | Mattress Protector | Single;Double;Queen;King | Waterproof;Quilted | Fitted;Strap | 90-720
# Bath Linen
Bath Towels | Bath Towel | 27 x 54 in.;30 x 56 in.;35 x 70 in. | Cotton;Ring Spun;Egyptian Cotton | Pack of 12;Dobby Border | 120-1300
Bath Robes | Bathrobe | Small;Medium;Large | Waffle;Terry;Velour | Shawl Collar;Kimono | 120-900
Bath Mats | Bath Mat | 20 x 30 in.;22 x 34 in. | Cotton;Terry | Pack of 12;Dobby Border | 90-620
Pool Towels | Pool Towel | 30 x 60 in.;35 x 70 in. | Cabana Stripe;Solid | Pack of 12 | 160-1200
# Guest Room Amenities
Shampoo and Conditioner | Shampoo | 30 ml;40 ml;300 ml | Herbal;Citrus;Argan | Bottle;Dispenser;Case of 300 | 90-950
Soaps | Hotel Soap Bar | 15 g;25 g;40 g | Vegetable;Glycerin;Olive | Wrapped;Pleated;Case of 500 | 70-620
Slippers | Hotel Slippers | Standard;Large | Closed Toe;Open Toe | Terry;Waffle;Pack of 100 | 120-900
Dental and Vanity Kits | Vanity Kit | Standard;Deluxe | Recycled Paper;Bamboo | Case of 250;Case of 500 | 90-700
# In-Room Equipment
Hair Dryers | Wall Mount Hair Dryer | 1200W;1600W;1875W | Drawer;Wall Mount;Handheld | White;Black | 120-900
Electric Kettles | Electric Kettle | 0.8 l;1 l;1.7 l | Stainless Steel;Plastic | Cordless;with Tray | 60-520
In-Room Safes | Hotel Safe | Laptop Size;Large | Digital;Card | Black;Beige | 400-2400
Minibars | Minibar Refrigerator | 30 l;40 l;60 l | Absorption;Thermoelectric | Solid Door;Glass Door | 700-3200
Irons and Boards | Iron and Board Set | Standard;Compact | Steam;Dry | Wall Mounted;Freestanding | 150-1100
# Front of House and Housekeeping Carts
Luggage Carts | Luggage Cart | 42 in.;48 in.;60 in. | Brass;Chrome;Titanium | Birdcage;Carpeted Base | 1600-7800
Housekeeping Carts | Housekeeping Cart | Compact;Standard;Large | Wood;Metal | with Doors;with Bags | 900-5800
Room Service Carts | Room Service Cart | 30 in.;36 in. | Drop Leaf;Stainless Steel | with Warmer;Round | 900-5200
Stanchions | Stanchion Post | 36 in.;40 in. | Rope;Retractable Belt | Chrome;Brass;Black | 160-950
`;

export interface LeafSpec {
  name: string;
  noun: string;
  sizes: string[];
  modifiers: string[];
  variants: string[];
  priceMin: number;
  priceMax: number;
}
export interface CategorySpec {
  name: string;
  leaves: LeafSpec[];
}
export interface DepartmentSpec {
  slug: string;
  name: string;
  categories: CategorySpec[];
}

const split = (field: string | undefined) =>
  (field ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** Parses the table above into departments, categories and subcategory specs. */
export function parseTaxonomy(text: string = TAXONOMY): DepartmentSpec[] {
  const departments: DepartmentSpec[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('=')) {
      const [slug, name] = line.slice(1).split('|').map((s) => s.trim());
      departments.push({ slug: slug ?? '', name: name ?? '', categories: [] });
    } else if (line.startsWith('#')) {
      departments.at(-1)?.categories.push({ name: line.slice(1).trim(), leaves: [] });
    } else {
      const [name, noun, sizes, modifiers, variants, range] = line.split('|').map((s) => s.trim());
      const [min, max] = (range ?? '').split('-').map(Number);
      departments.at(-1)?.categories.at(-1)?.leaves.push({
        name: name ?? '',
        noun: noun ?? '',
        sizes: split(sizes),
        modifiers: split(modifiers),
        variants: split(variants),
        priceMin: min ?? 10,
        priceMax: max ?? 100,
      });
    }
  }
  return departments;
}
