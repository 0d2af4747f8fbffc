// Plain copy: checked once, at build, against content/copy-schema.ts (counts, icons, images).
export const aboutHero = {
  lead: 'A Largo family contractor since 1985: concrete first, then everything built on top of it.',
  callBar: 'Call or text to book an appointment with us!',
  callBarLabel: 'Satellite office',
  /** The bar's sms: link, so "text" is one tap on a phone too. */
  textLink: 'Send a text',
};

export const story = {
  heading: 'Our Story',
  paragraphs: [
    "We started in 1985 with one truck, a mixer and a reputation for footings that passed inspection the first time. When the storms of the 1990s pushed flood rules to the front of every Pinellas permit, we learned FEMA's requirements from the inside and made flood mitigation part of our everyday work.",
    'Over the next decades we grew into full-service residential and commercial concrete, then general contracting, adding helical piling, seawall repair and home elevation as the coast demanded more of its buildings. In 2024 a new generation took over day-to-day leadership, keeping the same crews and the same standard while looking hard at how Florida homes should be built next.',
  ],
  milestonesHeading: 'Key Milestones',
  milestones: [
    {
      year: '1985',
      title: 'Founded in Largo',
      description:
        'Opened as a concrete contractor pouring foundations, slabs and block walls across Pinellas County.',
    },
    {
      year: '1990s',
      title: 'FEMA and flood mitigation',
      description:
        'Focused on FEMA-compliant rebuilding and flood mitigation as new flood maps reshaped coastal permits.',
    },
    {
      year: '2000s',
      title: 'Full-service concrete',
      description:
        'Grew into full-service residential and commercial concrete: foundations, slabs, driveways and structural repair.',
    },
    {
      year: '2010s',
      title: 'Piling, seawalls, elevation',
      description:
        'Added helical piling, seawall and home elevation work to raise and protect waterfront properties.',
    },
    {
      year: '2024',
      title: 'A new generation',
      description:
        'Leadership passed to a new generation, with the same crews, standards and commitment to clients.',
    },
    {
      year: '2025',
      title: '3D-printed concrete homes',
      description:
        "Began building 3D-printed, off-grid regenerative concrete homes designed for Florida's climate.",
    },
  ],
};

export const newEra = {
  eyebrow: 'What comes next',
  heading: 'A New Era of Resilient Living',
  lead: 'Brutalist in form, practical in every detail: 3D-printed concrete homes that run off-grid, ride out hurricanes and are designed to be carbon-positive over their lifetime.',
  images: [
    {
      src: '/images/about/3d-printed-home.svg',
      alt: 'Brutalist 3D-printed concrete home with layered curved walls, deep overhangs and rooftop solar panels',
    },
    {
      src: '/images/about/elevated-resilient-home.svg',
      alt: 'Off-grid concrete home raised on pilings with a rain cistern, solar array and native landscaping',
    },
  ],
  features: [
    {
      icon: 'Layers',
      title: '3D-printed concrete',
      description:
        'Walls printed layer by layer on site, with steel reinforcement and continuous insulation, engineered for Florida Building Code wind loads.',
    },
    {
      icon: 'Sun',
      title: 'Off-grid by design',
      description:
        'Solar with battery storage, rainwater capture and efficient systems let a home keep running when the grid goes down.',
    },
    {
      icon: 'Leaf',
      title: 'Carbon-positive materials',
      description:
        'Low-clinker concrete mixes, minimal waste and native landscaping aim to store more carbon than construction releases.',
    },
  ],
  missionHeading: 'The Mission Continues',
  mission:
    'Passive design does the heavy lifting: thermal mass, deep shade, cross-ventilation and a tight envelope reduce HVAC demand by over 80% compared with a typical Florida home. It is what every footing we have poured since 1985 was for: buildings that protect the people inside them, now carried into the next forty years.',
};

export const values = {
  heading: 'Core Values',
  items: [
    {
      icon: 'Scale',
      title: 'Integrity',
      description: 'Honest scopes, honest prices, and permits pulled for every job that needs one.',
    },
    {
      icon: 'Award',
      title: 'Quality',
      description:
        'Work built to code and to last through salt air, humidity and hurricane season.',
    },
    {
      icon: 'Clock',
      title: 'Reliability',
      description: 'We show up when we say we will and finish on the schedule we put in writing.',
    },
    {
      icon: 'MessageSquare',
      title: 'Communication',
      description: 'One point of contact, weekly updates and replies within one business day.',
    },
  ],
};

/** The three leaders themselves are the owner's: content/team.json, edited in /admin/. */
export const team = {
  heading: 'Leadership Team',
};

export const credentials = {
  heading: 'Credentials',
  stats: [
    { value: '15+', label: 'Years in business' },
    { value: '800+', label: 'Completed projects' },
    { value: '25', label: 'Team members' },
    { value: '95%', label: 'Client satisfaction' },
  ],
  licenseText: 'Licensed and insured general contractor in the State of Florida.',
};
