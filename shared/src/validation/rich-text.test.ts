import { isRichTextEmpty } from './rich-text';

describe('isRichTextEmpty', () => {
  test('S1-5-18 a body that is only an empty HTML skeleton counts as empty', () => {
    for (const html of [
      '',
      '<p></p>',
      '<p><br></p>',
      '<p><br/></p>\n<p> </p>',
      '<div><p>&nbsp;</p></div>',
      '<h1>&#160;</h1><p>\u200b</p>',
    ]) {
      expect(isRichTextEmpty(html)).toBe(true);
    }
    expect(isRichTextEmpty(null)).toBe(true);
    expect(isRichTextEmpty(undefined)).toBe(true);
  });

  test('S1-5-18 text or media make a body non-empty', () => {
    expect(isRichTextEmpty('<p>Halo</p>')).toBe(false);
    expect(isRichTextEmpty('<p><br></p><p>x</p>')).toBe(false);
    expect(isRichTextEmpty('<p><img src="a.png"></p>')).toBe(false);
    expect(isRichTextEmpty('<p>&amp;</p>')).toBe(false);
  });
});
