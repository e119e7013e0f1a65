import fs from 'node:fs';
import path from 'node:path';

/**
 * Completes the relative import paths tsc leaves as written ('./bus/klob-bus') into the files they name
 * ('./bus/klob-bus.js', './data/index.js'): Node and webpack resolve the packed kit's ES modules only
 * with full paths. Usage: tsx complete-import-paths.ts <compiled folder>
 */
const RELATIVE_SPECIFIER = /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]+)(['"])/g;

function completed(fromFile: string, specifier: string): string {
  if (/\.(m?js|json)$/.test(specifier)) return specifier;
  const base = path.resolve(path.dirname(fromFile), specifier);
  if (fs.existsSync(`${base}.js`)) return `${specifier}.js`;
  if (fs.existsSync(path.join(base, 'index.js'))) return `${specifier}/index.js`;
  throw new Error(`${specifier} from ${fromFile} names no compiled file`);
}

function filesIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesIn(file) : /\.(js|d\.ts)$/.test(entry.name) ? [file] : [];
  });
}

const [libDir] = process.argv.slice(2);
if (!libDir) throw new Error('usage: complete-import-paths.ts <compiled folder>');
for (const file of filesIn(path.resolve(libDir))) {
  const source = fs.readFileSync(file, 'utf8');
  const rewritten = source.replace(RELATIVE_SPECIFIER, (_match, before: string, specifier: string, after: string) => {
    return `${before}${completed(file, specifier)}${after}`;
  });
  if (rewritten !== source) fs.writeFileSync(file, rewritten);
}
