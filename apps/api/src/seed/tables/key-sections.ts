/**
 * The products whose data carries the alternate tab set of docs/behaviour.md §2.10 (Key Specification, Key
 * Benefits, Product Overview): every product of these subcategories. Each product's key
 * specification is its own size, type, configuration and warranty followed by the facts
 * below; its overview names it ({name}).
 */
import type { KeySections, SpecificationEntry } from '../../db/schema/catalogue';

export interface KeySectionContent {
  facts: SpecificationEntry[];
  benefits: KeySections['benefits'];
  /** Paragraphs of the overview; {name} is the product's name. */
  overview: string[];
}

/** The product's own specifications that lead its key specification, in this order. */
export const KEY_SPECIFICATION_NAMES = ['Size / Capacity', 'Type', 'Configuration', 'Warranty'];

export const KEY_SECTIONS: Record<string, KeySectionContent> = {
  'Combi Ovens': {
    facts: [
      { name: 'Cooking Modes', value: 'Steam, convection and combination' },
      { name: 'Core Temperature Probe', value: 'Included' },
      { name: 'Cleaning', value: 'Automatic cleaning cycle' },
    ],
    benefits: [
      { title: 'Three ovens in one', text: 'Steam, roast and combine both in one cavity, so one unit replaces a steamer and a convection oven.' },
      { title: 'Consistent results', text: 'The core probe ends each cycle at the set temperature, batch after batch and shift after shift.' },
      { title: 'Less time cleaning', text: 'The automatic cleaning cycle runs overnight with no scrubbing and no chemicals handled by staff.' },
    ],
    overview: [
      'The {name} brings steaming, roasting, baking and regenerating into a single cabinet.',
      'Humidity is controlled to the percent, so meat stays juicy, vegetables keep their colour and bread gets its crust.',
    ],
  },
  'Espresso Machines': {
    facts: [
      { name: 'Boiler', value: 'Insulated copper boiler with heat exchangers' },
      { name: 'Water Connection', value: 'Plumbed in, with pressure gauge' },
    ],
    benefits: [
      { title: 'Café-quality shots', text: 'Thermally stable group heads pull the same shot at the first order of the day and the last.' },
      { title: 'Built for the rush', text: 'Simultaneous brewing and steaming keep the queue moving at peak hours.' },
      { title: 'Easy on the barista', text: 'Cool-touch steam wands and programmable doses make every member of staff a consistent barista.' },
    ],
    overview: [
      'The {name} is made for cafés, hotels and restaurants that serve espresso all day.',
      'Its boiler recovers quickly between drinks, and every group can be programmed for single or double doses.',
    ],
  },
  'Reach-In Refrigerators': {
    facts: [
      { name: 'Temperature Range', value: '1 °C to 4 °C' },
      { name: 'Refrigerant', value: 'R290 hydrocarbon' },
      { name: 'Shelves', value: 'Adjustable, epoxy coated' },
    ],
    benefits: [
      { title: 'Holds temperature at peak service', text: 'A bottom-mounted compressor and fan-forced air bring the cabinet back to temperature quickly after every opening.' },
      { title: 'Lower running costs', text: 'High-density insulation and a natural refrigerant keep energy use down.' },
      { title: 'Food safety built in', text: 'A digital controller displays the temperature and sounds an alarm when a door is left open.' },
    ],
    overview: [
      'The {name} keeps ingredients within reach of the line and at a safe temperature.',
      'Doors close on their own and stay open past 90 degrees for loading, and the shelves move to fit trays and containers.',
    ],
  },
  'Blast Chillers': {
    facts: [
      { name: 'Chilling Cycle', value: '+70 °C to +3 °C in 90 minutes' },
      { name: 'Shock Freezing', value: '+70 °C to -18 °C in 240 minutes' },
      { name: 'Probe', value: 'Three-point core probe' },
    ],
    benefits: [
      { title: 'Meets HACCP cooling times', text: 'Cooked food passes through the danger zone quickly, as food safety rules require.' },
      { title: 'Better quality after regeneration', text: 'Fast chilling forms small ice crystals, so textures and flavours survive the freezer.' },
      { title: 'Plan production ahead', text: 'Cook in large batches on quiet days and serve all week with less waste.' },
    ],
    overview: [
      'The {name} brings cooked food down to a safe temperature faster than any refrigerator.',
      'Probe-controlled cycles stop at the right core temperature and switch to holding until the food is moved.',
    ],
  },
};
