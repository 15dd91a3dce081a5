import type { QuantityStep } from '#domain/kernel/enums.ts'
import type { ProductSpec, StoredImage } from '#server/db/schema.ts'

/** Demo catalogue of an Ontario road-salt supplier: the five groups of the footer, each with its products. */

export interface SeedUnit {
  unitName: string
  minQty: number
  customSize?: boolean
  /** The most one request asks for, typed (ADR 0030); without it, what the plus control reaches. */
  maxQty?: number
  quantityStep?: QuantityStep
}

export interface SeedProduct {
  slug: string
  name: string
  summary: string
  descriptionHtml: string
  specs: ProductSpec[]
  image: string
  imageAlt: string
  units: SeedUnit[]
  featured?: boolean
}

export interface SeedGroup {
  slug: string
  name: string
  summary: string
  descriptionHtml: string
  imageAlt: string
  products: SeedProduct[]
}

export const productImage = (file: string, alt: string): StoredImage => ({
  url: `/images/products/${file}.svg`,
  alt,
  width: 480,
  height: 360,
})

export const groupImage = (slug: string, alt: string): StoredImage => ({
  url: `/images/products/group-${slug}.svg`,
  alt,
  width: 480,
  height: 300,
})

/** Bulk salt by the tonne: up to 60 t in one request (two tri-axle loads and more), in tenths of a tonne. */
const tonne = (minQty = 1): SeedUnit => ({ unitName: 'tonne', minQty, maxQty: 60, quantityStep: 'tenth' })
/** Bags up to 400 (eight skids of 50), whole bags. */
const bags = (minQty: number): SeedUnit => ({ unitName: 'bag', minQty, maxQty: 400 })
const triAxleLoad: SeedUnit = { unitName: 'tri-axle load, about 25 t', minQty: 1, customSize: true }
const tote: SeedUnit = { unitName: '1,000 L tote', minQty: 1, customSize: true }
const skid = (bagsPerSkid: number): ProductSpec => ({
  label: 'Skid',
  value: `${bagsPerSkid} bags, shrink-wrapped`,
})

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('')
const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`

export const seedGroups: SeedGroup[] = [
  {
    slug: 'bulk-salt',
    name: 'Bulk Salt',
    summary: 'Treated and untreated rock salt by the tonne, loaded at the yard or delivered.',
    descriptionHtml: p(
      'Highway-grade rock salt from underground mines, screened and stockpiled under cover at every yard. Pick it up any hour with a prepaid Salt Card, or have it delivered by tri-axle.',
    ),
    imageAlt: 'A pile of rock salt',
    products: [
      {
        slug: 'rock-salt',
        name: 'Rock Salt',
        summary: 'Untreated highway-grade sodium chloride for roads, lots and yards.',
        descriptionHtml:
          p(
            'Our standard de-icing salt: coarse, dry and free-flowing, screened to the gradation most spreaders are calibrated for. It works down to about −9\u00a0°C pavement temperature and is the most economical way to keep large areas safe.',
          ) +
          '<h3>Good to know</h3>' +
          list(
            'Treated with an anti-caking agent so it flows after weeks in storage.',
            'Sold by the tonne at the scale; delivered by tri-axle load.',
            'Pre-wet it with brine at the spinner to cut bounce and scatter.',
          ),
        specs: [
          { label: 'Composition', value: 'Sodium chloride (NaCl) 95–99%' },
          { label: 'Gradation', value: 'ASTM D632 Type I, 2–10 mm' },
          { label: 'Works to', value: 'About −9\u00a0°C pavement temperature' },
          { label: 'Moisture', value: 'Below 1%' },
          { label: 'Bulk density', value: 'About 1,250 kg/m³' },
        ],
        image: 'rock-salt',
        imageAlt: 'A pile of white rock salt',
        units: [tonne(), triAxleLoad],
      },
      {
        slug: 'treated-rock-salt',
        name: 'Treated Rock Salt',
        summary: 'Rock salt pre-wetted with magnesium chloride: faster melting, works to −20\u00a0°C.',
        descriptionHtml:
          p(
            'Rock salt coated with liquid magnesium chloride and an organic performance enhancer. The coating starts the brine reaction the moment the salt lands, so it melts faster, bounces less and keeps working on colder nights than untreated salt.',
          ) +
          list(
            'Up to 30% less material for the same result.',
            'Blue-green tint shows where you have spread.',
            'Less corrosive than untreated salt, thanks to the inhibitor.',
          ),
        specs: [
          { label: 'Composition', value: 'NaCl 90–96%, MgCl₂ 1–4%, organic enhancer' },
          { label: 'Works to', value: 'About −20\u00a0°C pavement temperature' },
          { label: 'Gradation', value: '2–10 mm' },
          { label: 'Colour', value: 'Blue-green' },
        ],
        image: 'treated-rock-salt',
        imageAlt: 'A pile of blue-green treated rock salt',
        units: [tonne(), triAxleLoad],
        featured: true,
      },
      {
        slug: 'fine-rock-salt',
        name: 'Fine Rock Salt',
        summary: 'Finer-screened rock salt for walkways, sidewalk spreaders and hand application.',
        descriptionHtml: p(
          'The same sodium chloride as our rock salt, screened finer so it spreads evenly from walk-behind and tailgate spreaders and dissolves faster on thin ice. A favourite of property managers for sidewalks and entrances.',
        ),
        specs: [
          { label: 'Composition', value: 'Sodium chloride (NaCl) 95–99%' },
          { label: 'Gradation', value: '1–5 mm' },
          { label: 'Works to', value: 'About −9\u00a0°C pavement temperature' },
        ],
        image: 'fine-rock-salt',
        imageAlt: 'A low pile of fine white salt',
        units: [tonne()],
      },
      {
        slug: 'sand-salt-mix',
        name: 'Winter Sand and Salt Mix',
        summary: 'Screened winter sand with 10% salt for traction on rural roads and steep grades.',
        descriptionHtml: p(
          'Washed, screened sand blended with 10% rock salt so the pile stays workable in deep cold. It gives grip on packed snow and steep driveways when it is too cold for salt alone.',
        ),
        specs: [
          { label: 'Blend', value: '90% screened sand, 10% rock salt' },
          { label: 'Sand gradation', value: '0–6 mm' },
          { label: 'Use', value: 'Traction below −15\u00a0°C, hills, rural roads' },
        ],
        image: 'sand-salt-mix',
        imageAlt: 'A pile of brown sand and salt mix',
        units: [tonne(2)],
      },
    ],
  },
  {
    slug: 'bulk-sacks',
    name: 'Bulk Sacks',
    summary: 'One-tonne bulk sacks for sites that need salt on hand without a storage dome.',
    descriptionHtml: p(
      'Woven polypropylene bulk sacks with lifting loops, filled at our yards and stored dry. Set one down by the loading dock and draw from the spout all season; forklift or loader required.',
    ),
    imageAlt: 'A one-tonne bulk sack with lifting loops',
    products: [
      {
        slug: 'rock-salt-bulk-sack',
        name: 'Rock Salt, 1 Tonne Bulk Sack',
        summary: 'One tonne of untreated rock salt in a bulk sack with a discharge spout.',
        descriptionHtml: p(
          'A full tonne of our rock salt in a UV-stabilized bulk sack with four lifting loops and a bottom discharge spout. Keeps outdoors under a tarp for the season.',
        ),
        specs: [
          { label: 'Net weight', value: '1,000 kg' },
          { label: 'Sack', value: 'Woven polypropylene, 4 loops, bottom spout' },
          { label: 'Footprint', value: '1.0 × 1.0 m, about 1.2 m tall' },
        ],
        image: 'bulk-sack',
        imageAlt: 'A white bulk sack of rock salt',
        units: [{ unitName: 'bulk sack', minQty: 1 }],
      },
      {
        slug: 'treated-salt-bulk-sack',
        name: 'Treated Salt, 1 Tonne Bulk Sack',
        summary: 'One tonne of magnesium-chloride treated salt, ready at the loading dock.',
        descriptionHtml: p(
          'Our treated rock salt in a one-tonne bulk sack: faster melting down to −20\u00a0°C for contractors who want the performance of treated salt without bulk storage.',
        ),
        specs: [
          { label: 'Net weight', value: '1,000 kg' },
          { label: 'Works to', value: 'About −20\u00a0°C pavement temperature' },
          { label: 'Sack', value: 'Woven polypropylene, 4 loops, bottom spout' },
        ],
        image: 'bulk-sack-treated',
        imageAlt: 'A bulk sack with a blue band of treated salt',
        units: [{ unitName: 'bulk sack', minQty: 1 }],
      },
      {
        slug: 'rock-salt-500-kg-sack',
        name: 'Rock Salt, 500 kg Sack',
        summary: 'A half-tonne sack for smaller lots and skid-steer handling.',
        descriptionHtml: p(
          'Half the size of our standard bulk sack, for sites where a skid steer or a small forklift does the lifting. The same rock salt, the same tough sack.',
        ),
        specs: [
          { label: 'Net weight', value: '500 kg' },
          { label: 'Footprint', value: '0.9 × 0.9 m, about 0.8 m tall' },
        ],
        image: 'bulk-sack-small',
        imageAlt: 'A small white bulk sack of rock salt',
        units: [{ unitName: '500 kg sack', minQty: 2, customSize: true }],
      },
      {
        slug: 'calcium-chloride-bulk-sack',
        name: 'Calcium Chloride Flakes, Bulk Sack',
        summary: 'Calcium chloride flakes for extreme cold, in a lined 1,000 kg bulk sack.',
        descriptionHtml: p(
          'Calcium chloride releases heat as it dissolves and keeps melting to −30\u00a0°C. Supplied in a moisture-lined bulk sack; blend it with rock salt or use it straight on the coldest nights.',
        ),
        specs: [
          { label: 'Composition', value: 'Calcium chloride (CaCl₂) 77–80%' },
          { label: 'Works to', value: 'About −30\u00a0°C' },
          { label: 'Net weight', value: '1,000 kg, lined sack' },
        ],
        image: 'bulk-sack-calcium',
        imageAlt: 'A bulk sack with an orange band of calcium chloride',
        units: [{ unitName: 'bulk sack', minQty: 1 }],
      },
    ],
  },
  {
    slug: 'bagged-salt',
    name: 'Bagged Salt',
    summary: 'Ice melters and rock salt in easy-to-carry bags, by the bag or by the skid.',
    descriptionHtml: p(
      'Bagged salt and ice melters for storefronts, schools, condominiums and homes. Buy a few bags at the counter or a full skid delivered to your door.',
    ),
    imageAlt: 'A skid of stacked salt bags',
    products: [
      {
        slug: 'rock-salt-20-kg-bags',
        name: 'Rock Salt, 20 kg Bags',
        summary: 'Our rock salt in 20 kg poly bags: 50 bags, one tonne, per skid.',
        descriptionHtml: p(
          'Everyday rock salt in a 20 kg bag you can carry. Ideal for walkways, steps and small lots, and for trucks that need a few bags on board.',
        ),
        specs: [
          { label: 'Bag', value: '20 kg, printed poly' },
          skid(50),
          { label: 'Works to', value: 'About −9\u00a0°C' },
        ],
        image: 'bag-rock-salt',
        imageAlt: 'A 20 kg bag of rock salt',
        units: [bags(10), { unitName: 'skid', minQty: 1 }],
      },
      {
        slug: 'ice-melter-blend-20-kg-bags',
        name: 'Premium Ice Melter Blend, 20 kg Bags',
        summary: 'A fast blend of sodium, calcium, potassium and magnesium chlorides to −25\u00a0°C.',
        descriptionHtml: p(
          'A commercial-grade blend that starts melting on contact and keeps going on cold mornings. The colour indicator shows coverage so crews do not over-apply.',
        ),
        specs: [
          { label: 'Blend', value: 'NaCl, CaCl₂, KCl, MgCl₂' },
          { label: 'Works to', value: 'About −25\u00a0°C' },
          { label: 'Bag', value: '20 kg' },
          skid(50),
        ],
        image: 'bag-ice-melter',
        imageAlt: 'A 20 kg bag of ice melter with a blue label',
        units: [bags(5), { unitName: 'skid', minQty: 1 }],
        featured: true,
      },
      {
        slug: 'calcium-chloride-pellets-20-kg-bags',
        name: 'Calcium Chloride Pellets, 20 kg Bags',
        summary: 'Fast-acting calcium chloride pellets for steps, ramps and extreme cold.',
        descriptionHtml: p(
          'Round pellets that bore through ice quickly and keep working to −30\u00a0°C. A little goes a long way: about a third of the rate of rock salt.',
        ),
        specs: [
          { label: 'Composition', value: 'Calcium chloride (CaCl₂) 94–97%' },
          { label: 'Works to', value: 'About −30\u00a0°C' },
          { label: 'Bag', value: '20 kg, moisture-proof' },
          skid(56),
        ],
        image: 'bag-calcium',
        imageAlt: 'A 20 kg bag of calcium chloride pellets with an orange label',
        units: [bags(5), { unitName: 'skid', minQty: 1 }],
      },
      {
        slug: 'pet-friendly-ice-melter',
        name: 'Pet and Concrete Friendly Ice Melter, 9 kg Pail',
        summary: 'A gentler, chloride-reduced melter in a resealable pail with a scoop.',
        descriptionHtml: p(
          'Made for entrances, patios and new concrete: a reduced-chloride blend that is kinder to paws, plants and surfaces. The resealable pail keeps it dry between storms.',
        ),
        specs: [
          { label: 'Pail', value: '9 kg, resealable, with scoop' },
          { label: 'Works to', value: 'About −15\u00a0°C' },
          { label: 'Skid', value: '96 pails' },
        ],
        image: 'pail-ice-melter',
        imageAlt: 'A green pail of ice melter',
        units: [
          { unitName: 'pail', minQty: 4 },
          { unitName: 'skid', minQty: 1 },
        ],
      },
    ],
  },
  {
    slug: 'liquid-de-icing',
    name: 'Liquid De-Icing',
    summary: 'Brine and blended liquids for anti-icing and pre-wetting to make salt go further.',
    descriptionHtml: p(
      'Liquids applied before a storm stop ice from bonding to the pavement; sprayed on salt at the spinner, they make it stick and work faster. Filled into your tank at the yard or delivered in 1,000 L totes.',
    ),
    imageAlt: 'A liquid tote and a drop of brine',
    products: [
      {
        slug: 'salt-brine',
        name: 'Salt Brine (23%)',
        summary: 'Ready-to-spray 23% sodium chloride brine for anti-icing and pre-wetting.',
        descriptionHtml:
          p(
            'Brine made on site to the eutectic 23.3% and checked with a hydrometer at every fill. Sprayed up to 48 hours before a storm, it leaves a film that stops the first snow from bonding.',
          ) +
          list(
            'Anti-icing: about 100–150 L per lane-kilometre.',
            'Pre-wetting: about 30 L per tonne of salt.',
          ),
        specs: [
          { label: 'Concentration', value: '23% sodium chloride' },
          { label: 'Works to', value: 'About −10\u00a0°C as anti-icer' },
          { label: 'Fill', value: 'Your tank at the yard, or 1,000 L totes' },
        ],
        image: 'tote-brine',
        imageAlt: 'A 1,000 litre tote of clear salt brine',
        units: [{ unitName: 'litre', minQty: 1000 }, tote],
        featured: true,
      },
      {
        slug: 'magnesium-chloride-liquid',
        name: 'Magnesium Chloride Liquid (30%)',
        summary: 'A low-temperature liquid for pre-wetting and anti-icing down to −25\u00a0°C.',
        descriptionHtml: p(
          'A 30% magnesium chloride solution with a corrosion inhibitor. Blend it with brine for colder events, or use it to pre-wet salt at the spinner.',
        ),
        specs: [
          { label: 'Concentration', value: '30% magnesium chloride' },
          { label: 'Works to', value: 'About −25\u00a0°C' },
          { label: 'Specific gravity', value: '1.29–1.32' },
        ],
        image: 'tote-magnesium',
        imageAlt: 'A 1,000 litre tote of magnesium chloride liquid',
        units: [{ unitName: 'litre', minQty: 500 }, tote],
      },
      {
        slug: 'calcium-chloride-liquid',
        name: 'Calcium Chloride Liquid (32%)',
        summary: 'The coldest-working liquid: 32% calcium chloride for extreme cold and dust control.',
        descriptionHtml: p(
          'A 32% calcium chloride solution that keeps working to −30\u00a0°C. In winter it pre-wets salt for deep-cold events; in summer the same product controls dust on gravel roads.',
        ),
        specs: [
          { label: 'Concentration', value: '32% calcium chloride' },
          { label: 'Works to', value: 'About −30\u00a0°C' },
          { label: 'Also for', value: 'Dust control on gravel roads' },
        ],
        image: 'tote-calcium',
        imageAlt: 'A 1,000 litre tote of calcium chloride liquid',
        units: [{ unitName: 'litre', minQty: 500 }, tote],
      },
    ],
  },
  {
    slug: 'salt-storage',
    name: 'Salt Storage',
    summary: 'Domes, bunkers, bins and covers that keep your salt dry and your site compliant.',
    descriptionHtml: p(
      'Covered, contained salt stays free-flowing and stays out of the groundwater. We supply storage from a sidewalk bin to a fabric dome, and can recommend installers across Ontario.',
    ),
    imageAlt: 'A salt storage dome',
    products: [
      {
        slug: 'fabric-salt-dome',
        name: 'Fabric Salt Storage Building',
        summary: 'A steel-frame fabric building that holds 500 to 3,000 tonnes under cover.',
        descriptionHtml: p(
          'A hot-dip galvanized steel frame with a translucent, UV-stabilized fabric cover, set on concrete block walls so loaders can push against them. Built to order in several spans; quoted with engineering drawings.',
        ),
        specs: [
          { label: 'Capacity', value: '500–3,000 tonnes' },
          { label: 'Spans', value: '15, 20 and 25 m' },
          { label: 'Cover', value: 'Translucent PVC fabric, 15-year warranty' },
        ],
        image: 'storage-dome',
        imageAlt: 'A fabric salt storage building',
        units: [{ unitName: 'building', minQty: 1 }],
      },
      {
        slug: 'concrete-block-salt-bunker',
        name: 'Concrete Block Salt Bunker',
        summary: 'Interlocking concrete blocks to build push walls and three-sided bunkers.',
        descriptionHtml: p(
          'Interlocking precast blocks stack without mortar into push walls and bays. Move them with a loader when the yard changes; combine them with a tarp for a low-cost covered pile.',
        ),
        specs: [
          { label: 'Block', value: '1.5 × 0.75 × 0.75 m, about 1,900 kg' },
          { label: 'Typical bay', value: '12 blocks, about 150 tonnes' },
        ],
        image: 'block-bunker',
        imageAlt: 'A three-sided bunker of concrete blocks',
        units: [{ unitName: 'block', minQty: 12 }],
      },
      {
        slug: 'sidewalk-salt-bin',
        name: 'Sidewalk Salt Bin, 400 L',
        summary: 'A lockable, UV-resistant bin that keeps salt dry at entrances and ramps.',
        descriptionHtml: p(
          'A rotomoulded bin with a hinged, lockable lid and forklift pockets. Holds about eight bags of salt right where crews need it.',
        ),
        specs: [
          { label: 'Volume', value: '400 L (about 160 kg of salt)' },
          { label: 'Material', value: 'UV-resistant polyethylene' },
        ],
        image: 'salt-bin',
        imageAlt: 'A yellow lidded salt bin',
        units: [{ unitName: 'bin', minQty: 1 }],
      },
      {
        slug: 'salt-pile-tarp',
        name: 'Heavy-Duty Salt Pile Tarp',
        summary: 'A reinforced 12 × 18 m tarp to cover an open pile between storms.',
        descriptionHtml: p(
          'A reinforced polyethylene tarp with grommets every metre. Weigh it down with tire sidewalls or blocks to keep rain and snow off an outdoor pile.',
        ),
        specs: [
          { label: 'Size', value: '12 × 18 m' },
          { label: 'Material', value: '16 mil reinforced polyethylene' },
        ],
        image: 'tarp',
        imageAlt: 'A salt pile under a dark tarp',
        units: [{ unitName: 'tarp', minQty: 1 }],
      },
    ],
  },
]
