import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The keys of one namespace, per language. */
export interface NamespaceKeys {
  id: Set<string>;
  en: Set<string>;
}

/** The object literals a texts source names, by constant name (`const SECTION_NAMES = {...}`). */
type Constants = Map<string, ts.ObjectLiteralExpression>;

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function collectConstants(source: ts.SourceFile, constants: Constants): ts.ObjectLiteralExpression | undefined {
  let translations: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      constants.set(node.name.text, node.initializer);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineTranslations') {
      const [argument] = node.arguments;
      if (argument && ts.isObjectLiteralExpression(argument)) translations = argument;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return translations;
}

const nameOf = (property: ts.ObjectLiteralElementLike) =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;

/** The object an expression names: a constant (`SECTION_NAMES`) or one of its properties (`headerTexts.id`). */
function objectNamed(expression: ts.Expression, constants: Constants): ts.ObjectLiteralExpression | undefined {
  if (ts.isObjectLiteralExpression(expression)) return expression;
  if (ts.isIdentifier(expression)) return constants.get(expression.text);
  if (ts.isPropertyAccessExpression(expression)) {
    const owner = objectNamed(expression.expression, constants);
    const property = owner?.properties.find((candidate) => nameOf(candidate) === expression.name.text);
    return property && ts.isPropertyAssignment(property) ? objectNamed(property.initializer, constants) : undefined;
  }
  return undefined;
}

/**
 * The keys of `defineTranslations({ id: {...}, en: {...} })`, read as source text: tools do not import app source.
 * A value or a spread that names a constant object of the namespace's files (`sections: SECTION_NAMES`,
 * `...headerTexts.id`) is followed; any other value is a text.
 */
function keysOfTranslations(translations: ts.ObjectLiteralExpression, constants: Constants): NamespaceKeys {
  const leaves = (tree: ts.ObjectLiteralExpression, prefix = ''): string[] =>
    tree.properties.flatMap((property) => {
      if (ts.isSpreadAssignment(property)) {
        const spread = objectNamed(property.expression, constants);
        return spread ? leaves(spread, prefix) : [];
      }
      const key = nameOf(property);
      if (key === undefined || !ts.isPropertyAssignment(property)) return [];
      const value = objectNamed(property.initializer, constants);
      return value ? leaves(value, `${prefix}${key}.`) : [`${prefix}${key}`];
    });
  const language = (name: 'id' | 'en') => {
    const tree = translations.properties.find((property) => nameOf(property) === name);
    return new Set(tree && ts.isPropertyAssignment(tree) && ts.isObjectLiteralExpression(tree.initializer) ? leaves(tree.initializer) : []);
  };
  return { id: language('id'), en: language('en') };
}

/** The keys of a namespace kept in one file, or in a folder of files put together by its `index.ts`. */
function keysOfNamespace(files: string[], main: string): NamespaceKeys {
  const constants: Constants = new Map();
  let translations: ts.ObjectLiteralExpression | undefined;
  for (const file of files) {
    const found = collectConstants(parse(file), constants);
    if (file === main) translations = found;
  }
  if (!translations) throw new Error(`${main}: no defineTranslations({ id, en }) found`);
  return keysOfTranslations(translations, constants);
}

export function keysOfTextsFile(file: string): NamespaceKeys {
  return keysOfNamespace([file], file);
}

const isTextsSource = (name: string) => /^[a-z][\w-]*\.ts$/.test(name) && !name.endsWith('.test.ts');

/**
 * Every namespace of a texts folder: one file per namespace, named after it (`src/texts/company-landing.ts`),
 * or one folder per namespace whose `index.ts` puts its files together (`src/texts/pages/index.ts`).
 */
export function keysOfTextsDir(dir: string): Map<string, NamespaceKeys> {
  const namespaces = new Map<string, NamespaceKeys>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && isTextsSource(entry.name) && entry.name !== 'index.ts') {
      namespaces.set(entry.name.replace(/\.ts$/, ''), keysOfTextsFile(path.join(dir, entry.name)));
    } else if (entry.isDirectory()) {
      const folder = path.join(dir, entry.name);
      const files = readdirSync(folder)
        .filter(isTextsSource)
        .map((name) => path.join(folder, name));
      const main = path.join(folder, 'index.ts');
      if (files.includes(main)) namespaces.set(entry.name, keysOfNamespace(files, main));
    }
  }
  return namespaces;
}
