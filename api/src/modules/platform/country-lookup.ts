/**
 * An offline reverse geocoder, enough for choosing the language (spec 1 §1: Indonesia -> id, elsewhere
 * -> en): Indonesia as boxes around its islands, minus the neighbours those boxes also touch.
 * Boxes are [south, west, north, east] in degrees.
 */
type Box = readonly [number, number, number, number];

const INDONESIA: Box[] = [
  [-6.2, 95.0, 6.1, 106.2], // Sumatra, Riau and Bangka-Belitung
  [-8.9, 105.0, -5.8, 115.8], // Java, Madura, Bali
  [-4.3, 108.5, 4.4, 119.0], // Kalimantan (north of it is Malaysia and Brunei, removed below)
  [-11.0, 115.8, -7.8, 125.2], // Nusa Tenggara
  [-6.0, 118.7, 4.8, 125.7], // Sulawesi
  [-8.4, 124.0, 2.7, 135.0], // Maluku
  [-9.2, 130.9, 0.9, 141.02], // Papua
];

const NEIGHBOURS: { countryCode: string; boxes: Box[] }[] = [
  { countryCode: 'SG', boxes: [[1.15, 103.6, 1.48, 104.1]] },
  {
    countryCode: 'MY',
    boxes: [
      [1.2, 99.6, 6.8, 104.6],
      [0.85, 109.6, 7.4, 119.3],
    ],
  },
  { countryCode: 'BN', boxes: [[4.0, 114.0, 5.1, 115.4]] },
  { countryCode: 'TL', boxes: [[-9.5, 124.0, -8.1, 127.4]] },
  { countryCode: 'PH', boxes: [[4.5, 116.9, 21.2, 126.7]] },
];

const inside = (lat: number, lng: number, [south, west, north, east]: Box) => lat >= south && lat <= north && lng >= west && lng <= east;

export function countryAt(lat: number, lng: number): string | null {
  // Brunei lies inside Malaysia's Borneo box: the smaller neighbour is asked first.
  const neighbour = [...NEIGHBOURS]
    .sort((a, b) => (a.countryCode === 'BN' ? -1 : b.countryCode === 'BN' ? 1 : 0))
    .find(({ boxes }) => boxes.some((box) => inside(lat, lng, box)));
  if (neighbour) return neighbour.countryCode;
  return INDONESIA.some((box) => inside(lat, lng, box)) ? 'ID' : null;
}

export const languageForCountry = (countryCode: string | null): 'id' | 'en' => (countryCode === 'ID' ? 'id' : 'en');
