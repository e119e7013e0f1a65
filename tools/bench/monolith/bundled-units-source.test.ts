import { bundledUnitsSource } from './bundled-units-source';

const source = bundledUnitsSource([
  { id: 'mf_search/jobs-page', file: '/repo/mf-search/src/expose/jobs-page.tsx' },
  { id: 'mf_chat/chat-widget', file: '/repo/mf-chat/src/expose/chat-widget.tsx' },
]);

test('each unit is a dynamic import of its source file, in a chunk named after it', () => {
  expect(source).toContain(
    '"mf_search/jobs-page": () => import(/* webpackChunkName: "mf_search-jobs-page" */ "/repo/mf-search/src/expose/jobs-page.tsx"),',
  );
  expect(source).toContain('"mf_chat/chat-widget": () => import(/* webpackChunkName: "mf_chat-chat-widget" */');
});

test("it has the exports the shell's remotes module takes from federation.ts", () => {
  for (const name of ['registerRemotesFromManifest', 'registeredRemotes', 'loadUnitModule'])
    expect(source).toMatch(new RegExp(`export (async )?(function|const) ${name}\\b`));
});
