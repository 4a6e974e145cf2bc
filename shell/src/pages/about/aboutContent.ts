// The About page's words, apart from its layout. The three claims are the spec's (§2).

export const aboutClaims = [
  { figure: '2010', label: 'Founded' },
  { figure: '10,000+', label: 'Happy customers' },
  { figure: '500+', label: 'Products to rent' },
] as const;

export const aboutStory = [
  'We started in 2010 with a van, two speaker stacks and a handful of lights for friends who played weekend gigs.',
  'Since then more than 10,000 customers, from wedding planners to touring bands, have rented their sound and light from us. Our catalogue has grown to more than 500 products, and every one of them is checked by our crew before it leaves and after it comes back.',
];

export type AboutFeature = { icon: 'sound' | 'light' | 'calendar' | 'safety' | 'team' | 'support'; title: string; text: string };

export const whatWeRent: AboutFeature[] = [
  { icon: 'sound', title: 'Audio', text: 'PA speakers, subwoofers, mixers, microphones and monitors for rooms of any size.' },
  { icon: 'light', title: 'Lighting', text: 'Moving heads, PAR cans, LED bars and controllers to set the mood of the night.' },
  { icon: 'calendar', title: 'Any length', text: 'Rent for a single day or a whole season; you pick the dates and see the quote at once.' },
];

export const whyUs: AboutFeature[] = [
  { icon: 'safety', title: 'Show-ready gear', text: 'Every item is tested between rentals, so it works when the doors open.' },
  { icon: 'team', title: 'People who run shows', text: 'Our team has worked front of house and on the lighting desk; ask them anything.' },
  { icon: 'support', title: 'Help when you need it', text: 'Questions about what to rent or how to set it up? Get in touch and we answer.' },
];
