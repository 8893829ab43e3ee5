// Content drawn in a separate React root (the 2D canvas of a CanvasTexture) does not see the page's
// contexts; these are captured here and provided again inside that root.
import { useContext } from 'react';
import { RuntimeContext, ScopeContext, type RuntimeValue } from '../render/context.ts';

export interface BridgedContexts {
  runtime: RuntimeValue | null;
  scope: Record<string, unknown>;
}

export function useBridgedContexts(): BridgedContexts {
  return { runtime: useContext(RuntimeContext), scope: useContext(ScopeContext) };
}
