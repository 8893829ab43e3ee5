// Selection and hover outlines drawn by the builder over the preview frame (device coordinates;
// the stroke keeps one screen pixel whatever the zoom). Rects are read from the same-origin frame's
// DOM and refreshed after document changes, frame scrolls and resizes.
import { useEffect, useState } from 'react';
import { useBuilder, useSession } from '../state/session.tsx';
import { elementRect, type Rect } from './element-rects.ts';
import { useScreenScale } from './use-screen-scale.ts';

interface Outline {
  id: string;
  rect: Rect;
  kind: 'selected' | 'hovered';
}

export function SelectionOutlines({ frameDocument, fit }: { frameDocument: Document | null; fit: number }) {
  const { doc } = useSession();
  const selectedIds = useBuilder((state) => state.selectedIds);
  const hoveredId = useBuilder((state) => state.hoveredId);
  const scale = useScreenScale(fit);
  const [outlines, setOutlines] = useState<Outline[]>([]);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next: Outline[] = [];
        for (const id of selectedIds) {
          const rect = elementRect(frameDocument, id);
          if (rect) next.push({ id, rect, kind: 'selected' });
        }
        if (hoveredId && !selectedIds.includes(hoveredId)) {
          const rect = elementRect(frameDocument, hoveredId);
          if (rect) next.push({ id: hoveredId, rect, kind: 'hovered' });
        }
        setOutlines(next);
      });
    };
    measure();
    // The preview re-renders after document updates; measure once it has painted.
    const onUpdate = () => setTimeout(measure, 50);
    doc.on('update', onUpdate);
    const view = frameDocument?.defaultView;
    view?.addEventListener('scroll', measure, true);
    view?.addEventListener('resize', measure);
    const observer = frameDocument?.body && view ? new view.ResizeObserver(measure) : null;
    if (observer && frameDocument?.body) observer.observe(frameDocument.body);
    return () => {
      cancelAnimationFrame(frame);
      doc.off('update', onUpdate);
      view?.removeEventListener('scroll', measure, true);
      view?.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [doc, frameDocument, selectedIds, hoveredId]);

  const stroke = 1.5 / (scale || 1);
  return (
    <div className="pointer-events-none absolute inset-0 overflow-hidden" data-testid="selection-outlines">
      {outlines.map((outline) => (
        <div
          key={`${outline.kind}:${outline.id}`}
          data-outline={outline.kind}
          className="absolute"
          style={{
            left: outline.rect.x,
            top: outline.rect.y,
            width: outline.rect.width,
            height: outline.rect.height,
            outline: `${stroke}px ${outline.kind === 'selected' ? 'solid' : 'dashed'} #f97316`,
            background: outline.kind === 'selected' ? 'rgba(249,115,22,0.06)' : undefined,
          }}
        />
      ))}
    </div>
  );
}
