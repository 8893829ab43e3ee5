// Environment: image-based lighting from an HDR/EXR file of the project, or from a built-in preset's
// HDR image served by Vitrine itself (never downloaded from a CDN). A map that failed to load
// offline loads when the browser is back online.
import { Environment as DreiEnvironment, useEnvironment } from '@react-three/drei';
import { Suspense } from 'react';
import type { RenderProps } from '../render/types.ts';
import type { environmentMeta } from './environment.meta.ts';
import { environmentMapUrl } from '../registry/environment-maps.ts';
import { InvalidateOnCommit } from './invalidate-on-commit.tsx';
import { ReloadWhenOnline } from './reload-when-online.tsx';
import { num } from './three-props.ts';

export function Environment({ props }: RenderProps<typeof environmentMeta>) {
  const uploaded = typeof props.files === 'string' && props.files ? props.files : undefined;
  const files = uploaded ?? environmentMapUrl(props.preset);
  return (
    <ReloadWhenOnline clear={() => useEnvironment.clear({ files })}>
      <Suspense fallback={null}>
        <DreiEnvironment
          files={files}
          background={props.background === true}
          environmentIntensity={num(props.environmentIntensity, 1)}
          backgroundIntensity={num(props.backgroundIntensity, 1)}
          backgroundBlurriness={num(props.backgroundBlurriness, 0)}
        />
        {/* drei puts the map on the scene by hand: the scene draws again once it is there. */}
        <InvalidateOnCommit />
      </Suspense>
    </ReloadWhenOnline>
  );
}
