import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCommand, WORKSPACE_DIR } from '../../tools/platform/processes';

/** A partner's campaign remote project: its sources, package.json and webpack build with the kit's preset. */
const PARTNER_PROJECT_DIR = path.join(WORKSPACE_DIR, 'e2e/fixtures/partner-remote');
const KIT_TARBALL_PLACEHOLDER = 'KLOB_KIT_TARBALL';
/** Workspace folders whose installed packages the partner project links: the runtime ones, then the build ones. */
const INSTALLED_IN = ['mf-company-landing', 'tools'];
const COMMAND_TIMEOUT_MS = 120_000;

export interface PartnerBuild {
  /** The tarball `pnpm pack` made of @klob/shared. */
  tarball: string;
  /** The production build of the partner's remote, outside the workspace. */
  distDir: string;
  dispose(): void;
}

async function run(command: string, args: string[], cwd: string): Promise<void> {
  const result = await runCommand(command, args, { cwd, timeoutMs: COMMAND_TIMEOUT_MS });
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.output}`);
}

/**
 * The third-party packages the partner declares, linked from the workspace's installed store: the machine
 * running the e2e has no registry, and these are the very versions a registry would give for the pins.
 */
function linkThirdPartyPackages(projectDir: string, dependencies: string[]): void {
  for (const name of dependencies) {
    const installed = INSTALLED_IN.map((folder) => path.join(WORKSPACE_DIR, folder, 'node_modules', name)).find((dir) =>
      fs.existsSync(dir),
    );
    if (!installed) throw new Error(`${name} is installed in none of ${INSTALLED_IN.join(', ')}`);
    const link = path.join(projectDir, 'node_modules', name);
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(fs.realpathSync(installed), link, 'dir');
  }
}

/**
 * Packs @klob/shared (`pnpm pack`, which compiles it), installs the tarball with npm into a copy of the partner
 * project in a temporary folder outside the workspace, and builds the remote there with the kit's webpack preset.
 */
export async function buildPartnerRemote(): Promise<PartnerBuild> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-e2e-partner-kit-'));
  const dispose = () => fs.rmSync(workDir, { recursive: true, force: true });
  try {
    await run('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', workDir], path.join(WORKSPACE_DIR, 'shared'));
    const tarball = path.join(workDir, fs.readdirSync(workDir).find((file) => file.endsWith('.tgz')) ?? 'no tarball');

    const projectDir = path.join(workDir, 'partner-remote');
    fs.cpSync(PARTNER_PROJECT_DIR, projectDir, { recursive: true, filter: (source) => !/\/(node_modules|dist)$/.test(source) });
    const manifestFile = path.join(projectDir, 'package.json');
    fs.writeFileSync(manifestFile, fs.readFileSync(manifestFile, 'utf8').replace(KIT_TARBALL_PLACEHOLDER, tarball));
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
      'dependencies' | 'devDependencies',
      Record<string, string>
    >;
    const thirdParty = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => name !== '@klob/shared');
    linkThirdPartyPackages(projectDir, thirdParty);

    await run(
      'npm',
      ['install', '--offline', '--no-save', '--legacy-peer-deps', '--ignore-scripts', '--no-audit', '--no-fund', tarball],
      projectDir,
    );
    await run(process.execPath, ['build.mjs'], projectDir);
    return { tarball, distDir: path.join(projectDir, 'dist'), dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
