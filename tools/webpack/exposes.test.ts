import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exposesOf } from './exposes';

const BUILD_INFO = '/tools/webpack/build-info-module.ts';

/** A remote folder whose src/expose/ holds `files`. */
function remoteWith(files: string[]): string {
  const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-exposes-'));
  fs.mkdirSync(path.join(appDir, 'src/expose'), { recursive: true });
  for (const file of files) fs.writeFileSync(path.join(appDir, 'src/expose', file), 'export default {};\n');
  return appDir;
}

describe('exposes derived from the exposed-module map', () => {
  it('exposes the modules of the map from src/expose/, plus build-info', () => {
    const units = ['coming-soon', 'campaign-page', 'event-page', 'cms-page', 'scan-event'];
    expect(exposesOf('mf_company_landing', remoteWith([...units.map((unit) => `${unit}.ts`), 'campaign.test.ts']), BUILD_INFO)).toEqual({
      ...Object.fromEntries(units.map((unit) => [`./${unit}`, `./src/expose/${unit}.ts`])),
      './build-info': BUILD_INFO,
    });
  });

  it('fails the build when a module of the map has no file', () => {
    expect(() => exposesOf('mf_chat', remoteWith([]), BUILD_INFO)).toThrow(
      "'community-popup' is in the map but src/expose/community-popup.ts(x) is missing",
    );
  });

  it('fails the build when a remote exposes a module the map does not name', () => {
    expect(() => exposesOf('mf_chat', remoteWith(['community-popup.ts', 'chat-room.tsx']), BUILD_INFO)).toThrow(
      'src/expose/chat-room.tsx is not a module of the map',
    );
  });

  it('fails for an app that is not a remote of the map', () => {
    expect(() => exposesOf('mf_unknown', remoteWith([]), BUILD_INFO)).toThrow("'mf_unknown' is not a remote");
  });

  it.each(['mf-journey', 'mf-chat', 'mf-search', 'mf-forms', 'mf-company-landing'])('%s today matches the map', (folder) => {
    const appDir = path.resolve(__dirname, '../..', folder);
    expect(() => exposesOf(folder.replace(/-/g, '_'), appDir, BUILD_INFO)).not.toThrow();
  });
});
