// The spinning ring of Spinner, InitialLoader and a Canvas that is loading.
import type { CSSProperties } from 'react';

const KEYFRAMES = '@keyframes vitrine-spin{to{transform:rotate(360deg)}}';

export function SpinnerGlyph({ color, size }: { color: string; size: number }) {
  const ring: CSSProperties = {
    width: size,
    height: size,
    borderRadius: '50%',
    border: `${Math.max(2, size / 8)}px solid ${color}33`,
    borderTopColor: color,
    animation: 'vitrine-spin 800ms linear infinite',
  };
  return (
    <>
      <style>{KEYFRAMES}</style>
      <div role="progressbar" aria-label="Loading" style={ring} />
    </>
  );
}
