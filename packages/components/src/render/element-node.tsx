// Renders one element of the page: resolves its props (bindings, references, defaults), styles and
// data attributes, wires its event interactions, and hands it to the implementation of its
// component for the current renderer, inside its own error boundary. It reads its element and its
// children's from the document store, so it re-renders only when those (or the runtime) change.
import { memo, use, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { ElementJson } from '../model/project-json.ts';
import { interactionsByEvent } from '../runtime/actions.ts';
import { resolveProps } from '../runtime/resolve-props.ts';
import { parseCssProp, resolveStyles } from '../runtime/styles.ts';
import { ImplementationsContext, ScopeContext, useRuntime } from './context.ts';
import { useStoredElement, useStoredElements } from './document-store.ts';
import { ElementBoundary } from './element-boundary.tsx';
import type { Engine } from './engine.ts';
import { loadEngine, loadedEngine } from './engine-slot.ts';
import { hasBindings } from './page-needs.ts';
import { OUTLINE_ATTRIBUTE, useElementHighlight, type Highlight } from './selection-store.ts';

const NO_CHILDREN: string[] = [];
const DATA_ATTRIBUTE_NAME = /^[a-z0-9_.:-]+$/i;

/** Attributes the renderer owns: an author's data attribute of the same name is left out. */
const OWN_ATTRIBUTES = new Set(['element-id', OUTLINE_ATTRIBUTE.slice('data-'.length)]);

function dataAttributes(element: ElementJson, highlight: Highlight | null): Record<string, string> {
  const attributes: Record<string, string> = { 'data-element-id': element.id };
  if (highlight) attributes[OUTLINE_ATTRIBUTE] = highlight;
  for (const [name, value] of Object.entries(element.dataAttributes ?? {})) {
    const bare = name.replace(/^data-/i, '');
    if (
      !DATA_ATTRIBUTE_NAME.test(bare) ||
      typeof value !== 'string' ||
      OWN_ATTRIBUTES.has(bare.toLowerCase())
    )
      continue;
    attributes[`data-${bare}`] = value;
  }
  return attributes;
}

// At module level: inside the component below its own name is the unmemoized function.
const renderChild = (childId: string): ReactNode => <ElementNode key={childId} id={childId} />;

export const ElementNode = memo(function ElementNode({ id }: { id: string }) {
  const runtime = useRuntime();
  const forScope = useContext(ScopeContext);
  const { mode, implementations } = useContext(ImplementationsContext);
  const element = useStoredElement(runtime.document, id);
  const highlight = useElementHighlight(id);
  const meta = element ? runtime.registry.get(element.elementType) : undefined;
  const Implementation = element ? implementations[element.elementType] : undefined;
  const scope = useMemo(() => ({ ...runtime.baseScope, ...forScope }), [runtime.baseScope, forScope]);
  // Bindings need the expression engine, which a page without them never loads.
  if (element && !loadedEngine() && hasBindings(element)) use(loadEngine());

  const resolved = useMemo(() => {
    const errors: string[] = [];
    if (!element) return { values: {}, errors: [`Element ${id} is missing from the page`], css: {} };
    if (!meta) errors.push(`Unknown component "${element.elementType}"`);
    else if (!Implementation)
      errors.push(
        mode === 'dom' && meta.renderer.includes('r3f') && !meta.renderer.includes('dom')
          ? `${meta.displayName} renders only inside a Canvas`
          : `${meta.displayName} cannot be rendered here`,
      );
    const props = resolveProps(element, meta, scope, runtime.assets);
    errors.push(...props.errors);
    let css: Record<string, string | number> = {};
    try {
      css = parseCssProp(props.values.css);
    } catch (error) {
      errors.push((error as Error).message);
    }
    return { values: props.values, errors, css };
  }, [element, meta, Implementation, mode, scope, runtime.assets, id]);

  const { collector } = runtime;
  const errorKey = resolved.errors.join('\n');
  useEffect(() => {
    collector.set(id, 'props', errorKey ? errorKey.split('\n') : []);
  }, [collector, id, errorKey]);
  useEffect(() => () => collector.clear(id), [collector, id]);

  const style = useMemo(
    () => (mode === 'dom' && element ? resolveStyles(element.styles, runtime.tokens, resolved.css) : {}),
    [mode, element, runtime.tokens, resolved.css],
  );

  const interactions = useMemo(
    () => interactionsByEvent(element?.eventInteractions),
    [element?.eventInteractions],
  );
  const { actions, mode: rendererMode, onSelectElement } = runtime;
  const events = useMemo(() => {
    const handlers: Record<string, (args?: Record<string, unknown>) => void> = {};
    if (rendererMode === 'edit') {
      // In the builder a click selects the element; r3f objects have no DOM node to catch it.
      if (mode !== 'dom' && onSelectElement)
        handlers.onClick = (args) => onSelectElement(id, { additive: Boolean(args?.additive) });
      return handlers;
    }
    for (const [eventName, list] of interactions) {
      handlers[eventName] = (args = {}) => {
        const run = (engine: Engine) => {
          const failures = list
            .map((action) => engine.runAction(action, { ...actions, scope: () => scope }, args))
            .filter((failure): failure is string => failure !== null);
          collector.set(id, 'actions', failures);
        };
        const engine = loadedEngine();
        if (engine) run(engine);
        else
          loadEngine().then(run, () => collector.set(id, 'actions', ['The page logic could not be loaded']));
      };
    }
    return handlers;
  }, [rendererMode, mode, onSelectElement, id, interactions, actions, scope, collector]);

  const childIds = element?.children ?? NO_CHILDREN;
  const childElements = useStoredElements(runtime.document, childIds);

  if (!element || !meta || !Implementation) return null;
  if (resolved.values.visibility === false) return null;

  return (
    <ElementBoundary
      elementId={id}
      collector={collector}
      resetKey={element}
      fallback={(message) =>
        mode === 'dom' && rendererMode === 'edit' ? (
          <div
            data-element-id={id}
            role="alert"
            style={{ color: '#b91c1c', fontSize: 12, padding: 4, border: '1px dashed #b91c1c' }}
          >
            {meta.displayName}: {message}
          </div>
        ) : null
      }
    >
      <Implementation
        element={element}
        props={resolved.values}
        style={style}
        attributes={dataAttributes(element, highlight)}
        events={events}
        childElements={childElements}
        renderChild={renderChild}
      >
        {childIds.map(renderChild)}
      </Implementation>
    </ElementBoundary>
  );
});
