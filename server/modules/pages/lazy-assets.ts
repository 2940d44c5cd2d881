// The files a server-rendered page's lazy parts need at once (issue 17): their stylesheets (the markup uses their
// classes from the first paint, JavaScript or not) and their scripts (so the browser fetches them beside the
// entry instead of after it, and hydration starts sooner). Read from Vite's build manifest; pure.
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** Every stylesheet and script that the chunks built from `sources` load, through their static imports. */
export function lazyAssets(manifest: BuildManifest, sources: readonly string[]): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) {
      return;
    }
    seen.add(key);
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) {
      css.add(sheet);
    }
    for (const next of chunk.imports ?? []) {
      visit(next);
    }
  };
  for (const source of sources) {
    visit(source);
  }
  return { css: [...css], js: [...js] };
}

/** <link> tags for the files the page does not already name, to go before </head>. */
export function headLinks(template: string, assets: { css: string[]; js: string[] }): string {
  const named = (file: string): boolean => template.includes(`/${file}"`);
  return [
    ...assets.css.filter((f) => !named(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...assets.js.filter((f) => !named(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('');
}
