import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/**
 * Every app's runtime plugin that answers the federation runtime's singleton version check itself for the one
 * range form our builds write (`^major.minor.patch`, shared/src/federation) against a release version. The runtime's
 * own check builds about ten regular expressions per shared package and runs them, in the shell's first tasks and again
 * in each remote's (issue 25; figures in docs/ARCHITECTURE.md). A version that does not satisfy, or any other form,
 * goes to the runtime's own resolver, with its own message and refusal.
 */
const CARET_RANGE = /^\^(\d+)\.(\d+)\.(\d+)$/;
const RELEASE_VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

type Triple = [number, number, number];

function tripleOf(pattern: RegExp, text: string): Triple | null {
  const match = pattern.exec(text);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Whether `version` satisfies the caret range `range` as npm's semver reads it; null for any other form. */
export function satisfiesCaret(version: string, range: string): boolean | null {
  const floor = tripleOf(CARET_RANGE, range);
  const given = tripleOf(RELEASE_VERSION, version);
  if (!floor || !given) return null;
  const [major, minor, patch] = floor;
  const [givenMajor, givenMinor, givenPatch] = given;
  if (givenMajor !== major) return false;
  // ^0.y.z allows patches of 0.y only, ^0.0.z that version only.
  if (major === 0 && minor === 0) return givenMinor === 0 && givenPatch === patch;
  if (major === 0) return givenMinor === minor && givenPatch >= patch;
  return givenMinor > minor || (givenMinor === minor && givenPatch >= patch);
}

export default function caretShareResolver(): ModuleFederationRuntimePlugin {
  return {
    name: 'klob-caret-share-resolver',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const { shareConfig } = shareInfo;
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      const requiredVersion = shareConfig?.requiredVersion;
      if (!shared || !shareConfig?.singleton || shareInfo.treeShaking || typeof requiredVersion !== 'string') return args;
      if (satisfiesCaret(version, requiredVersion) !== true) return args;
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}
