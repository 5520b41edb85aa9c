// The API's layering, checked on the import graph of its source: each domain folder has a
// service (queries and rules) and routes that only declare routes and call it. A route file
// is mounted by the app and by nothing else, so a change to a route cannot break checkout,
// the seed or the search engine; and no file imports itself round a cycle.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const apiRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(apiRoot, '../..');
const src = path.join(apiRoot, 'src');

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Specifiers of a file's imports and re-exports, all of them or only those that load at run time. */
function specifiersOf(file: string, runtimeOnly: boolean): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      // `import type` is erased: it cannot make a cycle at run time.
      if (!(runtimeOnly && node.importClause?.isTypeOnly)) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!(runtimeOnly && node.isTypeOnly)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The files a file imports (relative imports resolved; packages left out). */
function importsOf(file: string, runtimeOnly = false): string[] {
  return specifiersOf(file, runtimeOnly).flatMap((specifier) => {
    if (!specifier.startsWith('.')) return [];
    const base = path.resolve(path.dirname(file), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    return found ? [found] : [];
  });
}

type Graph = Map<string, string[]>;

function graphOf(files: string[], runtimeOnly = false): Graph {
  return new Map(files.map((file) => [file, importsOf(file, runtimeOnly)]));
}

/** Every cycle's files, as found by a depth-first walk (one cycle per back edge). */
function findCycles(graph: Graph): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

const relative = (file: string) => path.relative(repoRoot, file);
const isRoutesModule = (file: string) => /-routes\.ts$/.test(file);

describe('the API import rules', () => {
  const apiGraph = graphOf(sourceFiles(src));

  it('finds a cycle when there is one (the check itself works)', () => {
    const graph: Graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(findCycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('has no import cycles at run time in apps/api/src', () => {
    expect(findCycles(graphOf([...apiGraph.keys()], true)).map((cycle) => cycle.map(relative).join(' -> '))).toEqual([]);
  });

  it('has no routes/ folder: each domain keeps its routes beside its service', () => {
    expect(fs.existsSync(path.join(src, 'routes'))).toBe(false);
    expect(apiGraph.size).toBeGreaterThan(100);
  });

  it('lets only the route list (route-modules.ts) import a routes module, and only app.ts import the list', () => {
    const everything = graphOf([
      ...sourceFiles(src),
      ...sourceFiles(path.join(apiRoot, 'test')),
      ...sourceFiles(path.join(apiRoot, 'bench')),
      ...sourceFiles(path.join(repoRoot, 'scripts')),
    ]);
    const routeList = path.join(src, 'route-modules.ts');
    const offending: string[] = [];
    for (const [file, imports] of everything) {
      for (const imported of imports) {
        if (isRoutesModule(imported) && file !== routeList) offending.push(`${relative(file)} imports ${relative(imported)}`);
        if (imported === routeList && file !== path.join(src, 'app.ts')) offending.push(`${relative(file)} imports ${relative(imported)}`);
      }
    }
    expect(offending).toEqual([]);
    expect([...everything.get(routeList)!].filter(isRoutesModule).length).toBeGreaterThan(25);
  });

  it('keeps the test-only routes in src/test-support, imported by the route list alone', () => {
    const testSupport = path.join(src, 'test-support');
    const inTestSupport = (file: string) => file.startsWith(testSupport + path.sep);
    const everything = graphOf([
      ...sourceFiles(src),
      ...sourceFiles(path.join(apiRoot, 'test')),
      ...sourceFiles(path.join(apiRoot, 'bench')),
      ...sourceFiles(path.join(repoRoot, 'scripts')),
    ]);
    const offending: string[] = [];
    for (const [file, imports] of everything) {
      for (const imported of imports) {
        if (!inTestSupport(imported) || inTestSupport(file)) continue;
        // The folder's index is mounted by the route list; its other files (the test-only
        // queries among them) are reached through the index alone, so no store code can use them.
        const allowed = file === path.join(src, 'route-modules.ts') && imported === path.join(testSupport, 'index.ts');
        if (!allowed) offending.push(`${relative(file)} imports ${relative(imported)}`);
      }
    }
    expect(offending).toEqual([]);
    // No test-only route anywhere else: no path under /api/test/ declared outside the folder.
    const declaringTestPaths = [...apiGraph.keys()].filter((file) => !inTestSupport(file) && !/\.test\.tsx?$/.test(file) && /['`]\/api\/test\//.test(fs.readFileSync(file, 'utf8')));
    expect(declaringTestPaths.map(relative)).toEqual([]);
    expect(sourceFiles(testSupport).length).toBeGreaterThan(5);
  });

  it('keeps services free of Hono and the router: they hold queries and rules, not HTTP', () => {
    const services = [...apiGraph.keys()].filter((file) => /-service\.ts$/.test(file) || file === path.join(src, 'services.ts'));
    expect(services.length).toBeGreaterThan(15);
    const offending = services.flatMap((file) =>
      specifiersOf(file, false)
        .filter((name) => name === 'hono' || name.startsWith('hono/') || /\/http\/router$/.test(name))
        .map((name) => `${relative(file)} imports ${name}`),
    );
    expect(offending).toEqual([]);
  });
});
