import { addressKeyOf, bandFor, distanceKm } from './distance.js';

describe('delivery distances', () => {
  const fort = { latitude: 6.9344, longitude: 79.8428 }; // Colombo Fort
  const kandy = { latitude: 7.2906, longitude: 80.6337 };
  const galle = { latitude: 6.0329, longitude: 80.2168 };

  it('measures great-circle distances in km', () => {
    expect(distanceKm(fort, fort)).toBe(0);
    // Colombo Fort to Kandy is about 95 km as the crow flies, to Galle about 108 km.
    expect(distanceKm(fort, kandy)).toBeGreaterThan(93);
    expect(distanceKm(fort, kandy)).toBeLessThan(97);
    expect(distanceKm(fort, galle)).toBeGreaterThan(105);
    expect(distanceKm(fort, galle)).toBeLessThan(110);
    expect(distanceKm(kandy, fort)).toBeCloseTo(distanceKm(fort, kandy), 9);
    // One degree of latitude is about 111.2 km anywhere.
    expect(distanceKm({ latitude: 0, longitude: 80 }, { latitude: 1, longitude: 80 })).toBeCloseTo(111.2, 1);
  });

  it('keys an address without regard to case, spaces and empty parts', () => {
    expect(addressKeyOf('12  Galle Road,', ' COLOMBO ')).toBe('12 galle road, colombo');
    expect(addressKeyOf('12 galle road', 'colombo')).toBe('12 galle road, colombo');
    expect(addressKeyOf('Flat 3, 7 Hill St', 'Kandy')).toBe('flat 3, 7 hill st, kandy');
  });

  it('picks the nearest band that reaches the distance, and none beyond the last', () => {
    const bands = [{ upToKm: 25, fee: 3000 }, { upToKm: 10, fee: 1500 }];
    expect(bandFor(bands, 0)).toEqual({ upToKm: 10, fee: 1500 });
    expect(bandFor(bands, 10)).toEqual({ upToKm: 10, fee: 1500 });
    expect(bandFor(bands, 10.01)).toEqual({ upToKm: 25, fee: 3000 });
    expect(bandFor(bands, 25.5)).toBeNull();
    expect(bandFor([], 1)).toBeNull();
  });
});
