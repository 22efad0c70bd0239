// Where a part of the page failed (a lazily loaded chunk that did not arrive, see lazyChunk, or a
// part that broke while drawing), say so and offer a reload rather than leave a blank page. The
// failure belongs to the path it happened on: moving on to another page clears it.
import { Component, type ReactNode } from 'react';
import {
  CHUNK_LOAD_FAILED_MESSAGE,
  PAGE_PART_FAILED_MESSAGE,
} from '../../../openapi/vocabulary/messages';
import { ChunkLoadError } from '../lib/lazy-chunk';

interface Props {
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

export class ChunkBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failedAt: null };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A part of the page failed', error);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const message =
      this.state.error instanceof ChunkLoadError
        ? CHUNK_LOAD_FAILED_MESSAGE
        : PAGE_PART_FAILED_MESSAGE;
    return (
      <section className="container page empty-state" role="alert">
        <p>{message}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </section>
    );
  }
}
