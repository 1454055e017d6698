import { describe, expect, it } from 'vitest';
import { boundingBox, distanceMiles } from './distance';

const akron = { latitude: 41.0814, longitude: -81.519 };
const cleveland = { latitude: 41.4993, longitude: -81.6944 };
const losAngeles = { latitude: 34.0522, longitude: -118.2437 };
const newYork = { latitude: 40.7128, longitude: -74.006 };

describe('distanceMiles', () => {
  it('measures Akron to Cleveland as about 30 miles and New York to Los Angeles as about 2,450', () => {
    expect(distanceMiles(akron, cleveland)).toBeGreaterThan(29);
    expect(distanceMiles(akron, cleveland)).toBeLessThan(31);
    expect(distanceMiles(newYork, losAngeles)).toBeGreaterThan(2430);
    expect(distanceMiles(newYork, losAngeles)).toBeLessThan(2470);
  });

  it('is zero from a place to itself and the same both ways', () => {
    expect(distanceMiles(akron, akron)).toBe(0);
    expect(distanceMiles(akron, losAngeles)).toBeCloseTo(distanceMiles(losAngeles, akron), 9);
  });
});

describe('boundingBox', () => {
  it('contains every point at the radius in each direction', () => {
    const box = boundingBox(akron, 30);
    expect(cleveland.latitude).toBeLessThan(box.maxLat);
    expect(box.minLat).toBeLessThan(akron.latitude - 0.4);
    expect(box.maxLng - box.minLng).toBeGreaterThan(2 * (30 / 69.172));
  });
});
