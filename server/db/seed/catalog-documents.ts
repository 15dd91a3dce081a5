import type { TextPdf } from './text-pdf.ts'

/** A demo document: its row, the PDF it is rendered to, and the products (by slug) it belongs to. */
export interface SeedDocument {
  slug: string
  title: string
  category: string
  fileName: string
  products: string[]
  pdf: TextPdf
}

interface SdsFacts {
  product: string
  composition: string[]
  hazards: string[]
  firstAid: string[]
  appearance: string
  properties: string[]
  ecology: string
}

const supplier =
  'Draglam Salt, 1 Industrial Road, Concord, ON. 24/7 emergency: 1-888-555-7258. sales@draglamsalt.example'
const revised =
  'Revision date: 2026-10-01 (demonstration copy prepared for the Draglam Salt storefront demo).'

/** The sixteen WHMIS 2015 / GHS sections, with the facts that differ between products filled in. */
function safetyDataSheet(facts: SdsFacts): TextPdf {
  return {
    title: `${facts.product} \u2014 Safety Data Sheet`,
    subtitle: 'Prepared to WHMIS 2015 (Hazardous Products Regulations, SOR/2015-17)',
    sections: [
      {
        heading: '1. Identification',
        paragraphs: [
          `Product identifier: ${facts.product}.`,
          'Recommended use: de-icing and anti-icing of roads, parking lots and walkways.',
          `Supplier: ${supplier}.`,
        ],
      },
      { heading: '2. Hazard identification', paragraphs: facts.hazards },
      { heading: '3. Composition / information on ingredients', paragraphs: facts.composition },
      { heading: '4. First-aid measures', paragraphs: facts.firstAid },
      {
        heading: '5. Fire-fighting measures',
        paragraphs: [
          'Not flammable. Use extinguishing media suited to the surrounding fire. Heating to decomposition may release chlorine or hydrogen chloride.',
        ],
      },
      {
        heading: '6. Accidental release measures',
        paragraphs: [
          'Sweep or scoop up spilled material and reuse it or place it in a covered container. Keep spills out of drains, ditches and watercourses.',
        ],
      },
      {
        heading: '7. Handling and storage',
        paragraphs: [
          'Store on an impermeable pad under cover (dome, shed or tarp), away from watercourses and wells. Keep containers closed; the product absorbs moisture and cakes. Corrosive to steel and aluminium when wet: rinse equipment after use.',
        ],
      },
      {
        heading: '8. Exposure controls / personal protection',
        paragraphs: [
          'No occupational exposure limit is set for the main ingredient in Ontario. Wear safety glasses and work gloves when handling; use a dust mask where dust is visible.',
        ],
      },
      { heading: '9. Physical and chemical properties', paragraphs: [facts.appearance, ...facts.properties] },
      {
        heading: '10. Stability and reactivity',
        paragraphs: ['Stable under normal conditions. Avoid strong acids and strong oxidizers. Hygroscopic.'],
      },
      {
        heading: '11. Toxicological information',
        paragraphs: [
          'Low acute toxicity by ingestion and skin contact. Dust or splashes may irritate the eyes. Ingesting large amounts may cause nausea and vomiting.',
        ],
      },
      { heading: '12. Ecological information', paragraphs: [facts.ecology] },
      {
        heading: '13. Disposal considerations',
        paragraphs: [
          'Reuse where possible. Dispose of according to municipal and provincial requirements; do not discharge to storm sewers.',
        ],
      },
      {
        heading: '14. Transport information',
        paragraphs: [
          'Not regulated as dangerous goods under the Transportation of Dangerous Goods Regulations.',
        ],
      },
      {
        heading: '15. Regulatory information',
        paragraphs: [
          'Listed ingredients are on the Domestic Substances List (DSL). Road salts are subject to the federal Code of Practice for the Environmental Management of Road Salts.',
        ],
      },
      { heading: '16. Other information', paragraphs: [revised] },
    ],
  }
}

