/** Colour pairs of the demo artwork, picked by a hash of the file name. */
const PALETTE = [
  ['#1d5bd6', '#eef3fd'],
  ['#0f766e', '#e6f6f4'],
  ['#b45309', '#fdf3e6'],
  ['#7c3aed', '#f3edfd'],
  ['#be123c', '#fdecef'],
  ['#0369a1', '#e7f3fa'],
] as const;

const hashOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);

/** Wide pictures for banners, square for logos and icons, 4:3 otherwise. */
function sizeFor(name: string): [number, number] {
  if (/banner|jobfair|partner/.test(name)) return name.includes('mobile') ? [640, 480] : [1200, 400];
  if (/logo|icons/.test(name)) return [240, 240];
  return [640, 480];
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A labelled demo picture for a path under /static (no binary assets in the repo). */
export function demoSvg(path: string): string {
  const name = path
    .split('/')
    .pop()!
    .replace(/\.svg$/, '');
  const [width, height] = sizeFor(path);
  const [ink, paper] = PALETTE[hashOf(path) % PALETTE.length]!;
  const label = escapeXml(name.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()));
  const radius = Math.min(width, height) / 5;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">
<rect width="${width}" height="${height}" fill="${paper}"/>
<circle cx="${width * 0.8}" cy="${height * 0.25}" r="${radius}" fill="${ink}" opacity="0.15"/>
<rect x="${width * 0.08}" y="${height * 0.62}" width="${width * 0.5}" height="${height * 0.06}" rx="${height * 0.03}" fill="${ink}" opacity="0.25"/>
<text x="${width * 0.08}" y="${height * 0.5}" font-family="Arial, sans-serif" font-size="${Math.round(height / 9)}" font-weight="700" fill="${ink}">${label}</text>
</svg>`;
}
