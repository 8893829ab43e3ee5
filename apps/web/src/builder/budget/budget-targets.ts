// The numbers a page is measured against. 3D: the Khronos 3D Commerce Publishing Guidelines v1.0
// ("Single-Item Desktop 3D Web View" for desktop and laptop pages, "Single-Item Mobile AR or 3D Web
// Catalogue View" for mobile and tablet pages): file size, triangles, draw calls (target, and the
// maximum in brackets there) and the largest bitmap. DOM and texture memory: the studio's own budget.
import type { DeviceType } from '@vitrine/core';

export interface Targets {
  name: string;
  downloadBytes: number;
  triangles: number;
  drawCalls: number;
  maxDrawCalls: number;
  maxTextureSize: number;
  textureBytes: number;
  domNodes: number;
  domDepth: number;
}

const MB = 1024 * 1024;
const STUDIO_DOM = { domNodes: 1500, domDepth: 32 };

export const DESKTOP_TARGETS: Targets = {
  name: 'Khronos 3D Commerce: desktop 3D web view',
  downloadBytes: 3 * MB,
  triangles: 250_000,
  drawCalls: 100,
  maxDrawCalls: 800,
  maxTextureSize: 2048,
  textureBytes: 128 * MB,
  ...STUDIO_DOM,
};

export const MOBILE_TARGETS: Targets = {
  name: 'Khronos 3D Commerce: mobile AR and 3D web catalogue',
  downloadBytes: 3 * MB,
  triangles: 150_000,
  drawCalls: 20,
  maxDrawCalls: 500,
  maxTextureSize: 2048,
  textureBytes: 64 * MB,
  ...STUDIO_DOM,
};

export function targetsFor(deviceType: DeviceType | string | undefined): Targets {
  return deviceType === 'MOBILE' || deviceType === 'TABLET' ? MOBILE_TARGETS : DESKTOP_TARGETS;
}
