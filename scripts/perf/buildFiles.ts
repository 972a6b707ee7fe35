/**
 * Sizes of the built site's files, as a production server sends them:
 * raw, and gzip at the highest level (what a precompressing server ships).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { darkDrawingsDir } from '../../plugins/rehype-mermaid-svg/constants';

export interface Size {
  raw: number;
  gzip: number;
}

/**
 * The files a URL path may be served from, in the order the server tries
 * them (clean URLs: /a is a, a.html or a/index.html).
 */
export function candidateFiles(urlPath: string): string[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return [];
  }
  const relative = decoded.replace(/^\/+/, '');
  if (relative === '' || relative.endsWith('/')) return [`${relative}index.html`];
  return [relative, `${relative}.html`, `${relative}/index.html`];
}

const fontFile = /\.(woff2?|ttf|otf|eot)$/i;
const rasterImage = /\.(png|jpe?g|gif|webp|avif|bmp|ico|tiff?)$/i;
const imageFile = /\.(svg|png|jpe?g|gif|webp|avif|bmp|ico|tiff?)$/i;
/**
 * Diagrams' dark drawings (plugins/rehype-mermaid-svg): markup a page puts
 * inline in dark mode only, like the light drawing its HTML holds, not an
 * image any page loads; so not measured as one.
 */
const diagramDrawing = new RegExp(`^${darkDrawingsDir}/`);

export class BuildFiles {
  private readonly sizes = new Map<string, Size | null>();

  constructor(readonly root: string) {
    if (!existsSync(path.join(root, 'index.html'))) {
      throw new Error(`No built site in ${root}: run the build first.`);
    }
  }

  /** Size of the file a same-origin URL path is served from, or null when there is none. */
  size(urlPath: string): Size | null {
    if (!this.sizes.has(urlPath)) {
      const file = candidateFiles(urlPath)
        .map((candidate) => path.join(this.root, candidate))
        .find((candidate) => candidate.startsWith(this.root) && existsSync(candidate) && statSync(candidate).isFile());
      if (file) {
        const body = readFileSync(file);
        this.sizes.set(urlPath, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      } else {
        this.sizes.set(urlPath, null);
      }
    }
    return this.sizes.get(urlPath) ?? null;
  }

  /** Every file of the build, as paths relative to its root. */
  list(): string[] {
    return readdirSync(this.root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(this.root, path.join(entry.parentPath, entry.name)));
  }

  /** Font files and images the build ships (the favicon included). */
  assets(): { fonts: string[]; images: { file: string; raw: number }[]; raster: string[] } {
    const files = this.list();
    return {
      fonts: files.filter((file) => fontFile.test(file)),
      images: files
        .filter((file) => imageFile.test(file) && !diagramDrawing.test(file))
        .map((file) => ({ file, raw: statSync(path.join(this.root, file)).size })),
      raster: files.filter((file) => rasterImage.test(file)),
    };
  }
}
