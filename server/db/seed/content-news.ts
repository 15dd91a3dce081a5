/** A demo post as written here; the seeder turns it into a row (sanitized body, sized cover image). */
export interface DemoPost {
  slug: string
  title: string
  excerpt: string
  author: string
  /** ISO instant. */
  publishedAt: string
  /** The cover's file name under /images/posts (without .svg) and its alt text. */
  cover: { file: string; alt: string }
  body: string
}

/** Six news stories of the last months before the demo's "today" (2026-11-22). */
export const demoNews: DemoPost[] = [
  {
    slug: 'ontario-road-salt-shortage',
    title: 'Ontario road salt shortage: what it means for your winter budget',
    excerpt:
      'Supply is tight across the province. Here is how we are allocating stock this winter, and why ordering early helps.',
    author: 'Marc Tremblay',
    publishedAt: '2026-11-16T14:00:00Z',
    cover: { file: 'salt-shortage', alt: 'A half-empty salt dome with a downward arrow' },
    body: `
<p>After a second mild-then-severe winter in a row, salt mines and lake freighters serving Ontario are running behind on deliveries to distributors. Our yards are stocked, but the province-wide supply is tighter than in any season since 2019, and prices at the mine have risen for the third year running.</p>
<h2>How we are allocating stock</h2>
<p>We protect the customers who plan with us. Until the supply situation eases, we serve orders in this order:</p>
<ol>
<li>Seasonal contract customers, up to the tonnage in their contract.</li>
<li>Prepaid Salt Card holders picking up at the scale house.</li>
<li>Delivery and spot orders, as stock allows.</li>
</ol>
<p>Salt Card pickups stay open at every yard. During declared storm events we may limit a single pickup to 20 tonnes so that every card holder can load.</p>
<h2>What it means for prices</h2>
<p>Posted prices can change at short notice this winter. Prepaid funds on your Salt Card are never reduced by a price change, but each pickup is charged at the price on the day of the pickup. Call our 24/7 hotline to confirm the current price before you send a truck.</p>
<h2>What you can do now</h2>
<ul>
<li><strong>Order early.</strong> Fill your storage before the first big storm, while the lake boats are still running.</li>
<li><strong>Use less, better.</strong> Pre-wetting with brine keeps salt on the road and can cut the amount you spread by a fifth.</li>
<li><strong>Store it well.</strong> Covered, dry salt is salt you do not have to buy twice.</li>
</ul>
<p>Our sales team is happy to review your season's needs with you. <a href="/contact-sales">Contact Sales</a> and we will call you back within one business day.</p>`,
  },
  {
    slug: 'winter-yard-hours-2026',
    title: 'New winter yard hours from November 15',
    excerpt:
      'Longer weekday hours at all yards, Saturday loading through March, and 24/7 storm mode when Environment Canada issues a winter warning.',
    author: 'Karen Whitfield',
    publishedAt: '2026-11-03T13:30:00Z',
    cover: { file: 'yard-hours', alt: 'A clock face over a loader at a salt pile' },
    body: `
<p>From November 15 until the end of March, our yards move to their winter schedule. Every location page shows its hours and whether it is open right now.</p>
<h2>What changes</h2>
<ul>
<li><strong>Weekdays:</strong> most yards open at 6:00 and close at 18:00, two hours longer than in the fall.</li>
<li><strong>Saturdays:</strong> loading from 7:00 to 13:00 at every yard.</li>
<li><strong>Sundays and holidays:</strong> closed, except in storm mode.</li>
</ul>
<h2>Storm mode</h2>
<p>When Environment Canada issues a winter storm, snowfall or freezing rain warning for a yard's area, that yard switches to storm mode: the scale house stays open around the clock until the warning ends and the roads are cleared. Storm mode hours appear on the location's page as soon as we declare them.</p>
<h2>Holiday closures</h2>
<p>All yards close on December 25 and January 1. Yards in storm mode stay open on those days too. Salt Card holders can check each location's page for the exact closing and reopening times.</p>`,
  },
  {
    slug: 'salt-card-pick-up-oshawa-docks',
    title: 'Salt Card pick up now open at Oshawa Docks',
    excerpt:
      'Our newest yard, right at the port, is open for prepaid Salt Card pickups with two loaders and a second scale.',
    author: 'Dave Kowalski',
    publishedAt: '2026-10-20T15:00:00Z',
    cover: { file: 'oshawa-docks', alt: 'A lake freighter at a dock beside a salt pile' },
    body: `
<p>Salt Card holders in Durham Region no longer need to drive to Scarborough. Our Oshawa Docks yard, next to the lake freighters' berth, is now open for prepaid pickups.</p>
<h2>What to expect</h2>
<ul>
<li>Two loaders, so wait times stay short even on storm mornings.</li>
<li>A second inbound scale for tandem and tri-axle trucks.</li>
<li>Treated and untreated bulk rock salt, and bulk sacks for smaller trucks.</li>
</ul>
<h2>First visit</h2>
<p>Bring your Salt Card or the QR code from your account page. At the scale house, the operator weighs your truck in, the loader fills it, and you weigh out: the net weight is charged to your card and the ticket is in your transactions within minutes.</p>
<p>Not a card holder yet? <a href="/salt-card-pickup">Learn how Salt Card pick up works</a> and apply in a few minutes.</p>`,
  },
  {
    slug: 'pre-wetting-saves-salt',
    title: 'Pre-wetting with liquid de-icer: use less salt, clear ice faster',
    excerpt:
      'Treating rock salt with brine keeps it on the road and starts melting sooner. Our Concord and Mississauga yards now pre-wet loads at the scale.',
    author: 'Priya Nair',
    publishedAt: '2026-10-01T14:00:00Z',
    cover: { file: 'pre-wetting', alt: 'Brine droplets falling on a pile of rock salt' },
    body: `
<p>Dry rock salt bounces. On a busy parking lot or a road at speed, a good share of every load ends up in the snowbank before it has melted anything. Wetting the salt with brine as it is spread keeps it where it lands and starts the melting at once.</p>
<h2>New at the scale: pre-wetting on request</h2>
<p>This season our Concord and Mississauga yards can pre-wet bulk loads as they are loaded, at about 30 litres of salt brine per tonne. Ask the scale operator, or tick "pre-wet" on your delivery order.</p>
<h2>Why it pays</h2>
<ul>
<li>Less bounce and scatter: more of the salt stays on the surface.</li>
<li>Faster melting: the brine starts the reaction before the salt has to draw moisture from the ice.</li>
<li>Lower rates: many operators spread 15–20% less salt for the same result.</li>
</ul>
<p>Want to pre-wet with your own equipment? We sell brine and calcium chloride blends in totes and bulk. Read our <a href="/blogs/brine-anti-icing-vs-pre-wetting">guide to anti-icing and pre-wetting</a>.</p>`,
  },
  {
    slug: 'early-order-program-2026',
    title: 'Early-order program for the 2026–27 season',
    excerpt:
      'Reserve your seasonal tonnage before September 30 and lock in this summer’s price for the first half of your contract.',
    author: 'Marc Tremblay',
    publishedAt: '2026-07-08T13:00:00Z',
    cover: { file: 'early-order', alt: 'A calendar page with a salt crystal' },
    body: `
<p>The best time to buy road salt is when nobody is thinking about it. Our early-order program is open for the 2026–27 season.</p>
<h2>How it works</h2>
<ol>
<li>Tell us your expected tonnage for the season and your delivery sites.</li>
<li>Reserve by September 30.</li>
<li>The first half of your tonnage is priced at the summer rate, whatever happens at the mine.</li>
</ol>
<h2>Who it is for</h2>
<p>Municipalities, snow-removal contractors, property managers and anyone who spreads more than 100 tonnes a season. Smaller users get the same protection by loading funds onto a prepaid Salt Card early.</p>
<p><a href="/contact-sales">Contact Sales</a> to reserve, or call our hotline.</p>`,
  },
  {
    slug: 'smart-about-salt-training',
    title: 'Our crews complete Smart About Salt training',
    excerpt:
      'Every spreader operator and yard lead on our team has completed training in environmentally responsible winter maintenance.',
    author: 'Priya Nair',
    publishedAt: '2026-06-02T14:00:00Z',
    cover: { file: 'smart-about-salt', alt: 'A green leaf beside a salt crystal' },
    body: `
<p>Road salt keeps people safe, and too much of it ends up in creeks, wells and lakes. Ontario's Smart About Salt program trains the people who spread it to use the right amount in the right place.</p>
<p>This spring every spreader operator and yard lead on our supply &amp; spread team completed the program's training, and our site managers now keep application records that meet its standards.</p>
<h2>What changes for our customers</h2>
<ul>
<li>Site-specific application rates based on pavement temperature, not habit.</li>
<li>Calibrated spreaders, checked before every season.</li>
<li>Application logs for every visit: useful for your environmental reporting and your liability records.</li>
</ul>
<p>Read more in our <a href="/blogs/salt-and-the-environment">guide to environmental salt management</a>.</p>`,
  },
]
