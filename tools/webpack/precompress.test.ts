import zlib from 'node:zlib';
import { precompressed, precompresses } from './precompress';

test('scripts and styles named by their content are precompressed; entry files and other assets are not', () => {
  expect(precompresses('385.dc2113a400.js')).toBe(true);
  expect(precompresses('assets/styles.0123456789.css')).toBe(true);
  // An entry changed on disk must reach the browser as it is (its integrity check).
  expect(precompresses('remoteEntry.js')).toBe(false);
  expect(precompresses('main.js')).toBe(false);
  expect(precompresses('385.dc2113a400.js.map')).toBe(false);
  expect(precompresses('assets/hero.0123456789.svg')).toBe(false);
});

test('the brotli and gzip copies decode to the same bytes, brotli the smaller', async () => {
  const script = Buffer.from(Array.from({ length: 400 }, (_, index) => `export const value${index} = ${index * 7};`).join('\n'));
  const { br, gz } = await precompressed(script);
  expect(zlib.brotliDecompressSync(br)).toEqual(script);
  expect(zlib.gunzipSync(gz)).toEqual(script);
  expect(br.length).toBeLessThan(gz.length);
});
