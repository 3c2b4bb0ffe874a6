import { readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { PROJECT_ROOT } from '../../paths';
import { renderGuideMarkdown, type RenderedMarkdown } from './guide-markdown';

/**
 * Where the guides live: `content/resources/<slug>.md` at the repository root, read at run time
 * both from the sources and from the built server (the build does not copy them).
 */
export const GUIDES_DIR = resolve(PROJECT_ROOT, 'content/resources');

/** A guide file's front matter: dates are YAML strings `YYYY-MM-DD`, the description one sentence. */
const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(160),
  published: z.iso.date(),
  updated: z.iso.date().optional(),
});

/** One guide file read and rendered: its slug (the file name) and front matter, with the rendering. */
export interface GuideFile extends RenderedMarkdown {
  slug: string;
  title: string;
  description: string;
  published: string;
  updated: string | null;
}

/**
 * Reads and renders one guide.
 * @throws Error naming the file when its front matter is missing or invalid (dates must be quoted
 * or plain `YYYY-MM-DD`; YAML 1.2 keeps them strings).
 */
export function readGuideFile(path: string): GuideFile {
  const rendered = renderGuideMarkdown(readFileSync(path, 'utf8'));
  let yaml: unknown;
  try {
    yaml = parseYaml(rendered.frontMatter);
  } catch (error) {
    throw new Error(`Invalid front matter in ${path}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const parsed = frontMatterSchema.safeParse(yaml);
  if (!parsed.success) {
    throw new Error(`Invalid front matter in ${path}: ${z.prettifyError(parsed.error)}`);
  }
  const { updated, ...meta } = parsed.data;
  return { slug: basename(path, '.md'), ...meta, updated: updated ?? null, ...rendered };
}

/** Every `*.md` guide in `dir`, read and rendered (unsorted). @throws as {@link readGuideFile}. */
export function readGuideFiles(dir = GUIDES_DIR): GuideFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => readGuideFile(resolve(dir, name)));
}
