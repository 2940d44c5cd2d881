// Focus an element when it mounts, for keyboard-first screens (the shop counter). React's `autoFocus` does this
// imperatively; Preact's React layer (the client's runtime) only writes the attribute, which a browser honours on
// page load, never for an element drawn later. A stable function, so the ref runs once per element, not per render.
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
