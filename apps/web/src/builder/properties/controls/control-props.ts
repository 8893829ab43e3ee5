// What every control of the property panel receives: the prop's metadata, the content it shows and
// the two ways to change it (a static content — the fallback while bound — or a whole prop value).
import type { PropMetaOutput } from '@vitrine/components';
import type { PropValue } from '@vitrine/core';

export interface ControlProps {
  meta: PropMetaOutput;
  /** The shown content: static content, binding fallback, asset id or the metadata default. */
  content: unknown;
  value: PropValue | undefined;
  disabled: boolean;
  elementType: string;
  elementId: string;
  setContent(content: unknown): void;
  setValue(value: PropValue): void;
  /** Removes the prop (the component's default applies again). */
  unset(): void;
}
