// A part of the shell the page does well without (the promo popup, the payment tracker), loaded as its own chunk
// (issue 29): when that chunk cannot be fetched (offline, chunk-error.ts), the part is left out instead of its failure
// reaching the route's error boundary, which would put the offline box in place of the whole shell — header, tab bar
// and the screen the player was reading. Any other error passes on to that boundary unchanged. The browser keeps a
// failed module failed for the page's life, so the part stays out until the next page load.
import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from './chunk-error.ts';

interface State {
  /** What the part threw, wrapped so that any thrown value counts; null while it renders. */
  failed: { error: unknown } | null;
}

export class OptionalPart extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: { error } };
  }

  override render(): ReactNode {
    const { failed } = this.state;
    if (failed === null) {
      return this.props.children;
    }
    if (isChunkLoadError(failed.error)) {
      return null;
    }
    // Not ours to hide: on to the route's boundary (a bug must show, not vanish).
    throw failed.error;
  }
}
