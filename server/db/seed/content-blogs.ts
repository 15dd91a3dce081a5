import type { DemoPost } from './content-news.ts'

/** Six blog posts: practical guides for the people who buy and spread salt. */
export const demoBlogs: DemoPost[] = [
  {
    slug: 'how-much-salt-for-a-parking-lot',
    title: 'How much salt does a parking lot need?',
    excerpt:
      'Application rates by pavement temperature, a worked example for a 5,000 m² lot, and the three mistakes that waste the most salt.',
    author: 'Dave Kowalski',
    publishedAt: '2026-11-10T14:00:00Z',
    cover: { file: 'parking-lot', alt: 'A parking lot seen from above with spreader lines' },
    body: `
<p>"Enough to see it" is the most common answer, and the most expensive one. Salt works by dissolving into brine, and how much you need depends far more on the pavement temperature than on how much snow fell.</p>
<h2>Rates by pavement temperature</h2>
<p>These are starting points for untreated rock salt on a plowed surface, per application:</p>
<table>
<thead><tr><th scope="col">Pavement temperature</th><th scope="col">Rock salt per 1,000 m²</th><th scope="col">Notes</th></tr></thead>
<tbody>
<tr><td>0 °C to −4 °C</td><td>10–15 kg</td><td>Salt works quickly; pre-wetting cuts the rate further.</td></tr>
<tr><td>−4 °C to −9 °C</td><td>15–25 kg</td><td>Plow first; salt the thin layer that is left.</td></tr>
<tr><td>−9 °C to −12 °C</td><td>25–35 kg</td><td>Use treated salt or pre-wet with a calcium chloride blend.</td></tr>
<tr><td>Below −12 °C</td><td>—</td><td>Rock salt barely works: use treated salt, or sand for traction.</td></tr>
</tbody>
</table>
<h2>A worked example</h2>
<p>A 5,000 m² retail lot, freezing rain, pavement at −6 °C: about 20 kg per 1,000 m², so 100 kg per application. Over a season of 40 events with an average of 1.5 applications each, that lot needs about 6 tonnes. Most lots we visit are spreading two to three times that.</p>
<h2>The three costly mistakes</h2>
<ol>
<li><strong>Salting before plowing.</strong> Salt spread on deep snow turns into slush that refreezes. Plow, then salt.</li>
<li><strong>An uncalibrated spreader.</strong> A spreader set by eye can be off by 50% or more. Calibrate it at the start of every season.</li>
<li><strong>Salting dry, cold pavement "just in case".</strong> Below −12 °C dry salt does nothing but blow away.</li>
</ol>
<p>Not sure what your sites need? Our <a href="/supply-and-spread">supply &amp; spread</a> team can assess them and keep the records for you.</p>`,
  },
  {
    slug: 'brine-anti-icing-vs-pre-wetting',
    title: 'Brine 101: anti-icing, pre-wetting and when each pays',
    excerpt:
      'Liquid salt brine can stop ice from bonding before a storm, or make your rock salt work faster during one. Here is how to use each.',
    author: 'Priya Nair',
    publishedAt: '2026-10-14T13:00:00Z',
    cover: { file: 'brine', alt: 'A brine tank with a spray bar' },
    body: `
<p>Salt brine is rock salt dissolved in water at about 23%, the concentration with the lowest freezing point. It is cheap to make, easy to store in totes, and used in two quite different ways.</p>
<h2>Anti-icing: before the storm</h2>
<p>Sprayed on dry pavement up to 48 hours before snow or freezing rain, brine dries to a thin film of salt that stops ice from bonding to the surface. Plowing is then far easier, and you may need no rock salt at all for light events.</p>
<ul>
<li>Typical rate: 100–200 litres per 1,000 m².</li>
<li>Works best above −10 °C pavement temperature.</li>
<li>Do not apply before rain: it washes off.</li>
</ul>
<h2>Pre-wetting: during the storm</h2>
<p>Brine sprayed on rock salt as it leaves the spreader, at about 30 litres per tonne, makes the salt stick where it lands and start melting at once. In colder weather a calcium or magnesium chloride blend keeps working to about −20 °C.</p>
<h2>Which one pays?</h2>
<p>If you maintain the same sites all winter and get a forecast a day ahead, anti-icing usually pays for the sprayer in one season. If you spread rock salt on many sites during storms, pre-wetting saves the most. Many operators do both.</p>
<p>We supply brine and chloride blends in 1,000-litre totes and by tanker. <a href="/products/liquid-de-icing">See our liquid de-icing products</a>.</p>`,
  },
  {
    slug: 'storm-preparedness-checklist',
    title: 'A storm preparedness checklist for winter contractors',
    excerpt:
      'The night before the first big storm is the wrong time to find a flat tire on the spreader. A checklist for October.',
    author: 'Karen Whitfield',
    publishedAt: '2026-09-29T13:00:00Z',
    cover: { file: 'storm-checklist', alt: 'A clipboard with a checklist and a snowflake' },
    body: `
<p>Every season, the first storm finds someone unprepared. Work through this list in October and your crews will be ready when the forecast turns.</p>
<h2>Equipment</h2>
<ul>
<li>Calibrate every spreader and record the settings for each material.</li>
<li>Check plow blades, cutting edges, hydraulics and lights.</li>
<li>Test your brine sprayers with water, and flush them.</li>
<li>Stock spare shear pins, hoses and fuses in every truck.</li>
</ul>
<h2>Material</h2>
<ul>
<li>Fill your storage before November, while supply is easy.</li>
<li>Load funds onto your Salt Cards so drivers can pick up at any hour.</li>
<li>Check that your storage is covered and that the pad drains away from the pile.</li>
</ul>
<h2>People and paperwork</h2>
<ul>
<li>Confirm your on-call rota and contact numbers.</li>
<li>Walk each site with its plan: no-pile zones, drains, doors and ramps that need hand salting.</li>
<li>Set up your logs: time, temperature, material and amount for every visit. After a slip-and-fall claim, the log is your defence.</li>
</ul>
<h2>Before each storm</h2>
<ol>
<li>Check the forecast and pavement temperatures.</li>
<li>Anti-ice where it pays.</li>
<li>Fuel up, load up, and send crews out before the first flakes, not after.</li>
</ol>`,
  },
  {
    slug: 'salt-storage-tips',
    title: 'Storing road salt: keep it dry, keep it flowing',
    excerpt:
      'Wet salt cakes, lumps and leaches into the ground. How to store bulk, sacks and bags so every tonne you buy gets spread.',
    author: 'Dave Kowalski',
    publishedAt: '2026-08-25T13:00:00Z',
    cover: { file: 'salt-storage', alt: 'A salt dome with a covered pile inside' },
    body: `
<p>Salt does not go bad, but it does get wet. Rain and meltwater turn the top of an open pile into a crust, wash salt into the ground around it, and leave you with lumps that jam spreaders.</p>
<h2>Bulk salt</h2>
<ul>
<li>Store it under a roof: a dome, a shed or at least a well-anchored tarp.</li>
<li>Put it on an impermeable pad (asphalt or concrete) that slopes away from the pile.</li>
<li>Keep it away from wells, ditches and storm drains.</li>
<li>Load from the face of the pile and keep the pile shaped so water runs off.</li>
</ul>
<h2>Bulk sacks</h2>
<p>One-tonne sacks are easy to keep dry: store them on pallets, off the ground, under cover. An opened sack should be closed again with its top.</p>
<h2>Bagged salt</h2>
<p>Keep skids indoors or under a tarp, stacked no more than two high, and use the oldest first. A bag that has been wet and dried again can be broken up before use.</p>
<h2>Caking</h2>
<p>Treated salt and salt with an anti-caking agent resist caking. If a pile has crusted, break the crust with the loader before loading, never with a spreader.</p>
<p>Need storage? <a href="/products/salt-storage">See our salt storage options</a>.</p>`,
  },
  {
    slug: 'salt-and-the-environment',
    title: 'Environmental salt management: less salt, same safety',
    excerpt:
      'Chloride from road salt stays in groundwater for decades. Practical steps that cut salt use without cutting safety.',
    author: 'Priya Nair',
    publishedAt: '2026-07-21T13:00:00Z',
    cover: { file: 'environment', alt: 'A creek with a leaf and a salt crystal' },
    body: `
<p>Chloride does not break down. Once salt washes off a lot, it stays in creeks, wetlands and groundwater, and many urban streams in southern Ontario now carry chloride levels that harm aquatic life for months each year.</p>
<p>The good news: most sites can cut their salt use by a quarter or more without any loss of safety, and save money doing it.</p>
<h2>Five steps that work</h2>
<ol>
<li><strong>Plow first, salt second.</strong> Salt is for the thin layer a plow leaves behind.</li>
<li><strong>Match the rate to the pavement temperature.</strong> See our <a href="/blogs/how-much-salt-for-a-parking-lot">rate table</a>.</li>
<li><strong>Calibrate your spreaders</strong> every season, and whenever you change material.</li>
<li><strong>Pre-wet or anti-ice</strong> so less salt bounces away.</li>
<li><strong>Store salt under cover</strong> on an impermeable pad.</li>
</ol>
<h2>Training and certification</h2>
<p>Ontario's Smart About Salt program offers training for contractors and site managers, and certification that many property owners now ask for in their tenders. All of our supply &amp; spread operators are trained.</p>
<blockquote>The safest lot is not the one with the most salt on it: it is the one where the right amount went down at the right time.</blockquote>`,
  },
  {
    slug: 'rock-salt-vs-treated-salt',
    title: 'Rock salt or treated salt? Choosing for the temperature',
    excerpt:
      'Plain rock salt is the workhorse down to about −10 °C. Below that, treated salt keeps melting. How to choose, and what it costs.',
    author: 'Marc Tremblay',
    publishedAt: '2026-06-16T13:00:00Z',
    cover: { file: 'treated-salt', alt: 'Two salt piles, one white and one tinted' },
    body: `
<p>Most of the salt spread in Ontario is plain rock salt: sodium chloride, mined and crushed. It is inexpensive and works well, until it gets cold.</p>
<h2>Plain rock salt</h2>
<ul>
<li>Works well down to about −10 °C pavement temperature.</li>
<li>Slows down sharply below that, and does almost nothing below −15 °C.</li>
<li>The lowest price per tonne.</li>
</ul>
<h2>Treated salt</h2>
<p>Treated salt is rock salt coated with a liquid such as magnesium chloride or an agricultural by-product. The coating attracts moisture and keeps melting at lower temperatures.</p>
<ul>
<li>Works to about −20 °C or lower, depending on the treatment.</li>
<li>Starts melting faster and bounces less.</li>
<li>Costs more per tonne, but you spread less of it.</li>
</ul>
<h2>How to choose</h2>
<p>If most of your storms come in above −10 °C, buy rock salt and keep a smaller stock of treated salt for the cold snaps. If you maintain sidewalks and entrances, or your sites are in colder areas, treated salt often costs less per event.</p>
<p>Compare both in our <a href="/products/bulk-salt">bulk salt range</a>, or ask our sales team.</p>`,
  },
]
