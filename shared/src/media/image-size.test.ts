import { fitImageSize } from './image-size';

describe('fitImageSize', () => {
  test('S1-5-15 images are reduced to fit 270x270 by default, keeping their proportions', () => {
    expect(fitImageSize({ width: 1080, height: 1080 })).toEqual({ width: 270, height: 270 });
    expect(fitImageSize({ width: 1920, height: 1080 })).toEqual({ width: 270, height: 152 });
    expect(fitImageSize({ width: 600, height: 1200 })).toEqual({ width: 135, height: 270 });
  });

  test('S1-5-15 smaller images keep their size', () => {
    expect(fitImageSize({ width: 200, height: 100 })).toEqual({ width: 200, height: 100 });
  });

  test('another box can be given, and no side drops below 1 px', () => {
    expect(fitImageSize({ width: 8000, height: 2000 }, { width: 4096, height: 4096 })).toEqual({ width: 4096, height: 1024 });
    expect(fitImageSize({ width: 10000, height: 1 })).toEqual({ width: 270, height: 1 });
  });
});