const eyeIrritant = [
  'Classification: Serious eye damage/eye irritation, Category 2A.',
  'Signal word: Warning. Hazard statement: Causes serious eye irritation.',
  'Precautions: Wash hands thoroughly after handling. Wear eye protection. IF IN EYES: Rinse cautiously with water for several minutes.',
]
const notClassified = ['Not classified as a hazardous product under WHMIS 2015.']
const rinseEyes = [
  'Eyes: rinse with plenty of water for 15 minutes; get medical advice if irritation persists.',
  'Skin: wash with soap and water. Ingestion: rinse mouth and drink water; do not induce vomiting.',
]
const chlorideEcology =
  'Chlorides are persistent in water and soil and can harm vegetation and aquatic life in high concentrations. Apply only the amount needed (see the Smart About Salt guidelines).'

export const seedDocuments: SeedDocument[] = [
  {
    slug: 'sds-rock-salt',
    title: 'Rock Salt (Sodium Chloride)',
    category: 'Safety Data Sheet',
    fileName: 'sds-rock-salt.pdf',
    products: [
      'rock-salt',
      'fine-rock-salt',
      'rock-salt-bulk-sack',
      'rock-salt-500-kg-sack',
      'rock-salt-20-kg-bags',
    ],
    pdf: safetyDataSheet({
      product: 'Rock Salt (Sodium Chloride)',
      composition: [
        'Sodium chloride, CAS 7647-14-5: 95-99%.',
        'Insoluble minerals (calcium sulphate, shale): 1-4%.',
        'Anti-caking agent, sodium ferrocyanide (YPS), CAS 13601-19-9: below 0.01%.',
      ],
      hazards: notClassified,
      firstAid: rinseEyes,
      appearance: 'Appearance: white to grey crystals, 2-10 mm. Odour: none.',
      properties: ['Solubility in water: 360 g/L at 20 \u00b0C.', 'Bulk density: about 1,250 kg/m\u00b3.'],
      ecology: chlorideEcology,
    }),
  },
  {
    slug: 'sds-treated-rock-salt',
    title: 'Treated Rock Salt (Magnesium Chloride Blend)',
    category: 'Safety Data Sheet',
    fileName: 'sds-treated-rock-salt.pdf',
    products: ['treated-rock-salt', 'treated-salt-bulk-sack'],
    pdf: safetyDataSheet({
      product: 'Treated Rock Salt (Magnesium Chloride Blend)',
      composition: [
        'Sodium chloride, CAS 7647-14-5: 90-96%.',
        'Magnesium chloride, CAS 7786-30-3: 1-4%.',
        'Organic performance enhancer (agricultural by-product): below 2%.',
      ],
      hazards: notClassified,
      firstAid: rinseEyes,
      appearance: 'Appearance: damp blue-green crystals, 2-10 mm. Odour: faint, sweet.',
      properties: ['Solubility in water: complete.', 'Effective to about -20 \u00b0C pavement temperature.'],
      ecology: chlorideEcology,
    }),
  },
  {
    slug: 'sds-calcium-chloride',
    title: 'Calcium Chloride (Pellets, Flakes and Liquid)',
    category: 'Safety Data Sheet',
    fileName: 'sds-calcium-chloride.pdf',
    products: [
      'calcium-chloride-bulk-sack',
      'calcium-chloride-pellets-20-kg-bags',
      'calcium-chloride-liquid',
    ],
    pdf: safetyDataSheet({
      product: 'Calcium Chloride',
      composition: ['Calcium chloride, CAS 10043-52-4: 77-96% (solids) or 32% (liquid, in water).'],
      hazards: eyeIrritant,
      firstAid: [
        ...rinseEyes,
        'Dissolving releases heat: do not hold pellets in a closed hand or wet glove.',
      ],
      appearance: 'Appearance: white pellets or flakes, or a clear liquid. Odour: none.',
      properties: ['pH (5% solution): 8-10.', 'Effective to about -30 \u00b0C.'],
      ecology: chlorideEcology,
    }),
  },
  {
    slug: 'sds-magnesium-chloride-liquid',
    title: 'Magnesium Chloride Liquid (30%)',
    category: 'Safety Data Sheet',
    fileName: 'sds-magnesium-chloride-liquid.pdf',
    products: ['magnesium-chloride-liquid'],
    pdf: safetyDataSheet({
      product: 'Magnesium Chloride Liquid (30%)',
      composition: ['Magnesium chloride, CAS 7786-30-3: 28-32%.', 'Water, CAS 7732-18-5: balance.'],
      hazards: notClassified,
      firstAid: rinseEyes,
      appearance: 'Appearance: clear to pale yellow liquid. Odour: none.',
      properties: ['Specific gravity: 1.29-1.32.', 'Freezing point: about -33 \u00b0C.'],
      ecology: chlorideEcology,
    }),
  },
  {
    slug: 'sds-salt-brine',
    title: 'Salt Brine (23% Sodium Chloride Solution)',
    category: 'Safety Data Sheet',
    fileName: 'sds-salt-brine.pdf',
    products: ['salt-brine'],
    pdf: safetyDataSheet({
      product: 'Salt Brine (23% Sodium Chloride Solution)',
      composition: ['Sodium chloride, CAS 7647-14-5: 22-23.3%.', 'Water, CAS 7732-18-5: balance.'],
      hazards: notClassified,
      firstAid: rinseEyes,
      appearance: 'Appearance: clear, colourless liquid. Odour: none.',
      properties: ['Specific gravity: 1.17-1.18.', 'Freezing point: about -21 \u00b0C (eutectic).'],
      ecology: chlorideEcology,
    }),
  },
  {
    slug: 'sds-ice-melter-blend',
    title: 'Premium Ice Melter Blend',
    category: 'Safety Data Sheet',
    fileName: 'sds-ice-melter-blend.pdf',
    products: ['ice-melter-blend-20-kg-bags', 'pet-friendly-ice-melter'],
    pdf: safetyDataSheet({
      product: 'Premium Ice Melter Blend',
      composition: [
        'Sodium chloride, CAS 7647-14-5: 60-80%.',
        'Calcium chloride, CAS 10043-52-4: 5-20%.',
        'Potassium chloride, CAS 7447-40-7: 5-15%.',
        'Magnesium chloride, CAS 7786-30-3: 1-5%.',
      ],
      hazards: eyeIrritant,
      firstAid: rinseEyes,
      appearance: 'Appearance: white and coloured crystals and pellets. Odour: none.',
      properties: ['Solubility in water: complete.', 'Effective to about -25 \u00b0C.'],
      ecology: chlorideEcology,
    }),
  },
  {
    slug: 'salt-storage-handling-guide',
    title: 'Salt Storage and Handling Guide',
    category: 'Handling Guide',
    fileName: 'salt-storage-handling-guide.pdf',
    products: ['fabric-salt-dome', 'concrete-block-salt-bunker', 'sidewalk-salt-bin', 'salt-pile-tarp'],
    pdf: {
      title: 'Salt Storage and Handling Guide',
      subtitle: 'Keeping salt dry, usable and out of the watershed',
      sections: [
        {
          heading: 'Choose the site',
          paragraphs: [
            'Store salt on a paved, impermeable pad that drains away from the pile, at least 30 m from wells, ditches and watercourses where you can.',
          ],
        },
        {
          heading: 'Keep it covered',
          paragraphs: [
            'Uncovered salt loses up to a tenth of its weight to rain in a season and cakes into lumps. A dome, shed or bunker with a tarp keeps it free-flowing and keeps brine out of the ground.',
          ],
        },
        {
          heading: 'Load and clean up',
          paragraphs: [
            'Load inside the cover or on the pad. Sweep spills back onto the pile at the end of each shift, and rinse loaders and spreaders at a wash bay that drains to a holding tank.',
          ],
        },
        {
          heading: 'Inspect',
          paragraphs: [
            'Before each season, check roofs, tarps and walls for damage, and record what you store and use: it is the basis of a salt management plan.',
            revised,
          ],
        },
      ],
    },
  },
]
