// Collects per-element problems (props that failed validation or binding, render errors, failed
// actions) and reports them as SPEC §3 Diagnostics: a map from element id to [{message}].
export type Diagnostics = Record<string, { message: string }[]>;
/** Errors (props, render, actions) and accessibility warnings (alt text, contrast). */
export type DiagnosticKind = 'props' | 'render' | 'actions' | 'alt-text' | 'contrast';

export class DiagnosticsCollector {
  readonly #entries = new Map<string, Map<DiagnosticKind, string[]>>();
  #listener: ((diagnostics: Diagnostics) => void) | undefined;
  #scheduled = false;
  #last = '{}';

  listen(listener: ((diagnostics: Diagnostics) => void) | undefined): void {
    this.#listener = listener;
  }

  set(id: string, kind: DiagnosticKind, messages: string[]): void {
    const kinds = this.#entries.get(id) ?? new Map<DiagnosticKind, string[]>();
    if (messages.length) kinds.set(kind, messages);
    else kinds.delete(kind);
    if (kinds.size) this.#entries.set(id, kinds);
    else this.#entries.delete(id);
    this.#schedule();
  }

  clear(id: string, kind?: DiagnosticKind): void {
    if (kind) this.set(id, kind, []);
    else if (this.#entries.delete(id)) this.#schedule();
  }

  snapshot(): Diagnostics {
    const diagnostics: Diagnostics = {};
    for (const [id, kinds] of this.#entries) {
      diagnostics[id] = [...kinds.values()].flat().map((message) => ({ message }));
    }
    return diagnostics;
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => {
      this.#scheduled = false;
      const snapshot = this.snapshot();
      const serialized = JSON.stringify(snapshot);
      if (serialized === this.#last) return;
      this.#last = serialized;
      this.#listener?.(snapshot);
    });
  }
}
