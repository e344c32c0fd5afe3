// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('./index.ts', import.meta.url));
/** Packages from node_modules stay imports, as in a consumer's build of the published entry; the workspace's own are bundled from source. */
const isPackage = (id: string): boolean => /^[@a-z]/i.test(id) && !id.startsWith('@buildcover/');

/** The `@buildcover/ui/rich-text-editor` entry as a consumer's bundler builds it: what it still imports from outside. */
async function entryImports(): Promise<string[]> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['@buildcover/source', ...defaultClientConditions] },
    build: { write: false, lib: { entry, formats: ['es'] }, rolldownOptions: { external: isPackage } },
  })) as Rolldown.RolldownOutput[];
  return output.flatMap((result) => result.output.flatMap((chunk) => (chunk.type === 'chunk' ? chunk.imports : [])));
}

describe('the rich-text-editor entry', () => {
  it('does not load zod through the domain note helpers', { timeout: 120_000 }, async () => {
    const imports = await entryImports();
    expect(imports).toContain('dompurify');
    expect(imports.filter((id) => id === 'zod' || id.startsWith('zod/'))).toEqual([]);
  });
});
