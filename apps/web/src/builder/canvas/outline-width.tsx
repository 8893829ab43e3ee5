// Keeps the preview's selection and hover outlines one and a half screen pixels wide whatever the
// zoom: the preview draws them in device pixels (OUTLINE_WIDTH_PROPERTY), the canvas knows the scale.
import { OUTLINE_WIDTH_PROPERTY } from '@vitrine/components';
import { useEffect } from 'react';
import { useScreenScale } from './use-screen-scale.ts';

const SCREEN_PX = 1.5;

export function OutlineWidth({ frameDocument, fit }: { frameDocument: Document | null; fit: number }) {
  const scale = useScreenScale(fit);
  useEffect(() => {
    frameDocument?.documentElement.style.setProperty(OUTLINE_WIDTH_PROPERTY, `${SCREEN_PX / (scale || 1)}px`);
  }, [frameDocument, scale]);
  return null;
}
