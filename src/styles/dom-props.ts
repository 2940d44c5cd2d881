// Which props a linaria `styled.div` passes on to its DOM element. Linaria asks @emotion/is-prop-valid, a 2.3 KB
// (gzip) list of every HTML and SVG attribute; vite.config.ts aliases that package to this file instead. Our
// styled elements take no styling props (no `${(p) => …}` interpolation anywhere), so every prop they get is a
// real DOM prop and passes; a styling prop, should one ever be needed, is written `$name` and is kept off the DOM.
export default function isPropValid(prop: string): boolean {
  return !prop.startsWith('$');
}
