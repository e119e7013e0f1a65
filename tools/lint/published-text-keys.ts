import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The keys of one namespace, per language. */
export interface NamespaceKeys {
  id: Set<string>;
  en: Set<string>;
}

/**
 * The keys of a texts file (`defineTranslations({ id: {...}, en: {...} })`), read as source text: tools do not
 * import app source. A value that names a constant object of the same file (`sections: SECTION_NAMES`) is
 * followed; any other value is a text.
 */
export function keysOfTextsFile(file: string): NamespaceKeys {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const constants = new Map<string, ts.ObjectLiteralExpression>();
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
  if (!translations) throw new Error(`${file}: no defineTranslations({ id, en }) found`);

  const nameOf = (property: ts.ObjectLiteralElementLike) =>
    property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
  const leaves = (tree: ts.ObjectLiteralExpression, prefix = ''): string[] =>
    tree.properties.flatMap((property) => {
      const key = nameOf(property);
      if (key === undefined || !ts.isPropertyAssignment(property)) return [];
      let value = property.initializer;
      if (ts.isIdentifier(value) && constants.has(value.text)) value = constants.get(value.text)!;
      return ts.isObjectLiteralExpression(value) ? leaves(value, `${prefix}${key}.`) : [`${prefix}${key}`];
    });
  const language = (name: 'id' | 'en') => {
    const tree = translations!.properties.find((property) => nameOf(property) === name);
    return new Set(tree && ts.isPropertyAssignment(tree) && ts.isObjectLiteralExpression(tree.initializer) ? leaves(tree.initializer) : []);
  };
  return { id: language('id'), en: language('en') };
}

/** Every namespace of a texts folder: one file per namespace, named after it (`src/texts/company-landing.ts`). */
export function keysOfTextsDir(dir: string): Map<string, NamespaceKeys> {
  const files = readdirSync(dir).filter((name) => /^[a-z][\w-]*\.ts$/.test(name) && name !== 'index.ts' && !name.endsWith('.test.ts'));
  return new Map(files.map((name) => [name.replace(/\.ts$/, ''), keysOfTextsFile(path.join(dir, name))]));
}
