import { runFirstScreenRenderer } from './run-renderer';

const rendererSource = (body: string) => `module.exports.renderFirstScreen = async () => { ${body} };`;

test("an app's renderer runs with what rendering needs and answers what it renders", async () => {
  const renderer = runFirstScreenRenderer(
    rendererSource(`return { html: '<h1>' + new URL('/a', globalThis.__klobAssetBase).href + '</h1>', data: {}, texts: {} };`),
    'remote.cjs',
    'https://remote.example/',
  );
  await expect(renderer.renderFirstScreen({} as never)).resolves.toEqual({
    html: '<h1>https://remote.example/a</h1>',
    data: {},
    texts: {},
  });
});

test("a remote's renderer reads no secret of this server and loads no file or process module", async () => {
  process.env.KLOB_TEST_SECRET = 'geheim';
  try {
    const renderer = runFirstScreenRenderer(
      rendererSource('return { html: JSON.stringify(process.env), data: {}, texts: {} };'),
      'remote.cjs',
      '/',
    );
    await expect(renderer.renderFirstScreen({} as never)).resolves.toMatchObject({ html: '{"NODE_ENV":"production"}' });
  } finally {
    delete process.env.KLOB_TEST_SECRET;
  }
  for (const module of ['fs', 'node:child_process', 'net']) {
    expect(() => runFirstScreenRenderer(`require('${module}');`, 'remote.cjs', '/')).toThrow(`may not load '${module}'`);
  }
});

test('a file without a renderer is refused at once', () => {
  expect(() => runFirstScreenRenderer('module.exports = {};', 'remote.cjs', '/')).toThrow('remote.cjs defines no renderFirstScreen');
});
