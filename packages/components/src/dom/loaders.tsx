// Spinner and InitialLoader as web content (also shown over 3D scenes through drei's Html).
import { INITIAL_LOADER_ACCENT } from '@vitrine/core';
import type { RenderProps } from '../render/types.ts';
import type { initialLoaderMeta, spinnerMeta } from '../r3f/loaders.meta.ts';
import { text } from './dom-events.ts';
import { SpinnerGlyph } from './spinner-glyph.tsx';

export { INITIAL_LOADER_ACCENT, SpinnerGlyph };

export function Spinner({ props, style, attributes }: RenderProps<typeof spinnerMeta>) {
  return (
    <div {...attributes} style={{ display: 'inline-flex', ...style }}>
      <SpinnerGlyph color={text(props.color) || INITIAL_LOADER_ACCENT} size={Number(props.size) || 32} />
    </div>
  );
}

export function LoaderOverlay({
  accent,
  label,
  progress,
}: {
  accent: string;
  label: string;
  progress?: number;
}) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
        width: '100%',
        height: '100%',
        minHeight: 120,
        background: '#fff',
      }}
    >
      <SpinnerGlyph color={accent} size={40} />
      <div style={{ color: accent, fontSize: 14 }}>
        {label}
        {progress === undefined ? '' : ` ${Math.round(progress)}%`}
      </div>
    </div>
  );
}

export function InitialLoader({ props, style, attributes }: RenderProps<typeof initialLoaderMeta>) {
  return (
    <div {...attributes} style={style}>
      <LoaderOverlay accent={text(props.accent) || INITIAL_LOADER_ACCENT} label={text(props.text)} />
    </div>
  );
}
