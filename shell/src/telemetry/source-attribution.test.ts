import { slotClassOf, sourceAttribution, sourceOfNode, sourceOfStack } from './source-attribution';

const sourceOf = sourceAttribution(
  { mf_search: 'http://localhost:3003/mf-manifest.json', mf_chat: 'http://localhost:3002/mf-manifest.json', mf_forms: undefined },
  'http://localhost:3000',
);

test('a script is attributed to the remote whose origin serves it, the page origin to the shell, anything else to no one', () => {
  expect(sourceOf('http://localhost:3003/__federation_expose_search_box.1a2b.js')).toBe('mf_search');
  expect(sourceOf('http://localhost:3000/main.js')).toBe('shell');
  expect(sourceOf('https://cdn.example.com/tag.js')).toBeNull();
  expect(sourceOf('')).toBeNull();
});

test("an error's stack names the first known script in it", () => {
  const stack = [
    'Error: boom',
    '    at https://cdn.example.com/tag.js:1:10',
    '    at mount (http://localhost:3002/chat_widget.9f.js:2:300)',
    '    at http://localhost:3000/main.js:1:5',
  ].join('\n');
  expect(sourceOfStack(stack, sourceOf)).toBe('mf_chat');
  expect(sourceOfStack(undefined, sourceOf)).toBeNull();
});

test('a node inside a remote slot belongs to that remote, any other to the shell', () => {
  document.body.innerHTML = `<div class="css-1x ${slotClassOf('mf_search')}"><div><p id="in">x</p></div></div><p id="out">y</p><div data-remote-slot="mf_chat" id="busy"></div>`;
  expect(sourceOfNode(document.getElementById('in')!.firstChild)).toBe('mf_search');
  expect(sourceOfNode(document.getElementById('busy'))).toBe('mf_chat');
  expect(sourceOfNode(document.getElementById('out'))).toBe('shell');
  expect(sourceOfNode(null)).toBe('shell');
});
