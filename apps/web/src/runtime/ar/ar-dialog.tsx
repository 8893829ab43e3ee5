// The published page's AR view: the product in <model-viewer> (turn it, and on AR-capable phones
// place it in the room: WebXR or Scene Viewer on Android, Quick Look with the USDZ on iOS), with
// both files to download. Loaded only when a visitor opens it.
import type { ProjectJson } from '@vitrine/components/page';
import { createElement, type CSSProperties } from 'react';
import { AR_TEXTS } from './texts.ts';
import { useArModel } from './use-ar-model.ts';

const backdrop: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 2147483000,
  background: 'rgba(10,10,10,0.55)',
  display: 'grid',
  placeItems: 'center',
  padding: 16,
};
const panel: CSSProperties = {
  width: 'min(920px, 100%)',
  background: '#fff',
  borderRadius: 16,
  padding: 20,
  boxShadow: '0 24px 60px rgba(0,0,0,0.3)',
  fontFamily: 'Ubuntu, system-ui, sans-serif',
  color: '#171717',
};
const link: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  height: 34,
  padding: '0 12px',
  borderRadius: 8,
  border: '1px solid #e5e5e5',
  color: '#171717',
  fontSize: 13,
  textDecoration: 'none',
};

export default function ArDialog(props: {
  project: ProjectJson;
  pageId: string;
  fileName: string;
  onClose: () => void;
}) {
  const { model, error } = useArModel(props.project, props.pageId);
  return (
    <div style={backdrop} role="dialog" aria-modal="true" aria-label={AR_TEXTS.title} onClick={props.onClose}>
      <div style={panel} onClick={(event) => event.stopPropagation()} data-testid="ar-dialog">
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <h2 style={{ margin: 0, fontSize: 17, fontWeight: 500 }}>{AR_TEXTS.title}</h2>
          <button
            type="button"
            onClick={props.onClose}
            style={{ ...link, cursor: 'pointer', background: '#fff' }}
          >
            {AR_TEXTS.close}
          </button>
        </div>
        <p style={{ margin: '6px 0 12px', fontSize: 13, color: '#737373' }}>{AR_TEXTS.hint}</p>
        <div style={{ height: '60vh', borderRadius: 12, background: '#f5f5f5', overflow: 'hidden' }}>
          {model ? (
            createElement('model-viewer', {
              'data-testid': 'model-viewer',
              src: model.glbUrl,
              'ios-src': model.usdzUrl,
              ar: true,
              'ar-modes': 'webxr scene-viewer quick-look',
              'camera-controls': true,
              'shadow-intensity': '1',
              alt: props.fileName,
              style: { width: '100%', height: '100%' },
            })
          ) : (
            <p style={{ padding: 24, fontSize: 13, color: error ? '#b91c1c' : '#737373' }}>
              {error ? `${AR_TEXTS.failed} ${error}` : AR_TEXTS.preparing}
            </p>
          )}
        </div>
        {model && (
          <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
            <a href={model.glbUrl} download={`${props.fileName}.glb`} style={link} data-testid="download-glb">
              {AR_TEXTS.downloadGlb}
            </a>
            <a
              href={model.usdzUrl}
              download={`${props.fileName}.usdz`}
              style={link}
              data-testid="download-usdz"
            >
              {AR_TEXTS.downloadUsdz}
            </a>
          </div>
        )}
      </div>
    </div>
  );
}
