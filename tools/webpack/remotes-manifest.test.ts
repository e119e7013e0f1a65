import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remotesManifestReader } from './remotes-manifest';

function shellWithManifest(manifest: Record<string, string>): { shellDir: string; file: string } {
  const shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-shell-'));
  fs.mkdirSync(path.join(shellDir, 'config'));
  const file = path.join(shellDir, 'config', 'remotes.staging.json');
  fs.writeFileSync(file, JSON.stringify(manifest));
  return { shellDir, file };
}

test('the manifest is parsed once while unchanged and again as soon as ops edit it, without a restart', () => {
  const { shellDir, file } = shellWithManifest({ mf_chat: 'https://chat.a.example/mf-manifest.json' });
  const read = remotesManifestReader('staging', shellDir);
  const parse = jest.spyOn(JSON, 'parse');

  expect(read()).toEqual({ mf_chat: 'https://chat.a.example/mf-manifest.json' });
  expect(read()).toEqual({ mf_chat: 'https://chat.a.example/mf-manifest.json' });
  expect(parse).toHaveBeenCalledTimes(1);

  fs.writeFileSync(file, JSON.stringify({ mf_chat: 'https://chat.b.example/mf-manifest.json' }));
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(file, later, later);
  expect(read()).toEqual({ mf_chat: 'https://chat.b.example/mf-manifest.json' });
  expect(parse).toHaveBeenCalledTimes(2);
  parse.mockRestore();
});
