import type { ServiceInput } from './schema';

export const services = [
  {
    slug: 'kitchen-bathroom-remodels',
    title: 'Kitchen & Bathroom Remodels',
    headline: 'Kitchens and baths rebuilt properly, from the slab up.',
    description:
      'Full kitchen and bathroom remodels for Pinellas County homes, from layout changes to tile, cabinets and fixtures. We pull the permits, handle the trades and build to the Florida Building Code.',
    metaDescription:
      'Permitted kitchen and bathroom remodels in Largo and across Pinellas County: layout changes, walk-in showers, cabinets and tile.',
    image: {
      src: '/images/services/kitchen-bathroom-remodels.svg',
      alt: 'Illustration of a remodeled kitchen with an island and pendant lights beside a bathroom with a glass walk-in shower',
    },
    hero: {
      title: 'Kitchen & Bathroom Remodels',
      tagline:
        'New layouts, new finishes and the permits to back them up, built for Florida homes and Florida humidity.',
    },
    problem: {
      heading: 'The Problem',
      body: "Many Pinellas homes still have their original 1960s to 1980s kitchens and baths, often with cast-iron drains, tired wiring and plumbing buried in a concrete slab. A cosmetic refresh on top of that rarely lasts, and moving a sink or a wall means permits that many handymen won't pull.",
      points: [
        'Aging cast-iron and galvanized plumbing under the slab',
        'Leaking showers and soft subfloors hidden behind old tile',
        'Cramped layouts that need walls moved or removed',
        'Unpermitted past work that surfaces at resale or inspection',
      ],
    },
    solution: {
      heading: 'Our Solution',
      body: 'We treat a remodel as a construction project, not a makeover. We open up what needs opening, fix what we find, pull the permits and coordinate plumbing, electrical and finish trades so the new room holds up in a humid, salt-air climate.',
      points: [
        'Permitted work inspected under the Florida Building Code',
        'Concrete slab cutting and plumbing relocation done in-house',
        'Waterproofed showers and moisture-resistant materials',
        'One point of contact from design through final inspection',
      ],
    },
    sections: [
      {
        kind: 'steps',
        heading: 'How Your Remodel Works',
        steps: [
          {
            title: 'Walk-Through and Scope',
            description:
              'We visit, measure and look at what is behind the walls and under the floor. You get a written scope and a line-item estimate.',
          },
          {
            title: 'Design, Selections and Permits',
            description:
              'We settle the layout and finishes with you, then submit drawings for the permit. Condo and HOA approvals are handled in the same step.',
          },
          {
            title: 'Build and Final Inspection',
            description:
              'Demolition, rough-ins, inspections and finishes follow a posted schedule. We close out the permit and walk the finished room with you.',
          },
        ],
      },
      {
        kind: 'list',
        heading: "What's Included",
        items: [
          'Layout redesign and wall removal',
          'Custom and semi-custom cabinet installation',
          'Quartz, granite and solid-surface countertops',
          'Curbless and walk-in shower conversions',
          'Plumbing relocation through the concrete slab',
          'Electrical upgrades, lighting and dedicated circuits',
          'Tile, flooring and waterproofing systems',
        ],
      },
      {
        kind: 'gallery',
        heading: 'Recent Kitchens and Baths',
        images: [
          {
            src: '/images/gallery/kitchen-island.svg',
            alt: 'Illustration of an open kitchen with a large center island, bar seating and pendant lights',
          },
          {
            src: '/images/gallery/bathroom-walk-in-shower.svg',
            alt: 'Illustration of a tiled walk-in shower with a frameless glass panel and a built-in niche',
          },
          {
            src: '/images/gallery/kitchen-cabinetry.svg',
            alt: 'Illustration of a wall of shaker-style kitchen cabinets with a range hood and tile backsplash',
          },
        ],
      },
    ],
  },
  {
    slug: 'retail-buildouts',
    title: 'Retail Buildouts',
    headline: 'From empty shell to open doors.',
    description:
      'Tenant improvements for shops and showrooms, from bare shell to finished sales floor. We coordinate permits, landlord requirements and ADA access so you can open on schedule.',
    metaDescription:
      'Retail buildouts and tenant improvements in Pinellas County and Tampa Bay: storefronts, fitting rooms, lighting and ADA upgrades.',
    image: {
      src: '/images/services/retail-buildouts.svg',
      alt: 'Illustration of a retail storefront mid-buildout: scaffolding on one side, a finished awning, glass door and display shelving on the other',
    },
    hero: {
      title: 'Retail Buildouts',
      tagline:
        'Tenant improvements built to code, to the landlord criteria and to your opening date.',
    },
    problem: {
      heading: 'The Problem',
      body: "Every week a store sits unfinished is a week of rent with no sales. Retail buildouts stall on permit comments, landlord approvals, fire-marshal reviews and ADA requirements that the original lease plan didn't account for.",
      points: [
        'Rent starts before the space is ready to open',
        'Permit reviews delayed by incomplete drawings',
        'Landlord work letters and tenant criteria to satisfy',
        'ADA entrances, restrooms and counters that must comply',
      ],
    },
    solution: {
      heading: 'Our Solution',
      body: 'We review the lease exhibits and the space before we price the job, then build a schedule around your opening date. Permits, inspections, landlord coordination and trade scheduling run through one team.',
      points: [
        'Early review of landlord criteria and existing conditions',
        'Permit submittals coordinated with your designer or architect',
        'ADA-compliant entrances, restrooms and sales counters',
        'Work scheduled around neighboring tenants and mall hours',
      ],
    },
    sections: [
      {
        kind: 'steps',
        heading: 'How We Build Out Your Store',
        steps: [
          {
            title: 'Site Review and Budget',
            description:
              'We walk the space with you, review the lease exhibits and price the work. You see the costs and the schedule before you commit.',
          },
          {
            title: 'Permits and Approvals',
            description:
              'We submit the permit package and handle landlord and fire-marshal reviews. Long-lead items like storefront glass are ordered early.',
          },
          {
            title: 'Construction and Turnover',
            description:
              'We build, pass the inspections and secure the certificate of completion. You get the keys to a space ready for fixtures and stock.',
          },
        ],
      },
      {
        kind: 'list',
        heading: 'Retail Services',
        items: [
          'Demising walls and interior framing',
          'Storefront glass and entry doors',
          'Fitting rooms and stockroom buildouts',
          'Checkout counters and display millwork',
          'Lighting, power and data rough-ins',
          'ADA restrooms and accessible routes',
          'Polished concrete and commercial flooring',
        ],
      },
      {
        kind: 'gallery',
        heading: 'Retail Work',
        images: [
          {
            src: '/images/gallery/retail-storefront.svg',
            alt: 'Illustration of a finished shop front with full-height glass, an awning and a sign band',
          },
          {
            src: '/images/gallery/retail-fitting-room.svg',
            alt: 'Illustration of a row of boutique fitting rooms with curtains, mirrors and bench seating',
          },
          {
            src: '/images/gallery/retail-checkout.svg',
            alt: 'Illustration of a retail checkout counter with a register, display shelving and track lighting',
          },
        ],
      },
    ],
  },
  {
    slug: 'permit-rescue',
    title: 'Permit Rescue',
    headline: 'Stuck permit? Failed inspection? We get it closed.',
    description:
      'We take over stalled, expired and failed permits and bring unpermitted work up to code. When an open permit is holding up a sale or refinance, we work out what the building department needs and get it done.',
    metaDescription:
      'Permit rescue in Pinellas County and Tampa Bay: expired and open permits, failed inspections and after-the-fact permits for unpermitted work.',
    image: {
      src: '/images/services/permit-rescue.svg',
      alt: 'Illustration of rolled blueprints, a building permit marked with an approval check, a clipboard checklist and a hard hat',
    },
    hero: {
      title: 'Permit Rescue',
      tagline:
        'Expired permits, failed inspections and unpermitted work, sorted out with the building department.',
    },
    problem: {
      heading: 'The Problem',
      body: 'An open or expired permit shows up on a lien search at the worst possible moment, usually right before a closing. A previous contractor walked off, an owner built an addition without a permit, or an inspection failed and nobody went back. Now the sale, the refinance or the insurance policy is on hold.',
      points: [
        'Sales and refinances delayed by open permits',
        'Contractors who left jobs without final inspections',
        'Enclosures, additions and garage conversions built without permits',
        'Correction notices that nobody knows how to answer',
      ],
    },
    solution: {
      heading: 'Our Solution',
      body: 'We start by pulling the permit history and talking to the building department, so we know exactly what is open and what they want to see. Then we take over the permit or apply for a new one, make the corrections and schedule the inspections until it is closed out.',
      points: [
        'Permit history research with the city or county',
        'Contractor change-of-record on abandoned permits',
        'As-built drawings and engineering when required',
        'Corrections built and inspected to final',
      ],
    },
    sections: [
      {
        kind: 'steps',
        heading: 'How We Rescue a Permit',
        steps: [
          {
            title: 'Research and Inspection',
            description:
              'We pull the permit records and inspect the work on site. You get a plain answer on what is open, what failed and why.',
          },
          {
            title: 'Plan with the Building Department',
            description:
              'We confirm the path to closure with the city or county, whether that is a permit reactivation, a change of contractor or an after-the-fact permit.',
          },
          {
            title: 'Correct, Inspect and Close',
            description:
              'We make the corrections, open walls where inspectors need to see, and schedule inspections through final. You get the closed permit on record.',
          },
        ],
      },
      {
        kind: 'list',
        heading: 'Common Issues We Fix',
        items: [
          'Expired permits that need reactivation',
          'Failed inspections with open correction notices',
          'Permits abandoned by a previous contractor',
          'Unpermitted additions and porch enclosures',
          'After-the-fact permits for completed work',
          'Open permits blocking a sale or refinance',
          'Garage conversions built without approval',
        ],
      },
      {
        kind: 'story',
        heading: 'Success Story',
        title: 'An Unpermitted Enclosure Holding Up a Sale',
        location: 'Seminole, Pinellas County',
        challenge:
          "A homeowner had a buyer under contract when the title search turned up a screened porch that had been enclosed into a Florida room without a permit by a previous owner. The buyer's lender would not close until the work was permitted, and the windows and framing were undocumented.",
        solution:
          'We had an engineer prepare as-built drawings, applied for an after-the-fact permit and opened sections of the wall so the inspector could see the framing and connections. Windows without verifiable impact or wind ratings were replaced, and the electrical was brought up to code.',
        outcome:
          'The permit passed final inspection and the sale closed a few weeks after the original date, with the enclosure now on record as permitted living space.',
      },
    ],
  },
  {
    slug: 'commercial-remodeling',
    title: 'Commercial Remodeling',
    headline: 'Offices, restaurants and medical suites, remodeled while you stay in business.',
    description:
      'Interior and exterior remodels for offices, restaurants, medical suites and mixed-use buildings. We plan the work around your operations and build to current Florida Building Code and ADA requirements.',
    metaDescription:
      'Commercial remodeling in Largo, Pinellas County and Tampa Bay: offices, restaurants and medical suites built to code and ADA standards.',
    image: {
      src: '/images/services/commercial-remodeling.svg',
      alt: 'Illustration of a remodeled commercial space with exposed steel roof beams, tall windows, pendant lights and café tables',
    },
    hero: {
      title: 'Commercial Remodeling',
      tagline:
        'Code-compliant remodels for offices, restaurants and medical spaces, phased so your business keeps running.',
    },
    problem: {
      heading: 'The Problem',
      body: 'Commercial remodels touch more than finishes. Change the layout or the use of a space and you can trigger fire, accessibility and energy code requirements, and every day of closed doors costs revenue. Older concrete block buildings along the coast often hide water intrusion and corroded steel as well.',
      points: [
        'Downtime that costs revenue and customers',
        'ADA upgrades triggered by alterations',
        'Fire, life-safety and health department reviews',
        'Hidden water damage in older block buildings',
      ],
    },
    solution: {
      heading: 'Our Solution',
      body: 'We plan the job around your business: phased work, after-hours shifts where it makes sense, and a clear schedule for inspections. Our concrete background means we handle structural repairs, slab work and block walls ourselves instead of subcontracting them.',
      points: [
        'Phased and after-hours scheduling to limit downtime',
        'Accessibility upgrades planned from the start',
        'In-house concrete, slab and block wall work',
        'Coordination with architects, engineers and inspectors',
      ],
    },
    sections: [
      {
        kind: 'steps',
        heading: 'Our 3-Step Approach',
        steps: [
          {
            title: 'Assess and Plan',
            description:
              'We review the existing building, your drawings and how you operate. Code triggers, structural issues and phasing are identified before pricing.',
          },
          {
            title: 'Permit and Schedule',
            description:
              'We handle permits and agency reviews and build a schedule around your hours. You know which areas are closed and when.',
          },
          {
            title: 'Build and Hand Over',
            description:
              'We build, pass inspections and hand over a finished, documented space. Punch-list items are closed before we leave.',
          },
        ],
      },
      {
        kind: 'list',
        heading: 'Commercial Services',
        items: [
          'Office reconfigurations and interior framing',
          'Restaurant and commercial kitchen remodels',
          'Medical and dental suite buildouts',
          'ADA restrooms, ramps and accessible entrances',
          'Concrete slab, block wall and structural repairs',
          'Storefront, facade and stucco renovations',
          'Ceilings, lighting and flooring replacement',
        ],
      },
      {
        kind: 'gallery',
        heading: 'Commercial Projects',
        images: [
          {
            src: '/images/gallery/commercial-office.svg',
            alt: 'Illustration of a remodeled open office with glass-walled meeting rooms and rows of desks',
          },
          {
            src: '/images/gallery/commercial-restaurant.svg',
            alt: 'Illustration of a restaurant dining room with booth seating, a bar counter and pendant lights',
          },
          {
            src: '/images/gallery/commercial-medical-suite.svg',
            alt: 'Illustration of a medical suite reception with a check-in desk, waiting-room chairs and a wall clock',
          },
        ],
      },
    ],
  },
  {
    slug: 'investor-partnerships',
    title: 'Investor Partnerships',
    headline: 'Your local team for Florida investment properties.',
    description:
      "For out-of-state investors buying in Tampa Bay, we're your eyes and hands on the ground. We assess properties before you buy, manage the renovation remotely and turn units over rental-ready.",
    metaDescription:
      'Contractor partner for out-of-state investors in Pinellas and Tampa Bay: pre-purchase assessments, remote project updates, rental-ready turns.',
    image: {
      src: '/images/services/investor-partnerships.svg',
      alt: 'Illustration of a Florida concrete block house beside a tablet showing a progress photo and a project progress bar',
    },
    hero: {
      title: 'Investor Partnerships',
      tagline:
        'Pre-purchase assessments, clear budgets and remote project management for investors who cannot be here in person.',
    },
    problem: {
      heading: 'The Problem',
      body: "Buying a Florida property from another state means relying on listing photos and a quick inspection report. Flood zones, insurance requirements, older roofs and local permitting can turn a good deal into a long, expensive renovation, and it's hard to manage contractors from a thousand miles away.",
      points: [
        'Repair costs that only surface after closing',
        'Insurance problems with older roofs and systems',
        'No way to check on work in person',
        'Vacancy costs while renovations drag on',
      ],
    },
    solution: {
      heading: 'Our Solution',
      body: 'We assess the property before you buy, give you an itemized budget, and run the renovation with regular photo and video updates. You make the decisions; we handle the permits, the trades and the punch list on site.',
      points: [
        'Pre-acquisition walk-throughs with written repair estimates',
        'Regular photo and video progress updates',
        'Itemized budgets and documented change orders',
        'Rental-ready turnovers planned around your leasing',
      ],
    },
    sections: [
      {
        kind: 'steps',
        heading: 'Our 3-Step Partnership',
        steps: [
          {
            title: 'Pre-Acquisition Assessment',
            description:
              'Before you close, we walk the property and check the roof, structure, systems and flood zone. You get a written scope and budget to weigh against the price.',
          },
          {
            title: 'Budget and Plan',
            description:
              'We agree on scope, finishes and schedule, then pull the permits. Changes are priced and approved in writing before work starts.',
          },
          {
            title: 'Remote-Managed Renovation',
            description:
              'We run the job on site and send regular photo and video updates. The unit is handed over clean, inspected and ready to list.',
          },
        ],
      },
      {
        kind: 'cards',
        heading: 'Florida-Specific Expertise',
        lead: 'What out-of-state buyers often miss, and what we check for on every property.',
        cards: [
          {
            icon: 'Waves',
            title: 'Flood Zones and Elevation',
            description:
              'We check the flood zone and elevation before you buy. In a Special Flood Hazard Area, renovation budgets and insurance costs depend on them.',
          },
          {
            icon: 'Umbrella',
            title: 'Hurricane Code and Wind Mitigation',
            description:
              'Roof-to-wall connections, impact openings and roof deck attachment affect both safety and insurance premiums. We build to current Florida Building Code wind requirements.',
          },
          {
            icon: 'FileCheck',
            title: 'Pinellas and Hillsborough Permitting',
            description:
              'Each city and county has its own permit portal, review process and inspection quirks. We work with them every week.',
          },
          {
            icon: 'ShieldCheck',
            title: 'Roofs and 4-Point Inspections',
            description:
              'Insurers look closely at roof age and the electrical, plumbing and HVAC systems in older homes. We identify and fix the items that block coverage.',
          },
          {
            icon: 'Building2',
            title: 'Concrete Block and Stucco',
            description:
              'Most Tampa Bay homes are concrete block with stucco. We repair cracked stucco, spalling concrete and lintels as a concrete contractor.',
          },
          {
            icon: 'Bug',
            title: 'Salt Air and Termites',
            description:
              'Coastal salt air corrodes fasteners, rebar and HVAC units, and termites are a year-round concern. We look for both and choose materials that hold up.',
          },
        ],
      },
      {
        kind: 'list',
        heading: 'Investor Services',
        items: [
          'Pre-acquisition property assessments',
          'Itemized renovation budgets and scopes',
          'Remote project management with photo updates',
          'Rental-ready turnovers between tenants',
          'Roof, electrical and plumbing updates for insurance',
          'Stucco, concrete and structural repairs',
          'Permit research and closing open permits',
        ],
      },
    ],
  },
  {
    slug: 'fema-reconstruction',
    title: 'FEMA Reconstruction',
    headline: 'Rebuilding after the storm, to the flood rules that apply.',
    description:
      'Reconstruction and elevation for storm-damaged homes in Special Flood Hazard Areas. We work through substantial-damage determinations, elevation requirements and permits so you can rebuild legally and safely.',
    metaDescription:
      'FEMA-compliant flood zone reconstruction in Pinellas County and Tampa Bay: substantial damage, elevation, permits and raising homes.',
    image: {
      src: '/images/services/fema-reconstruction.svg',
      alt: 'Illustration of a coastal home raised on new pilings above flood level with a measuring rod marking the base flood elevation',
    },
    hero: {
      title: 'FEMA Reconstruction',
      tagline:
        'Rebuild right in a flood zone: elevated, permitted and built to the flood rules that now apply to your home.',
    },
    problem: {
      heading: 'The Problem We Solve',
      body: 'After a hurricane or storm surge, rebuilding in a flood zone is not simply a repair. Local floodplain rules based on FEMA requirements decide what you can rebuild, how high, and with what materials, and mistakes can stop a project cold.',
      points: [
        'Permits held until flood damage and costs are reviewed',
        'Months lost to reviews under strict FEMA-based floodplain rules',
        'Homes in Special Flood Hazard Areas with added requirements',
        'Storm and surge damage to walls, floors and systems',
        'A home that must now be elevated before it can be rebuilt',
      ],
    },
    solution: {
      heading: 'How We Solve It',
      body: 'We start with the numbers that drive everything: the damage estimate, the market value of the structure and the required elevation. From there we plan a repair or rebuild that meets local floodplain rules, document it for the building department and your insurer, and build it.',
      points: [
        'Damage estimates prepared for substantial-damage review',
        'Elevation certificates and surveys coordinated early',
        'Designs that meet the required flood elevation',
        'Documentation for insurance and grant programs',
      ],
    },
    sections: [
      {
        kind: 'cards',
        heading: 'Our FEMA Reconstruction Expertise',
        cards: [
          {
            icon: 'Scale',
            title: 'Substantial Damage and the 50% Rule',
            description:
              "If repair costs reach or exceed 50% of the structure's market value, the whole building must be brought into flood compliance. We prepare the cost estimates the floodplain administrator reviews.",
          },
          {
            icon: 'FileCheck',
            title: 'Elevation Certificates',
            description:
              'We coordinate with licensed surveyors for elevation certificates before design and after construction. They drive both your permit and your flood insurance rating.',
          },
          {
            icon: 'Ruler',
            title: 'BFE and DFE Compliance',
            description:
              'We design and build so the lowest floor meets the base flood elevation plus any local freeboard. Enclosures below get flood vents and flood-resistant materials.',
          },
          {
            icon: 'Landmark',
            title: 'FEMA Mitigation Grants',
            description:
              'Elevation and reconstruction can qualify for FEMA HMGP and FMA grants, applied for through your city or county. We price the scope and keep the records and photos the grant file needs.',
          },
          {
            icon: 'Umbrella',
            title: 'Flood Insurance and ICC Claims',
            description:
              'NFIP policies include Increased Cost of Compliance coverage of up to $30,000 toward elevating a substantially damaged home. We prepare the estimates and documentation your adjuster asks for.',
          },
          {
            icon: 'Bug',
            title: 'Mold and Termite Mitigation',
            description:
              'Flooded walls and floors are opened and dried before rebuilding, with mold remediation by licensed remediators and termite treatment by a licensed pest-control partner. Damaged wood is replaced, not covered.',
          },
          {
            icon: 'Anchor',
            title: 'Elevation and Helical Piles',
            description:
              'We raise existing homes and build new elevated foundations, including helical piles where soils require them. Structural work is designed with a licensed engineer.',
          },
        ],
      },
      {
        kind: 'callout',
        heading: 'Why This Matters',
        body: [
          'If repair costs reach or exceed the 50% substantial-damage threshold, the building department can deny a permit for a simple repair. The home must then be elevated or rebuilt to current flood rules, and in some cases demolished.',
          'Failing to reach the required elevation can mean a denied permit or final inspection, an order to elevate or remove the work, and flood insurance premiums far higher than for a compliant home. Getting the numbers right before work starts protects both.',
        ],
        cta: { label: 'Get a Consultation', href: '/contact/' },
      },
    ],
  },
] satisfies ServiceInput[];
