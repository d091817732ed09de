/**
 * Distances between departments: great-circle miles on a spherical Earth (haversine), and the box of
 * latitudes and longitudes that surely holds every place within a distance, so an index on the
 * departments' coordinates narrows the candidates before the exact distance is computed.
 */

/** The Earth's mean radius, in miles. */
export const EARTH_RADIUS_MILES = 3958.8;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;

/** The great-circle distance between two points, in miles. */
export function haversineMiles(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A latitude range and one or two longitude ranges (two when the box crosses the antimeridian). */
export interface BoundingBox {
  latitude: [min: number, max: number];
  /** null: every longitude (the box reaches a pole) */
  longitude: [min: number, max: number][] | null;
}

/**
 * Every point within `miles` of `center` lies in this box (J. P. Matuschek's bounds): the latitude
 * range is exact, the longitude range is the widest the circle reaches at any of its latitudes.
 */
export function boundingBox(center: Coordinates, miles: number): BoundingBox {
  const angle = miles / EARTH_RADIUS_MILES;
  const lat = radians(center.latitude);
  const minLat = lat - angle;
  const maxLat = lat + angle;
  if (minLat <= -Math.PI / 2 || maxLat >= Math.PI / 2) {
    return {
      latitude: [Math.max(-90, degrees(minLat)), Math.min(90, degrees(maxLat))],
      longitude: null,
    };
  }
  const dLng = degrees(Math.asin(Math.sin(angle) / Math.cos(lat)));
  const west = center.longitude - dLng;
  const east = center.longitude + dLng;
  const latitude: [number, number] = [degrees(minLat), degrees(maxLat)];
  if (west < -180)
    return {
      latitude,
      longitude: [
        [west + 360, 180],
        [-180, east],
      ],
    };
  if (east > 180)
    return {
      latitude,
      longitude: [
        [west, 180],
        [-180, east - 360],
      ],
    };
  return { latitude, longitude: [[west, east]] };
}

/** Miles with one decimal, as answered. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}
