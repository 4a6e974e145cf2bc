import type { SceneKind } from './demo-gallery-art.js';

export interface DemoGalleryItem {
  kind: SceneKind;
  category: string;
  description: string;
  /** How long before the seed the photo was posted, so the gallery spans several months. */
  daysAgo: number;
}

const EVENTS: [SceneKind, string, string][] = [
  ['wedding', 'weddings', 'Poruwa ceremony and reception'],
  ['concert', 'concerts', 'Live band night'],
  ['corporate', 'corporate', 'Annual awards night'],
  ['festival', 'festivals', 'Open-air music festival'],
  ['party', 'parties', "New Year's Eve party"],
  ['wedding', 'weddings', 'Beach wedding reception'],
  ['concert', 'concerts', 'School musical'],
  ['corporate', 'corporate', 'Product launch'],
  ['party', 'parties', 'DJ night'],
  ['wedding', 'weddings', 'Homecoming dinner'],
  ['festival', 'festivals', 'Vesak lantern stage'],
  ['warehouse', 'general', 'Rig check before dispatch'],
];

const VENUES = ['Colombo', 'Galle Face', 'Kandy', 'Negombo', 'Bentota', 'Galle Fort', 'Nuwara Eliya', 'Mount Lavinia', 'Jaffna', 'Trincomalee', 'Battaramulla', 'Dehiwala'];

const RIGS: Record<SceneKind, string[]> = {
  wedding: ['warm white uplights on the drapes and a pair of QSC K12.2 tops', 'fairy-light canopy, Astera uplights around the dance floor and a wireless mic for the speeches', 'amber washes, a floral arch lit from both sides and soft background music until midnight'],
  concert: ['RCF line array hangs, two subs a side and eight Intimidator spots through the haze', 'an X32 at front of house, four monitor wedges and a pixel-bar backline', 'MAC Aura washes, STRIKE blinders for the finale and a full drum mic kit'],
  corporate: ['a clean blue stage wash, lectern mic and confidence monitor', 'twin screens, EW-D wireless handhelds and a QuickQ console running the cues', 'a speech-friendly PA and warm key light for the camera crew'],
  festival: ['a twelve-box line array, a sub arc and a dozen moving heads on the roof truss', 'LED battens along the stage front and haze all night', 'Robe spots, colour-changing washes and a generator-backed power plan'],
  party: ['lasers, a pixel wall and a DJM-900 in the booth', 'strobes on the drop, fog on the floor and bass from the KS212C subs', 'LED bars behind the DJ and uplights on every pillar'],
  warehouse: ['every speaker tested, every cable labelled', 'fixtures addressed and lamps checked', 'flight cases packed for a weekend of three events'],
};

/** 36 event photos, newest first, a few days apart. */
export const DEMO_GALLERY: DemoGalleryItem[] = Array.from({ length: 36 }, (_, i) => {
  const [kind, category, event] = EVENTS[i % EVENTS.length];
  const venue = VENUES[(i * 5) % VENUES.length];
  const rig = RIGS[kind][Math.floor(i / EVENTS.length) % RIGS[kind].length];
  return { kind, category, description: `${event} in ${venue}: ${rig}.`, daysAgo: i * 4 + (i % 3) };
});
