export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Both coordinates, or null when either is missing. */
export function coordinatesOf(place: {
  latitude?: number | null;
  longitude?: number | null;
}): Coordinates | null {
  const { latitude, longitude } = place;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  return { latitude, longitude };
}

/** "51.5074° N, 0.1278° W" */
export function formatCoordinates({ latitude, longitude }: Coordinates): string {
  const lat = `${Math.abs(latitude).toFixed(4)}° ${latitude >= 0 ? 'N' : 'S'}`;
  const lon = `${Math.abs(longitude).toFixed(4)}° ${longitude >= 0 ? 'E' : 'W'}`;
  return `${lat}, ${lon}`;
}

export function openStreetMapUrl({ latitude, longitude }: Coordinates): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres (haversine formula). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const kmFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const wholeKmFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/** "3.4 km" close by, "128 km" further away. */
export function formatKm(km: number): string {
  return `${(km < 10 ? kmFormat : wholeKmFormat).format(km)} km`;
}
