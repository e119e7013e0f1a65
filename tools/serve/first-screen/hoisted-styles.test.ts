import { hoistEmotionStyles } from './hoisted-styles';

test('the first screen keeps its markup and gives its emotion styles to the head, in order, marked as moved', () => {
  const body =
    '<style data-emotion="css-global 1a">body{margin:0}</style><header><style data-emotion="css 2b">.css-2b{color:red}</style>' +
    '<h1 class="css-2b">Klob</h1></header><div data-remote-slot="mf_search"><style data-emotion="mf-search 3c">.mf-search-3c{}</style><p>x</p></div>';
  expect(hoistEmotionStyles(body)).toEqual({
    styles:
      '<style data-s="" data-emotion="css-global 1a">body{margin:0}</style><style data-s="" data-emotion="css 2b">.css-2b{color:red}</style>' +
      '<style data-s="" data-emotion="mf-search 3c">.mf-search-3c{}</style>',
    body: '<header><h1 class="css-2b">Klob</h1></header><div data-remote-slot="mf_search"><p>x</p></div>',
  });
});

test("a style that is not emotion's, and text that only looks like one, stay where they are", () => {
  const body = '<style>.plain{}</style><p>&lt;style data-emotion=&quot;css 1&quot;&gt;</p>';
  expect(hoistEmotionStyles(body)).toEqual({ styles: '', body });
});
