// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const source = fileURLToPath(new URL('..', import.meta.url));

/** Every module of the package that Storybook's docs read comments from (not stories or tests). */
function componentModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentModules(path);
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test|test-support)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * HTML tags written outside a code span in a doc comment. Storybook renders a component's and its
 * props' doc comments as Markdown, where `<button>` is a real (empty) button on the docs page and
 * `<label for>` a stray label: a tag named in prose belongs in backticks.
 */
function rawTags(text: string): string[] {
  return Array.from(text.matchAll(/\/\*\*([\s\S]*?)\*\//g)).flatMap(
    ([, comment = '']) => comment.replace(/`[^`]*`/g, '').match(/<\/?[a-zA-Z][\w-]*(\s[^<>]*)?\/?>/g) ?? [],
  );
}

describe('doc comments, as Storybook renders them', () => {
  it('name HTML elements in code spans, never as raw tags', () => {
    const found = componentModules(source).flatMap((path) =>
      rawTags(readFileSync(path, 'utf8')).map((tag) => `${relative(source, path)}: ${tag}`),
    );
    expect(found).toEqual([]);
  });
});
