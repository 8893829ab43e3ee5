// The look shared by floating panels (menus, popovers, cards, select lists).
import type { CSSProperties } from 'react';

export const overlayPanel: CSSProperties = {
  background: '#fff',
  color: '#111827',
  border: '1px solid #e5e7eb',
  borderRadius: 8,
  boxShadow: '0 10px 30px rgba(0,0,0,0.12)',
  padding: 8,
  zIndex: 50,
};

export const overlayBackdrop: CSSProperties = {
  position: 'fixed',
  inset: 0,
  background: 'rgba(0,0,0,0.4)',
  zIndex: 49,
};
