import { resizeImage } from './resize-image';

const drawImage = jest.fn();

function fakeCanvasSupport(bitmapSize: { width: number; height: number }) {
  const close = jest.fn();
  Object.defineProperty(globalThis, 'createImageBitmap', {
    configurable: true,
    value: jest.fn(async () => ({ ...bitmapSize, close })),
  });
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ({ drawImage }) as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, callback, type) {
    callback(new Blob([`${this.width}x${this.height}`], { type: type ?? 'image/png' }));
  });
  return { close };
}

afterEach(() => {
  jest.restoreAllMocks();
  drawImage.mockReset();
});

describe('resizeImage', () => {
  test('S1-5-15 draws a large image at 270x270 at most and keeps the file name', async () => {
    const { close } = fakeCanvasSupport({ width: 1080, height: 540 });
    const file = new File(['x'], 'avatar.png', { type: 'image/png' });
    const resized = await resizeImage(file);

    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 270, 135);
    expect(resized.name).toBe('avatar.png');
    expect(resized.type).toBe('image/png');
    expect(resized).not.toBe(file);
    expect(resized.size).toBe('270x135'.length);
    expect(close).toHaveBeenCalled();
  });

  test('an image that already fits is returned untouched', async () => {
    fakeCanvasSupport({ width: 100, height: 100 });
    const file = new File(['x'], 'small.jpg', { type: 'image/jpeg' });
    await expect(resizeImage(file)).resolves.toBe(file);
    expect(drawImage).not.toHaveBeenCalled();
  });
});
