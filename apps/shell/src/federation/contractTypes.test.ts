/** @jest-environment node */
// The remotes' published contracts (apps/<remote>/src/contract.ts) are what consumers type-check
// against: a breaking change in a remote's props must fail the consumer's typecheck, not only e2e.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../../../..');
const appSrc = (app: string) => path.join(root, 'apps', app, 'src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The one file of an app whose text matches (where a props type is declared, who imports a contract). */
function fileWith(app: string, pattern: RegExp): string {
  const found = sourceFiles(appSrc(app)).filter((f) => pattern.test(fs.readFileSync(f, 'utf8')));
  if (found.length !== 1) throw new Error(`expected one file in apps/${app} matching ${pattern}, found ${found.length}`);
  return found[0] as string;
}

const options: ts.CompilerOptions = (() => {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!parsed) throw new Error('tsconfig.json could not be read');
  // Only what the consumer imports: no ambient test and node types.
  return { ...parsed.options, noEmit: true, incremental: false, types: [] };
})();

/** Parsed files shared by every program of this test (only the replaced files differ). */
const parsedFiles = new Map<string, ts.SourceFile | undefined>();

/** Type-checks `consumer` with some files' text replaced; the diagnostics reported in the consumer. */
function consumerDiagnostics(consumer: string, replaced: Record<string, string> = {}): string[] {
  const host = ts.createCompilerHost(options, true);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (fileName) => replaced[path.resolve(fileName)] ?? readFile(fileName);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const key = path.resolve(fileName);
    if (key in replaced) return getSourceFile(fileName, languageVersion, onError, shouldCreate);
    if (!parsedFiles.has(key)) parsedFiles.set(key, getSourceFile(fileName, languageVersion, onError, shouldCreate));
    return parsedFiles.get(key);
  };
  const program = ts.createProgram({ rootNames: [consumer], options, host });
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(consumer))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** A prop renamed everywhere in its remote's file, as a careless refactor would. */
function renamed(file: string, from: string, to: string): Record<string, string> {
  return { [path.resolve(file)]: fs.readFileSync(file, 'utf8').replace(new RegExp(`\\b${from}\\b`, 'g'), to) };
}

describe("consumers type-check against the remotes' published contracts", () => {
  it("catalog's product page fails to type-check when checkout renames a TopUpForm prop", () => {
    const consumer = fileWith('catalog', /from '@store\/checkout\/contract'/);
    const topUpFormProps = fileWith('checkout', /export (interface|type) TopUpFormProps\b/);
    const mentions = (messages: string[]) => messages.filter((m) => /gameSlug|productSlug/.test(m));

    expect(mentions(consumerDiagnostics(consumer))).toEqual([]);
    const broken = consumerDiagnostics(consumer, renamed(topUpFormProps, 'gameSlug', 'productSlug'));
    expect(mentions(broken).length).toBeGreaterThan(0);
  }, 60_000);

  it("the shell's route table fails to type-check when catalog renames a page's route input", () => {
    const consumer = path.join(appSrc('shell'), 'routes/routePages.ts');
    const productPageProps = fileWith('catalog', /export (interface|type) ProductPageProps\b/);
    const mentions = (messages: string[]) => messages.filter((m) => /gameName|gameSlug/.test(m));

    expect(mentions(consumerDiagnostics(consumer))).toEqual([]);
    const broken = consumerDiagnostics(consumer, renamed(productPageProps, 'gameName', 'gameSlug'));
    expect(mentions(broken).length).toBeGreaterThan(0);
  }, 60_000);
});
