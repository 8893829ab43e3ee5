// Web content inside a 3D scene (Hotspot, loaders) renders in a separate React root created by
// drei's Html, which does not see the page's contexts; DomBridge re-provides them there.
import { useContext, type ReactNode } from 'react';
import {
  ImplementationsContext,
  RuntimeContext,
  ScopeContext,
  type RuntimeValue,
} from '../render/context.ts';
import { DOM_IMPLEMENTATIONS } from '../render/dom-implementations.ts';

const DOM = { mode: 'dom' as const, implementations: DOM_IMPLEMENTATIONS };

export interface BridgedContexts {
  runtime: RuntimeValue | null;
  scope: Record<string, unknown>;
}

export function useBridgedContexts(): BridgedContexts {
  return { runtime: useContext(RuntimeContext), scope: useContext(ScopeContext) };
}

export function DomBridge({ contexts, children }: { contexts: BridgedContexts; children: ReactNode }) {
  return (
    <RuntimeContext.Provider value={contexts.runtime}>
      <ScopeContext.Provider value={contexts.scope}>
        <ImplementationsContext.Provider value={DOM}>{children}</ImplementationsContext.Provider>
      </ScopeContext.Provider>
    </RuntimeContext.Provider>
  );
}
